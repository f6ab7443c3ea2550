import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CodeInput, FieldLabel } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { useFormatMoney } from '@/components/ui/price';
import { GetGiftCardBalanceDocument, type GiftCardProblemCode } from '@/graphql/generated/operations';

/** Why a balance was not given. A Record: a new problem fails the type check until it has words. */
const PROBLEM_KEYS: Record<GiftCardProblemCode, string> = {
  NOT_FOUND: 'gift.notFound',
  RATE_LIMITED: 'checkout.tooManyAttempts',
  VOIDED: 'gift.voided',
};

const Box = styled.aside`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 12px;

  h2 {
    font-size: 22px;
    margin: 0;
  }
`;

/** "Check your balance": a gift card's balance, or 'This gift card does not exist'. */
export function BalanceCheck() {
  const t = useT();
  const format = useFormatMoney();
  const [code, setCode] = useState('');
  const [check, { data, loading, error }] = useLazyQuery(GetGiftCardBalanceDocument, { fetchPolicy: 'network-only' });
  const result = data?.getGiftCardBalance;
  return (
    <Box aria-labelledby="balance-heading">
      <h2 id="balance-heading">{t('gift.balanceHeading')}</h2>
      <form
        style={{ display: 'grid', gap: 10 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) void check({ variables: { code: code.trim() } });
        }}
      >
        <FieldLabel htmlFor="balance-code">{t('gift.code')}</FieldLabel>
        <CodeInput
          id="balance-code"
          value={code}
          autoComplete="off"
          maxLength={40}
          aria-invalid={result?.__typename === 'GiftCardProblem' ? true : undefined}
          aria-describedby={result?.__typename === 'GiftCardProblem' ? 'balance-problem' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" $variant="secondary" disabled={loading}>
          {t('gift.checkBalance')}
        </Button>
      </form>
      {result?.__typename === 'GiftCardBalance' && (
        <Notice role="status" $tone="success">
          {t('gift.balance', { balance: format(result.balance), value: format(result.value) })}
        </Notice>
      )}
      {result?.__typename === 'GiftCardProblem' && (
        <Notice id="balance-problem" role="alert" $tone="error">
          {/* The count is for RATE_LIMITED's minutes; 'This gift card does not exist' ignores it. */}
          {t(PROBLEM_KEYS[result.code] ?? PROBLEM_KEYS.NOT_FOUND, { count: Math.ceil((result.retryAfterSeconds ?? 60) / 60) })}
        </Notice>
      )}
      {error && (
        <Notice role="alert" $tone="error">
          {t('paymentOutcome.UNKNOWN')}
        </Notice>
      )}
    </Box>
  );
}
