import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useEmbedding } from '@/lib/client/widget-embedding';
import { loadPaymentSession, type CardFieldErrorKey, type FormSessionUpdateResponse, type PaymentSessionApi } from './payment-session';

/**
 * The card fields of the MasterCardDirect gateway (Mastercard Hosted Session). This component only
 * draws labelled slots: the provider's session.js fills each with an iframe of the provider's origin,
 * and the card goes from those frames straight to the provider. Nothing typed ever reaches this page,
 * our server, our logs, Sentry or the database.
 */

export type CardFieldsResult = 'ok' | 'invalid';

export interface CardFieldsHandle {
  /**
   * Sends the typed card to the provider's session. 'ok': the session holds a valid card, go on and
   * pay. 'invalid': fields in error or the widget unavailable; the message is already shown.
   */
  submit(): Promise<CardFieldsResult>;
}

export interface CardFieldsProps {
  /** The hosted session from the payment's `hostedFields` action. */
  sessionId: string;
  /** The provider's session.js from the same action; loaded unless the shell already has it. */
  scriptUrl?: string;
  ref?: Ref<CardFieldsHandle>;
  /** Told when the fields become usable (or fail to), e.g. to enable the Pay button. */
  onReadyChange?: (ready: boolean) => void;
}

/** The slots session.js fills, by selector (its fields.card configuration); ids, so one card form per page. */
const IDS = { number: 'card-number', expiryMonth: 'card-expiry-month', expiryYear: 'card-expiry-year', securityCode: 'card-security-code' } as const;
const FIELD_ORDER: [keyof typeof IDS, CardFieldErrorKey][] = [
  ['number', 'cardNumber'],
  ['expiryMonth', 'expiryMonth'],
  ['expiryYear', 'expiryYear'],
  ['securityCode', 'securityCode'],
];

type Problem = 'fieldsInError' | 'unavailable' | null;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr 1fr;
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const Label = styled.span`
  font-weight: 600;
  font-size: 15px;
`;

const Hint = styled.span`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Where the provider's iframe goes: sized and shaped like our inputs while it loads. */
const Slot = styled.div<{ $invalid: boolean }>`
  min-height: 44px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  outline: ${({ $invalid, theme }) => ($invalid ? `2px solid ${theme.colors.error}` : 'none')};
  outline-offset: 1px;

  iframe {
    display: block;
    width: 100%;
    height: 44px;
    border: 0;
  }
`;

const FieldError = styled.span`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.error};
`;

const Notice = styled.p<{ $tone: 'info' | 'error' }>`
  margin: 12px 0 0;
  font-size: 15px;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.error : theme.colors.muted)};
