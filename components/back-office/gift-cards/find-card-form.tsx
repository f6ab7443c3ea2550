import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CodeInput, FieldError, FieldFrame, FieldLabel } from '@/components/ui/field';
import { formatGiftCode } from '@/lib/domain/gift';
import { useStaffT } from '../translations';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-start;
  > input {
    flex: 1 1 220px;
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 0.5px;
  }
  > button {
    min-height: 44px;
    flex: 0 0 auto;
  }
`;

/** A card's page: its code in groups in the address, as the voucher prints it. */
export const giftCardPath = (code: string) => `/gift-cards/${encodeURIComponent(formatGiftCode(code))}`;

/** "Find a card": a code typed as the voucher shows it, with or without its dashes, opens the card's page. */
export function FindCardForm({ initial = '', problem }: { initial?: string; problem?: string | null }) {
  const t = useStaffT();
  const [code, setCode] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const error = empty ? t('giftCards.find.required') : problem;

  const find = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/[\s-]/g, '');
    if (!typed) return setEmpty(true);
    window.location.assign(giftCardPath(typed));
  };

  return (
    <form onSubmit={find} role="search" aria-label={t('giftCards.find.heading')} noValidate>
      <FieldFrame>
        <FieldLabel htmlFor="gift-card-code">{t('giftCards.find.label')}</FieldLabel>
        <Row>
          <CodeInput
            id="gift-card-code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={['gift-card-code-hint', error && 'gift-card-code-error'].filter(Boolean).join(' ')}
            onChange={(event) => {
              setCode(event.target.value);
              setEmpty(false);
            }}
          />
          <Button type="submit">{t('giftCards.find.button')}</Button>
        </Row>
        <small id="gift-card-code-hint">{t('giftCards.find.hint')}</small>
        {error && <FieldError id="gift-card-code-error">{error}</FieldError>}
      </FieldFrame>
    </form>
  );
}
