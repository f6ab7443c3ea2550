import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useFormatMoney } from '@/components/ui/price';
import { ConfirmReservationDocument, type ConfirmReservationMutation } from '@/graphql/generated/operations';
import { errorMessageKey } from '@/lib/client/api-error';
import { withLiveData } from '@/lib/client/live-data';
import { RESERVATION_CONFIRM_MINUTES } from '@/lib/domain/order-status';
import { ConfirmByLinkPage } from './confirm-by-link';
import { withFormsTranslations } from '@/components/layout/translations';

type Answer = ConfirmReservationMutation['confirmReservation'];

/**
 * Where the link in a pay-on-arrival reservation's email leads (issue #21). Opening it does nothing: mail
 * scanners and link previews fetch links, so the visitor's press of the button is what confirms (a
 * mutation). Confirming twice is harmless: the second press reads "already confirmed".
 */
function Reservation({ token }: { token: string }) {
  const t = useT();
  const format = useFormatMoney();
  const [confirm, { loading }] = useMutation(ConfirmReservationDocument);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      const { data } = await confirm({ variables: { token } });
      if (data) setAnswer(data.confirmReservation);
    } catch (failure) {
      setError(t(errorMessageKey(failure, 'paymentOutcome.UNKNOWN')));
    }
  }

  const kept = answer && (answer.status === 'CONFIRMED' || answer.status === 'ALREADY_CONFIRMED') ? answer.order : null;
  const title = kept
    ? t('confirmation.reservedTitle')
    : answer?.status === 'UNKNOWN'
      ? t('reservation.unknownTitle')
      : answer
        ? t('reservation.expiredTitle')
        : t('reservation.title');
  return (
    <ConfirmByLinkPage
      title={title}
      answered={answer !== null}
      intro={t('reservation.intro')}
      error={error}
      loading={loading}
      confirmLabel={t('reservation.confirm')}
      confirmingLabel={t('reservation.confirming')}
      onConfirm={() => void submit()}
    >
      {kept && (
        <>
          <Notice role="status" $tone="success" style={{ margin: 0 }}>
            <strong>{t('confirmation.reserved', { amount: kept.dueOnArrival ? format(kept.dueOnArrival) : '' })}</strong>
            <br />
            {answer?.status === 'CONFIRMED' ? t('reservation.confirmed', { email: kept.email }) : t('reservation.alreadyConfirmed')}
          </Notice>
          <p style={{ margin: 0 }}>
            {t('confirmation.bookingId')}: <strong>{kept.bookingId}</strong>
          </p>
          <div>
            <ButtonLink href={kept.confirmationPath}>{t('reservation.viewBooking')}</ButtonLink>
          </div>
        </>
      )}
      {answer && !kept && (
        <>
          <Notice role="alert" $tone="error" style={{ margin: 0 }}>
            {answer.status === 'UNKNOWN' ? t('reservation.unknown') : t('reservation.expired', { minutes: RESERVATION_CONFIRM_MINUTES })}
          </Notice>
          <div>
            <ButtonLink href="/">{t('reservation.bookAgain')}</ButtonLink>
          </div>
        </>
      )}
    </ConfirmByLinkPage>
  );
}

export const ReservationView = withFormsTranslations(withLiveData(Reservation));
