import { useQuery } from '@apollo/client/react';
import { useT } from '@/lib/client/use-t';
import { useChargePayment } from '@/components/charge/use-charge-payment';
import { PaymentStep } from '@/components/checkout/payment-step';
import { SiteLayout } from '@/components/layout/site-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { useFormatMoney } from '@/components/ui/price';
import { GetChargeDocument } from '@/graphql/generated/operations';
import { withLiveData } from '@/lib/client/live-data';
import { Page } from './confirmation-view';
import { withFormsTranslations } from '@/components/layout/translations';

/**
 * The page of the payment link a visitor is emailed when staff move their tickets to a dearer session
 * (issue #22): the booking, what changed, and what it costs more, paid with the booking's own payment
 * method through the checkout's payment step. Opening it starts nothing; once paid it says so, and
 * paying again is not offered (the server would start nothing either). "View your booking" leads to the
 * booking's My booking page, where the difference paid shows in its money.
 */
function Charge({ token }: { token: string }) {
  const t = useT();
  const format = useFormatMoney();
  const loaded = useQuery(GetChargeDocument, { variables: { token } }).data?.getCharge ?? null;
  const { answer, step, busy, message, pay, check, back } = useChargePayment(token);
  const charge = answer?.charge ?? loaded;

  if (!charge) {
    return (
      <SiteLayout title={t('charge.unknownTitle')}>
        <Container $narrow>
          <Page>
            <h1>{t('charge.unknownTitle')}</h1>
            <Notice role="alert" $tone="error" style={{ margin: 0 }}>
              {t('charge.unknown')}
            </Notice>
          </Page>
        </Container>
      </SiteLayout>
    );
  }

  const amount = format(charge.amount);
  const payable = charge.status === 'due' && !charge.payAtDesk;
  // A group's balance has words of its own; its tickets changed nothing.
  const words = charge.kind === 'groupBalance' ? 'charge.group' : 'charge';
  const title = charge.status === 'paid' ? t(`${words}.paidTitle`) : t(`${words}.title`);
  return (
    <SiteLayout title={title}>
      <Container $narrow>
        <Page>
          <h1>{title}</h1>
          <p style={{ margin: 0 }}>
            {t('confirmation.bookingId')}: <strong>{charge.bookingId}</strong>
          </p>
          {charge.tickets.length > 0 && (
          <section aria-labelledby="charge-change">
            <h2 id="charge-change">{t('charge.changed')}</h2>
            <ul>
              {charge.tickets.map((ticket, index) => (
                <li key={index}>
                  <strong>
                    {ticket.activityTitle} – {ticket.variationTitle}
                  </strong>
                  <time dateTime={ticket.startsAt}>{ticket.when}</time>
                  {ticket.previously && <span>{t('charge.previously', { when: ticket.previously })}</span>}
                </li>
              ))}
            </ul>
          </section>
          )}
          <p style={{ margin: 0, fontSize: 20 }}>
            {t('charge.amount')}: <strong>{amount}</strong>
          </p>
          {charge.status === 'paid' && (
            <Notice role="status" $tone="success" style={{ margin: 0 }}>
              {t(`${words}.paid`, { amount })}
            </Notice>
          )}
          {(charge.status === 'cancelled' || charge.status === 'refunded') && (
            <Notice role="status" $tone="info" style={{ margin: 0 }}>
              {t(`charge.${charge.status}`)}
            </Notice>
          )}
          {charge.status === 'due' && charge.payAtDesk && (
            <Notice role="status" $tone="info" style={{ margin: 0 }}>
              {t('charge.atDesk', { amount })}
            </Notice>
          )}
          {message && (
            <Notice role="alert" $tone="error" style={{ margin: 0 }}>
              {message}
            </Notice>
          )}
          {payable && step && step.__typename !== 'PaymentRedirect' && (
            <PaymentStep step={step} gateway={charge.gateway ?? undefined} total={charge.amount} busy={busy} onPaid={(options) => void check(options)} onBack={back} />
          )}
          {payable && !step && (
            <div>
              <Button type="button" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
                {busy ? t('charge.paying') : t('charge.pay', { amount })}
              </Button>
            </div>
          )}
          <div>
            <ButtonLink $variant="secondary" href={charge.myBookingPath}>
              {t('reservation.viewBooking')}
            </ButtonLink>
          </div>
        </Page>
      </Container>
    </SiteLayout>
  );
}

export const ChargeView = withFormsTranslations(withLiveData(Charge));
