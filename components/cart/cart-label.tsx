import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { GetCartDocument } from '@/graphql/generated/operations';
import { withLiveData } from '@/lib/client/live-data';

function CountedLabel() {
  const { t } = useTranslation();
  const { data } = useQuery(GetCartDocument, { ssr: false });
  return <>{t('cart.button', { count: data?.getCart.items.length ?? 0 })}</>;
}

/** The cart button's label with the number of items in the visitor's cart, kept up to date. */
export const CartLabel = withLiveData(CountedLabel);
