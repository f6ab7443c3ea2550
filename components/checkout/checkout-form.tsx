import { useEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/lib/client/use-t';
import { Button } from '@/components/ui/button';
import { FieldRow, Form, FormField, showFieldProblems, type FieldProblems } from '@/components/ui/field';
import type { GetCheckoutQuery } from '@/graphql/generated/operations';
import type { CheckoutForm as Values, CustomerDetails } from '@/lib/domain/customer';
import type { GroupDetails } from '@/lib/domain/group-booking';
import { PaymentChoice } from './payment-choice';

interface Props {
  /** The details and choice of an earlier attempt, when the visitor comes back from a payment step. */
  defaults: { customer: CustomerDetails; acceptTerms: boolean; gatewayId: string | null } | null;
  gateways: GetCheckoutQuery['getCheckout']['gateways'];
  needsPayment: boolean;
  /** The cart is a group booking: the organisation and its invoice address are asked too. */
  group: boolean;
  busy: boolean;
  onGatewayChange: (id: string) => void;
  onSubmit: (customer: CustomerDetails, acceptTerms: boolean, group: GroupDetails | null) => Promise<FieldProblems>;
  children?: ReactNode;
}

/** The validation code: fetched after the form first renders, awaited by the first check if still on its way. */
const validation = () => import('./checkout-validation');

/**
 * Your details, payment method, terms and Pay now. The same yup schema runs here and on the server;
 * the server's field problems come back into the same fields.
 */
export function CheckoutForm({ defaults, gateways, needsPayment, group, busy, onGatewayChange, onSubmit, children }: Props) {
  const t = useT();
  // The schema's rules depend on whether there is anything to pay, which can change as codes apply.
  const needs = useRef(needsPayment);
  needs.current = needsPayment;
  const isGroup = useRef(group);
  isGroup.current = group;
  const form = useForm<Values>({
    resolver: (async (values: Values, _context: unknown, options: never) =>
      (await validation()).checkoutResolver(values, { needsPayment: needs.current, group: isGroup.current }, options)) as never,
    defaultValues: defaults
      ? { ...defaults.customer, gatewayId: defaults.gatewayId ?? '', acceptTerms: defaults.acceptTerms, organisation: '', invoiceEmail: '' }
      : { firstName: '', lastName: '', email: '', mobilePhone: '', gatewayId: '', acceptTerms: false, organisation: '', invoiceEmail: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  useEffect(() => {
    void validation();
  }, []);

  const submit = form.handleSubmit(async ({ gatewayId: _gateway, acceptTerms, organisation, invoiceEmail, ...customer }) => {
    const problems = await onSubmit(customer, Boolean(acceptTerms), group ? { organisation: organisation ?? '', invoiceEmail: invoiceEmail ?? '' } : null);
    showFieldProblems(form, problems, 'checkout');
  });

  return (
    <Form noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t('checkout.yourDetails')}</legend>
        <FieldRow>
          <FormField label={t('checkout.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <FormField label={t('checkout.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </FieldRow>
        <FormField label={t('checkout.email')} type="email" autoComplete="email" hint={t('checkout.emailHint')} error={errors.email?.message} {...form.register('email')} />
        <FormField label={t('checkout.mobilePhone')} type="tel" autoComplete="tel" error={errors.mobilePhone?.message} {...form.register('mobilePhone')} />
      </fieldset>
      {group && (
        <fieldset>
          <legend>{t('checkout.group.heading')}</legend>
          <p>{t('checkout.group.intro')}</p>
          <FormField label={t('checkout.organisation')} autoComplete="organization" error={errors.organisation?.message} {...form.register('organisation')} />
          <FormField label={t('checkout.invoiceEmail')} type="email" autoComplete="email" hint={t('checkout.invoiceEmailHint')} error={errors.invoiceEmail?.message} {...form.register('invoiceEmail')} />
        </fieldset>
      )}
      {children}
      <PaymentChoice form={form} gateways={gateways} needsPayment={needsPayment} onGatewayChange={onGatewayChange} />
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
