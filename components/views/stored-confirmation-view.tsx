import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLayout } from '@/components/layout/site-layout';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { storedToken } from '@/lib/client/tokenless-address';
import { BOOKING_ROUTE, ConfirmationView, Page } from './confirmation-view';
import { GIFT_PURCHASE_ROUTE, GiftConfirmationView } from './gift-confirmation-view';

/**
 * A confirmation's token-less route (lib/client/tokenless-address.ts): the confirmation this tab opened,
 * from its session storage, or, when there is none, a pointer to the email's link.
 */
function storedConfirmation(route: string, View: ComponentType<{ token: string }>) {
  return function StoredConfirmationView() {
    const { t } = useTranslation();
    // Undefined until the browser has looked (the server cannot see the tab's storage).
    const [token, setToken] = useState<string | null>();
    useEffect(() => setToken(storedToken(route)), []);
    if (token) return <View token={token} />;
    return (
      <SiteLayout title={t('confirmation.reopen')}>
        <Container $narrow>
          {token === null && (
            <Page>
              <h1>{t('confirmation.reopen')}</h1>
              <p style={{ margin: 0 }}>{t('confirmation.reopenText')}</p>
              <ButtonLink href="/">{t('confirmation.home')}</ButtonLink>
            </Page>
          )}
        </Container>
      </SiteLayout>
    );
  };
}

export const StoredBookingView = storedConfirmation(BOOKING_ROUTE, ConfirmationView);
export const StoredGiftPurchaseView = storedConfirmation(GIFT_PURCHASE_ROUTE, GiftConfirmationView);
