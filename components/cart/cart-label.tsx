import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useT } from '@/lib/client/use-t';
import { GetCartDocument } from '@/graphql/generated/operations';
import { writeCartCountHint } from '@/lib/client/cart-count-hint';
import { withLiveData } from '@/lib/client/live-data';

function CountedLabel() {
  const t = useT();
  const { data } = useQuery(GetCartDocument, { ssr: false });
  const count = data?.getCart.items.length;
  useEffect(() => {
    if (count !== undefined) writeCartCountHint(count);
  }, [count]);
  return <>{t('cart.button', { count: count ?? 0 })}</>;
}

/** The cart button's label with the number of items in the visitor's cart, kept up to date. */
export const CartLabel = withLiveData(CountedLabel);