`;

export function CardFields(props: CardFieldsProps) {
  // A new session means new frames: start over rather than reconfigure in place.
  return <CardFieldsForSession key={props.sessionId} {...props} />;
}

function CardFieldsForSession({ sessionId, scriptUrl, ref, onReadyChange }: CardFieldsProps) {
  const t = useT();
  const [phase, setPhase] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [problem, setProblem] = useState<Problem>(null);
  const [errors, setErrors] = useState<FormSessionUpdateResponse['errors']>({});
  const api = useRef<PaymentSessionApi | null>(null);
  const ready = useRef(false);
  const pending = useRef<{ promise: Promise<CardFieldsResult>; resolve: (result: CardFieldsResult) => void } | null>(null);
  const onReady = useRef(onReadyChange);
  useEffect(() => {
    onReady.current = onReadyChange;
  });
  // Inside the booking widget's overlay, on a partner's site (lib/client/widget-embedding.tsx).
  const framed = useEmbedding() !== null;

  useEffect(() => {
    let active = true;
    const settle = (result: CardFieldsResult) => {
      const waiting = pending.current;
      pending.current = null;
      waiting?.resolve(result);
    };
    const becomeReady = (value: boolean) => {
      ready.current = value;
      setPhase(value ? 'ready' : 'unavailable');
      onReady.current?.(value);
    };
    loadPaymentSession(scriptUrl).then(
      (session) => {
        if (!active) return;
        api.current = session;
        session.configure({
          session: sessionId,
          fields: { card: { number: `#${IDS.number}`, securityCode: `#${IDS.securityCode}`, expiryMonth: `#${IDS.expiryMonth}`, expiryYear: `#${IDS.expiryYear}` } },
          // The provider's clickjacking defence. On the site, its script refuses a framed page; in the booking
          // widget the page is framed by design, and its own frame-ancestors header (the park's partners only,
          // lib/domain/content-security-policy.ts) is the defence the provider is told to rely on.
          frameEmbeddingMitigation: framed ? ['csp'] : ['javascript'],
          callbacks: {
            initialized: (response) => active && becomeReady(response.status === 'ok'),
            formSessionUpdate: (response) => {
              if (!active) return;
              if (response.status === 'ok') {
                setErrors({});
                setProblem(null);
                settle('ok');
                return;
              }
              if (response.status === 'fields_in_error') {
                setErrors(response.errors ?? {});
                setProblem('fieldsInError');
                // Take the visitor to the first field to fix, inside the provider's frame.
                const first = FIELD_ORDER.find(([, key]) => response.errors?.[key]);
                if (first) session.setFocus?.(`card.${first[0]}`);
              } else {
                setProblem('unavailable');
              }
              settle('invalid');
            },
          },
        });
      },
      () => active && becomeReady(false),
    );
    return () => {
      active = false;
      ready.current = false;
      settle('invalid');
    };
  }, [sessionId, scriptUrl, framed]);

  useImperativeHandle(
    ref,
    () => ({
      submit() {
        if (pending.current) return pending.current.promise;
        const session = api.current;
        if (!session || !ready.current) {
          setProblem('unavailable');
          return Promise.resolve<CardFieldsResult>('invalid');
        }
        let resolve: (result: CardFieldsResult) => void = () => undefined;
        const promise = new Promise<CardFieldsResult>((r) => (resolve = r));
        pending.current = { promise, resolve };
        setProblem(null);
        try {
          session.updateSessionFromForm('card');
        } catch {
          pending.current = null;
          setProblem('unavailable');
          resolve('invalid');
        }
        return promise;
      },
    }),
    [],
  );

  const expiryInvalid = Boolean(errors?.expiryMonth || errors?.expiryYear);
  return (
    <div>
      <Grid>
        <Field $wide>
          <Label id={`${IDS.number}-label`}>{t('payment.card.number')}</Label>
          <Slot id={IDS.number} role="group" aria-labelledby={`${IDS.number}-label`} $invalid={Boolean(errors?.cardNumber)} />
          {errors?.cardNumber && <FieldError>{t('payment.card.errors.number')}</FieldError>}
        </Field>
        <Field>
          <Label id={`${IDS.expiryMonth}-label`}>{t('payment.card.expiryMonth')}</Label>
          <Slot id={IDS.expiryMonth} role="group" aria-labelledby={`${IDS.expiryMonth}-label`} $invalid={expiryInvalid} />
          {expiryInvalid && <FieldError>{t('payment.card.errors.expiry')}</FieldError>}
        </Field>
        <Field>
          <Label id={`${IDS.expiryYear}-label`}>{t('payment.card.expiryYear')}</Label>
          <Slot id={IDS.expiryYear} role="group" aria-labelledby={`${IDS.expiryYear}-label`} $invalid={expiryInvalid} />
        </Field>
        <Field>
          <Label id={`${IDS.securityCode}-label`}>{t('payment.card.securityCode')}</Label>
          <Slot
            id={IDS.securityCode}
            role="group"
            aria-labelledby={`${IDS.securityCode}-label`}
            aria-describedby={`${IDS.securityCode}-hint`}
            $invalid={Boolean(errors?.securityCode)}
          />
          {/* The CVV hint says a 3-digit number. The frame reads it as its description. */}
          <Hint id={`${IDS.securityCode}-hint`}>{t('payment.card.securityCodeHint')}</Hint>
          {errors?.securityCode && <FieldError>{t('payment.card.errors.securityCode')}</FieldError>}
        </Field>
      </Grid>
      {phase === 'loading' && (
        <Notice $tone="info" role="status">
          {t('payment.card.loading')}
        </Notice>
      )}
      {(problem === 'unavailable' || phase === 'unavailable') && (
        <Notice $tone="error" role="alert">
          {t('payment.card.unavailable')}
        </Notice>
      )}
      {problem === 'fieldsInError' && (
        <Notice $tone="error" role="alert">
          {t('payment.card.fieldsInError')}
        </Notice>
      )}
      <Notice $tone="info">{t('payment.card.secure')}</Notice>
    </div>
  );
}
