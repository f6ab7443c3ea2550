import { yupResolver } from '@hookform/resolvers/yup';
import Link from 'next/link';
import { useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { GetCheckoutQuery } from '@/graphql/generated/operations';
import { checkoutSchema, type CheckoutForm as Values } from '@/lib/domain/customer';
import type { CustomerDetails } from '@/lib/domain/customer';
import { FormField, useValidationText } from './form-field';
import type { FieldProblems } from './use-checkout';

const Form = styled.form`
  display: grid;
  gap: 28px;

  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 14px;
  }
  legend {
    font-size: 24px;
    font-weight: 700;
    margin-bottom: 12px;
    padding: 0;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 14px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

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

const Terms = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  input {
    width: 22px;
    height: 22px;
    flex: none;
    margin: 2px 0 0;
  }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

interface Props {
  /** The details and choice of an earlier attempt, when the visitor comes back from a payment step. */
  defaults: { customer: CustomerDetails; acceptTerms: boolean; gatewayId: string | null } | null;
  gateways: GetCheckoutQuery['getCheckout']['gateways'];
  needsPayment: boolean;
  busy: boolean;
  onGatewayChange: (id: string) => void;
  onSubmit: (customer: CustomerDetails, acceptTerms: boolean) => Promise<FieldProblems>;
  children?: ReactNode;
}

/**
 * Your details, payment method, terms and Pay now. The same yup schema runs here and on the server;
 * the server's field problems come back into the same fields.
 */
export function CheckoutForm({ defaults, gateways, needsPayment, busy, onGatewayChange, onSubmit, children }: Props) {
  const { t } = useTranslation();
  const text = useValidationText();
  // The schema's rules depend on whether there is anything to pay, which can change as codes apply.
  const needs = useRef(needsPayment);
  needs.current = needsPayment;
  const form = useForm<Values>({
    resolver: ((values: Values, _context: unknown, options: never) => yupResolver(checkoutSchema)(values, { needsPayment: needs.current }, options)) as never,
    defaultValues: defaults
      ? { ...defaults.customer, gatewayId: defaults.gatewayId ?? '', acceptTerms: defaults.acceptTerms }
      : { firstName: '', lastName: '', email: '', mobilePhone: '', gatewayId: '', acceptTerms: false },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const gatewayField = form.register('gatewayId');

  const submit = form.handleSubmit(async ({ gatewayId: _gateway, acceptTerms, ...customer }) => {
    const problems = await onSubmit(customer, Boolean(acceptTerms));
    for (const problem of problems) form.setError(problem.field as keyof Values, { message: { key: problem.message, field: `checkout.${problem.field}` } as never });
  });

  return (
    <Form noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t('checkout.yourDetails')}</legend>
        <Pair>
          <FormField label={t('checkout.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <FormField label={t('checkout.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </Pair>
        <FormField label={t('checkout.email')} type="email" autoComplete="email" hint={t('checkout.emailHint')} error={errors.email?.message} {...form.register('email')} />
        <FormField label={t('checkout.mobilePhone')} type="tel" autoComplete="tel" error={errors.mobilePhone?.message} {...form.register('mobilePhone')} />
      </fieldset>
      {children}
      <fieldset>
        <legend>{t('checkout.paymentMethod')}</legend>
        {needsPayment ? (
          <div role="radiogroup" aria-invalid={errors.gatewayId ? true : undefined} style={{ display: 'grid', gap: 10 }}>
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
            {errors.gatewayId && <Error role="alert">{text(errors.gatewayId.message)}</Error>}
          </div>
        ) : (
          <p>
            <strong>{t('checkout.nothingToPay')}</strong> {t('checkout.nothingToPayNote')}
          </p>
        )}
      </fieldset>
      {needsPayment && (
        <div>
          <Terms>
            <input type="checkbox" aria-invalid={errors.acceptTerms ? true : undefined} {...form.register('acceptTerms')} />
            <span>
              <Trans
                i18nKey="checkout.acceptTerms"
                components={{ terms: <Link href="/terms" target="_blank" />, privacy: <Link href="/privacy" target="_blank" /> }}
              />
            </span>
          </Terms>
          {errors.acceptTerms && <Error role="alert">{text(errors.acceptTerms.message)}</Error>}
        </div>
      )}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('checkout.placing') : needsPayment ? t('checkout.payNow') : t('checkout.completeBooking')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => history.back()}>
          {t('checkout.back')}
        </Button>
      </div>
    </Form>
  );
}
