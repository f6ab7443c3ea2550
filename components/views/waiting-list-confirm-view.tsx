import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ConfirmWaitingListDocument, type ConfirmWaitingListMutation } from '@/graphql/generated/operations';
import { errorMessageKey } from '@/lib/client/api-error';
import { withLiveData } from '@/lib/client/live-data';
import { activityPath } from '@/lib/domain/paths';
import { sessionWhen } from '@/lib/domain/time';
import { CONFIRM_HOURS, OFFER_MINUTES } from '@/lib/domain/waiting-list-times';
import { ConfirmByLinkPage } from './confirm-by-link';
import { withFormsTranslations } from '@/components/layout/translations';

type Answer = ConfirmWaitingListMutation['confirmWaitingList'];

/**
 * Where the link in a waiting-list join's email leads. Opening it does nothing: mail scanners and link
 * previews fetch links, so the visitor's press of the button is what confirms (a mutation), as a
 * pay-on-arrival reservation's page does (reservation-view.tsx). Then it says the place is confirmed and
 * where it stands in the line. Twice is harmless: the second press reads "already confirmed".
 */
function WaitingListConfirm({ token }: { token: string }) {
  const t = useT();
  const [confirm, { loading }] = useMutation(ConfirmWaitingListDocument);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      const { data } = await confirm({ variables: { token } });
      if (data) setAnswer(data.confirmWaitingList);
    } catch (failure) {
      setError(t(errorMessageKey(failure, 'errors.unknown')));
    }
  }

  const confirmed = answer?.status === 'CONFIRMED' || answer?.status === 'ALREADY_CONFIRMED';
  const title = confirmed
    ? t('waitingListConfirm.confirmedTitle')
    : answer?.status === 'UNKNOWN'
      ? t('waitingListConfirm.unknownTitle')
      : answer
        ? t('waitingListConfirm.expiredTitle')
        : t('waitingListConfirm.title');
  const when = answer?.localDay && answer.localTime ? `${answer.activityTitle} · ${sessionWhen({ localDay: answer.localDay, localTime: answer.localTime })}` : '';
  return (
    <ConfirmByLinkPage
      title={title}
      answered={answer !== null}
      intro={t('waitingListConfirm.intro')}
      error={error}
      loading={loading}
      confirmLabel={t('waitingListConfirm.confirm')}
      confirmingLabel={t('waitingListConfirm.confirming')}
      onConfirm={() => void submit()}
    >
      {answer && confirmed && (
        <Notice role="status" $tone="success" style={{ margin: 0 }}>
          {answer.status === 'ALREADY_CONFIRMED' && (
            <>
              <strong>{t('waitingListConfirm.alreadyConfirmed')}</strong>
              <br />
            </>
          )}
          {answer.position ? (
            <>
              <strong>{t('waitingListConfirm.position', { position: answer.position, count: answer.places ?? 1, when })}</strong>
              <br />
              {t('waitingListConfirm.offerNext', { minutes: OFFER_MINUTES })}
            </>
          ) : (
            t('waitingListConfirm.noLongerInLine')
          )}
        </Notice>
      )}
      {answer && !confirmed && (
        <Notice role="alert" $tone="error" style={{ margin: 0 }}>
          {answer.status === 'UNKNOWN' ? t('waitingListConfirm.unknown') : t('waitingListConfirm.expired', { hours: CONFIRM_HOURS })}
        </Notice>
      )}
      {answer?.activitySlug && (
        <div>
          <ButtonLink href={activityPath(answer.activitySlug)} $variant="secondary">
            {t('waitingListConfirm.backToActivity')}
          </ButtonLink>
        </div>
      )}
    </ConfirmByLinkPage>
  );
}

export const WaitingListConfirmView = withFormsTranslations(withLiveData(WaitingListConfirm));
