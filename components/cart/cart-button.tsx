import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The label before the cart's count has loaded (the server cannot know the visitor's cart). */
function EmptyCartLabel() {
  const { t } = useTranslation();
  return <>{t('cart.button', { count: 0 })}</>;
}

// The count comes with the GraphQL client, which loads once the page has hydrated; the drawer's code
// loads when a visitor first opens it.
const CartLabel = dynamic(() => import('./cart-label').then((m) => m.CartLabel), { ssr: false, loading: EmptyCartLabel });
const CartDrawer = dynamic(() => import('./cart-drawer').then((m) => m.CartDrawer), { ssr: false });

/** The header's cart button with the number of items; opens the cart drawer. */
export function CartButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <CartLabel />
      </Button>
      {open && <CartDrawer onClose={() => setOpen(false)} />}
    </>
  );
}
