import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CodeInput, FieldLabel } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { CodeRefusal, CodeResultStatus } from '@/graphql/generated/operations';

/** The server's verdict on a code. A Record: a new status fails the type check until it has words. */
const STATUS_KEYS: Record<CodeResultStatus, string> = {
  APPLIED: 'checkout.codeApplied',
  INVALID: 'checkout.invalidCode',
  RATE_LIMITED: 'checkout.tooManyAttempts',
};

/** Why a known promo code was refused, under 'Invalid code'. A Record: a new refusal fails the type check until it has words. */
const REFUSAL_KEYS: Record<CodeRefusal, string> = {
  NOT_STARTED: 'checkout.codeRefusal.notStarted',
  EXPIRED: 'checkout.codeRefusal.expired',
  USED_UP: 'checkout.codeRefusal.usedUp',
  NOT_APPLICABLE: 'checkout.codeRefusal.notApplicable',
};

const Row = styled.div`
  display: flex;
  gap: 10px;

  button {
    min-height: 44px;
  }
`;

const Code = styled(CodeInput)`
  /* No width of its own (a text box's default is about 20 characters): the box takes what the Apply
     button leaves, so the row fits a 320 px phone instead of pushing the form 10 px wider. */
  flex: 1;
  width: 0;
  min-width: 0;
`;

interface Props {
  /** The server's verdict on the code last applied, if any. */
  result: { code: string; status: CodeResultStatus; retryAfterSeconds?: number | null; reason?: CodeRefusal | null } | null | undefined;
  onApply: (code: string | null) => void;
}

/** Voucher or promo code: applied by the server, which says 'Code applied successfully!' or 'Invalid code'. */
export function CodeField({ result, onApply }: Props) {
  const t = useT();
  // A code applied before the visitor left for a payment page comes back with the checkout.
  const [value, setValue] = useState(result?.code ?? '');
  const applied = result?.status === 'APPLIED';
  return (
    <div>
      <FieldLabel htmlFor="promo-code" style={{ display: 'block', marginBottom: 6 }}>
        {t('checkout.code')}
      </FieldLabel>
      <Row>
        <Code
          id="promo-code"
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={result && !applied ? true : undefined}
          aria-describedby={result ? 'promo-code-result' : undefined}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply(value.trim() || null);
            }
          }}
        />
        <Button type="button" $variant="secondary" onClick={() => onApply(value.trim() || null)}>
          {t('checkout.apply')}
        </Button>
      </Row>
      {result && (
        <Notice id="promo-code-result" role={applied ? 'status' : 'alert'} $tone={applied ? 'success' : 'error'}>
          {/* The count is for RATE_LIMITED's minutes; the other messages have no plural forms and ignore it. */}
          {t(STATUS_KEYS[result.status] ?? STATUS_KEYS.INVALID, { count: Math.ceil((result.retryAfterSeconds ?? 60) / 60) })}
          {result.reason && (
            <>
              <br />
              <small>{t(REFUSAL_KEYS[result.reason])}</small>
            </>
          )}
        </Notice>
      )}
    </div>
  );
}
