import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GetCartDocument } from '@/graphql/generated/operations';

// The drawer's code loads when a visitor first opens it.
const CartDrawer = dynamic(() => import('./cart-drawer').then((m) => m.CartDrawer), { ssr: false });

/** The header's cart button with the number of items; opens the cart drawer. */
export function CartButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(GetCartDocument, { ssr: false });
  const count = data?.getCart.items.length ?? 0;
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('cart.button', { count })}
      </Button>
      {open && <CartDrawer onClose={() => setOpen(false)} />}
    </>
  );
}
