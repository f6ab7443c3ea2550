import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { Button } from '@/components/ui/button';
import { useCartCountHint, useLiveCartCount } from '@/lib/client/cart-count-hint';
import { useCartDrawerRequests } from '@/lib/client/cart-drawer-requests';
import { inNextTask } from '@/lib/client/in-next-task';

/** The label from the count this browser last saw (0 on the server, which cannot know the cart). */
function HintedLabel() {
  const t = useT();
  return <>{t('cart.button', { count: useCartCountHint() })}</>;
}

// The live count needs the GraphQL client, which a visitor with an empty cart does not load until
// something on the page needs it; the drawer's code loads when a visitor first opens it.
const LiveLabel = dynamic(() => import('./cart-label').then((m) => inNextTask(m.CartLabel)), { ssr: false, loading: HintedLabel });
const CartDrawer = dynamic(() => import('./cart-drawer').then((m) => m.CartDrawer), { ssr: false });

/** The header's cart button with the number of items; opens the cart drawer, also when the page asks (after Add to cart). */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const live = useLiveCartCount();
  useCartDrawerRequests(() => setOpen(true));
  // Its Check out leads to another page: where that page comes without a new document (the booking
  // widget's pages), the drawer closes as the page changes rather than cover it.
  const router = useRouter();
  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {live ? <LiveLabel /> : <HintedLabel />}
      </Button>
      {open && <CartDrawer onClose={() => setOpen(false)} />}
    </>
  );
}
