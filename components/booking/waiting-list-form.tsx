import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FormField, showFieldProblems } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { JoinWaitingListDocument, type WaitingListJoinStatus } from '@/graphql/generated/operations';
import { errorMessageKey } from '@/lib/client/api-error';
import { CONFIRM_HOURS, OFFER_MINUTES, WAITING_LIST_MAX_PLACES, waitingListSchema, type WaitingListForm as Values } from '@/lib/domain/waiting-list';
import { withFormsTranslations } from '@/components/layout/translations';

/** Every refusal's words. A Record: a new code fails the type check until it has them. */
const STATUS_KEYS: Record<Exclude<WaitingListJoinStatus, 'JOINED' | 'ALREADY_ON_LIST' | 'AWAITING_CONFIRMATION'>, string> = {
  TOO_MANY_FOR_EMAIL: 'waitingList.tooManyForEmail',
  TOO_MANY_FOR_ADDRESS: 'waitingList.tooManyForAddress',
  NOT_SOLD_OUT: 'waitingList.notSoldOut',
  SESSION_PAST: 'waitingList.sessionPast',
  SESSION_CLOSED: 'waitingList.sessionClosed',
  UNKNOWN_SESSION: 'waitingList.unknownSession',
  OFFER_LAPSED: 'waitingList.offerLapsed',
  INVALID: 'waitingList.checkFields',
  TOO_MANY_ATTEMPTS: 'waitingList.tooManyAttempts',
};

/** The words of a join that went in: a new one awaits its emailed confirmation. */
const JOINED_KEYS = {
  JOINED: { title: 'waitingList.checkEmail', detail: 'waitingList.checkEmailDetail' },
  AWAITING_CONFIRMATION: { title: 'waitingList.awaitingConfirmation', detail: 'waitingList.awaitingConfirmationDetail' },
  ALREADY_ON_LIST: { title: 'waitingList.alreadyOnList', detail: 'waitingList.joinedDetail' },
} as const;

const Box = styled.section`
  display: grid;
  gap: 14px;
  padding: 16px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 14px;
  }
  input[type='number'] {
    max-width: 8em;
  }
`;

/**
 * A sold-out session's waiting list (issue #24): the visitor leaves an email and the places they want,
 * and confirms through the link emailed to them (only a confirmed join is offered places); when places
 * come back, the first in line is emailed a link that holds them for OFFER_MINUTES. Checked with the
 * server's own yup schema; the answer (check your email, already on it, or why not) replaces nothing
 * the visitor typed until it succeeds.
 */
function WaitingList({ sessionId, when, places }: { sessionId: string; when: string; places: number }) {
  const t = useT();
  const [join, { loading }] = useMutation(JoinWaitingListDocument);
  const [joined, setJoined] = useState<{ status: 'JOINED' | 'AWAITING_CONFIRMATION' | 'ALREADY_ON_LIST'; ahead: number; places: number; email: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const form = useForm<Values>({
    resolver: yupResolver(waitingListSchema) as never,
    defaultValues: { email: '', places: Math.min(Math.max(1, places), WAITING_LIST_MAX_PLACES) },
  });
  const { errors } = form.formState;

  // The answer replaces the form: focus moves to it, so a screen reader reads what happened.
  useEffect(() => {
    if (joined) answer.current?.focus();
  }, [joined]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await join({ variables: { input: { sessionId, email: values.email, places: values.places } } });
      const result = data?.joinWaitingList;
      if (!result) throw new Error('No answer');
      if (result.status === 'JOINED' || result.status === 'ALREADY_ON_LIST' || result.status === 'AWAITING_CONFIRMATION') {
        setJoined({ status: result.status, ahead: result.ahead ?? 0, places: result.places ?? values.places, email: values.email.trim() });
        return;
      }
      if (result.status === 'INVALID') showFieldProblems(form, result.fields, 'waitingList');
      // The caps' refusals name the cap; a rate limit, the minutes to wait.
      const count = result.limit ?? Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60));
      setError(t(STATUS_KEYS[result.status] ?? 'errors.unknown', { count }));
    } catch (failure) {
      setError(t(errorMessageKey(failure, 'errors.unknown')));
    }
  });

  return (
    <Box aria-labelledby="waiting-list-heading" data-testid="waiting-list">
      <h3 id="waiting-list-heading">{t('waitingList.heading')}</h3>
      {joined ? (
        <Notice role="status" $tone="success" style={{ margin: 0 }}>
          <p ref={answer} tabIndex={-1}>
            <strong>{t(JOINED_KEYS[joined.status].title)}</strong>
          </p>
          <p>{t(JOINED_KEYS[joined.status].detail, { count: joined.places, when, ahead: joined.ahead, minutes: OFFER_MINUTES, hours: CONFIRM_HOURS, email: joined.email })}</p>
        </Notice>
      ) : (
        <>
          <p>{t('waitingList.intro', { when, minutes: OFFER_MINUTES })}</p>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <FormField label={t('waitingList.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
            <FormField
              label={t('waitingList.places')}
              type="number"
              inputMode="numeric"
              min={1}
              max={WAITING_LIST_MAX_PLACES}
              hint={t('waitingList.placesHint', { max: WAITING_LIST_MAX_PLACES })}
              error={errors.places?.message}
              {...form.register('places', { valueAsNumber: true })}
            />
            {error && (
              <Notice role="alert" $tone="error" style={{ margin: 0 }}>
                {error}
              </Notice>
            )}
            <div>
              <Button type="submit" disabled={loading} aria-busy={loading}>
                {loading ? t('waitingList.joining') : t('waitingList.join')}
              </Button>
            </div>
          </form>
        </>
      )}
    </Box>
  );
}

export const WaitingListForm = withFormsTranslations(WaitingList);
