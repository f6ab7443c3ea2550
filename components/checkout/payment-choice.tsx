import { Link } from '@/components/ui/link';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { CheckboxLabel } from '@/components/ui/choice-field';
import { FieldError, useValidationText } from '@/components/ui/field';

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  align-items: start;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  cursor: pointer;

  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface PaymentFields extends FieldValues {
  gatewayId?: string;
  acceptTerms?: boolean;
}

interface Gateway {
  id: string;
  title: string;
  description: string;
  cardFeePercent: number;
}

interface Props<T extends PaymentFields> {
  form: UseFormReturn<T>;
  gateways: Gateway[];
  needsPayment: boolean;
  onGatewayChange: (id: string) => void;
}

/**
 * The payment method (the locale's gateways, with their card fee) and the terms and privacy policy,
 * which must be accepted before paying. Shared by the booking checkout and gift vouchers.
 */
export function PaymentChoice<T extends PaymentFields>({ form, gateways, needsPayment, onGatewayChange }: Props<T>) {
  const t = useT();
  const text = useValidationText();
  const errors = form.formState.errors;
  const gatewayField = form.register('gatewayId' as Path<T>);
  return (
    <>
      <fieldset>
        <legend>{t('checkout.paymentMethod')}</legend>
        {needsPayment ? (
          <div
            role="radiogroup"
            aria-invalid={errors.gatewayId ? true : undefined}
            aria-describedby={errors.gatewayId ? 'gateway-error' : undefined}
            style={{ display: 'grid', gap: 10 }}>
            {gateways.map((gateway) => (
              <Choice key={gateway.id}>
                <input
                  type="radio"
                  value={gateway.id}
                  {...gatewayField}
                  onChange={(event) => {
                    void gatewayField.onChange(event);
                    onGatewayChange(gateway.id);
                  }}
                />
                <strong>{gateway.title}</strong>
                <small>
                  {gateway.description}
                  {gateway.cardFeePercent > 0 && ` · ${t('checkout.cardFeeNote', { percent: gateway.cardFeePercent })}`}
                </small>
              </Choice>
            ))}
            {errors.gatewayId && <FieldError id="gateway-error">{text(errors.gatewayId.message)}</FieldError>}
          </div>
        ) : (
          <p>
            <strong>{t('checkout.nothingToPay')}</strong> {t('checkout.nothingToPayNote')}
          </p>
        )}
      </fieldset>
      {needsPayment && (
        <div>
          <CheckboxLabel>
            <input
              type="checkbox"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
              {...form.register('acceptTerms' as Path<T>)} />
            <span>
              <Trans
                i18nKey="checkout.acceptTerms"
                components={{ terms: <Link href="/terms" target="_blank" />, privacy: <Link href="/privacy" target="_blank" /> }}
              />
            </span>
          </CheckboxLabel>
          {errors.acceptTerms && <FieldError id="accept-terms-error">{text(errors.acceptTerms.message)}</FieldError>}
        </div>
      )}
    </>
  );
}
