import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { PaymentChoice } from '@/components/checkout/payment-choice';
import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel, FieldRow, Form, FormField, showFieldProblems, TextArea, useValidationText, type FieldProblems } from '@/components/ui/field';
import { useSiteLocale } from '@/components/layout/site-context';
import { useFormatMoney } from '@/components/ui/price';
import type { GetGiftOptionsQuery } from '@/graphql/generated/operations';
import { GIFT_MESSAGE_MAX, giftSchema } from '@/lib/domain/gift';
import { personName, toLanguage } from '@/lib/domain/language';
import { minorDigits } from '@/lib/domain/money';
import type { GiftValues } from './use-gift-purchase';
import { VoucherPreview } from './voucher-preview';

const Amounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;

  label {
    position: relative;
  }
  input[type='radio'] {
    position: absolute;
    opacity: 0;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 18px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius}px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Counter = styled.small<{ $full: boolean }>`
  justify-self: end;
  color: ${({ theme, $full }) => ($full ? theme.colors.error : theme.colors.muted)};
`;

/** Room for a few lines to start with: a message is at most GIFT_MESSAGE_MAX characters. */
const Message = styled(TextArea)`
  min-height: 110px;
`;

type Options = GetGiftOptionsQuery['getGiftOptions'];

interface Props {
  options: Options;
  defaults: GiftValues | null;
  busy: boolean;
  onGatewayChange: (id: string) => void;
  onSubmit: (values: GiftValues) => Promise<FieldProblems>;
}

/**
 * The gift voucher form (lib/domain/gift.ts): a preset or custom amount within the locale's bounds,
 * sender and recipient, an optional message of at most 240 characters, a live preview, and payment.
 */
export function GiftVoucherForm({ options, defaults, busy, onGatewayChange, onSubmit }: Props) {
  const t = useT();
  const text = useValidationText();
  const format = useFormatMoney();
  const language = toLanguage(useSiteLocale().locale);
  const currency = options.min.currency;
  const scale = 10 ** minorDigits(currency);
  const bounds = { presets: options.presets.map((p) => p.amount), min: options.min.amount, max: options.max.amount };
  const form = useForm<GiftValues>({
    resolver: ((values: GiftValues, _context: unknown, options: never) =>
      yupResolver(giftSchema)(values, { amounts: bounds }, options)) as never,
    defaultValues: defaults ?? {
      amount: options.presets[1]?.amount ?? options.presets[0]?.amount,
      senderFirstName: '',
      senderLastName: '',
      senderEmail: '',
      recipientName: '',
      recipientEmail: '',
      message: '',
      gatewayId: '',
      acceptTerms: false,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const values = form.watch();
  const [custom, setCustom] = useState(() => (defaults && !bounds.presets.includes(defaults.amount) ? String(defaults.amount / scale) : ''));
  const isPreset = bounds.presets.includes(values.amount) && custom === '';
  const setAmount = (amount: number) => form.setValue('amount', amount, { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(async (valid) => {
    const problems = await onSubmit(valid);
    showFieldProblems(form, problems, 'gift');
  });

  return (
    <Form noValidate onSubmit={submit}>
      <VoucherPreview
        amount={Number.isFinite(values.amount) ? values.amount : null}
        to={values.recipientName}
        from={personName(values.senderFirstName, values.senderLastName, language)}
        message={values.message ?? ''}
      />
      <fieldset>
        <legend>{t('gift.amount')}</legend>
        <Amounts role="radiogroup" aria-label={t('gift.amount')}>
          {options.presets.map((preset) => (
            <label key={preset.amount}>
              <input
                type="radio"
                name="amount-choice"
                checked={isPreset && values.amount === preset.amount}
                onChange={() => {
                  setCustom('');
                  setAmount(preset.amount);
                }}
              />
              <span>{format(preset)}</span>
            </label>
          ))}
        </Amounts>
        <FormField
          name="custom-amount"
          label={t('gift.customAmount')}
          hint={t('gift.bounds', { min: format(options.min), max: format(options.max) })}
          inputMode="decimal"
          value={custom}
          error={errors.amount?.message}
          onChange={(event) => {
            const raw = event.target.value.replace(/[^\d.]/g, '');
            setCustom(raw);
            setAmount(raw ? Math.round(Number(raw) * scale) : Number.NaN);
          }}
        />
      </fieldset>
      <fieldset>
        <legend>{t('gift.yourDetails')}</legend>
        <FieldRow>
          <FormField label={t('gift.senderFirstName')} autoComplete="given-name" error={errors.senderFirstName?.message} {...form.register('senderFirstName')} />
          <FormField label={t('gift.senderLastName')} autoComplete="family-name" error={errors.senderLastName?.message} {...form.register('senderLastName')} />
        </FieldRow>
        <FormField label={t('gift.senderEmail')} type="email" autoComplete="email" hint={t('gift.receiptHint')} error={errors.senderEmail?.message} {...form.register('senderEmail')} />
      </fieldset>
      <fieldset>
        <legend>{t('gift.recipient')}</legend>
        <FormField label={t('gift.recipientName')} autoComplete="off" error={errors.recipientName?.message} {...form.register('recipientName')} />
        <FormField label={t('gift.recipientEmail')} type="email" autoComplete="off" hint={t('gift.recipientHint')} error={errors.recipientEmail?.message} {...form.register('recipientEmail')} />
        <FieldLabel htmlFor="gift-message">{t('gift.message')}</FieldLabel>
        <Message
          id="gift-message"
          maxLength={GIFT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'gift-message-count gift-message-error' : 'gift-message-count'}
          {...form.register('message')}
        />
        <Counter id="gift-message-count" aria-live="polite" $full={(values.message ?? '').length >= GIFT_MESSAGE_MAX}>
          {t('gift.counter', { count: (values.message ?? '').length, max: GIFT_MESSAGE_MAX })}
        </Counter>
        {errors.message && <FieldError id="gift-message-error">{text(errors.message.message)}</FieldError>}
      </fieldset>
      <PaymentChoice form={form} gateways={options.gateways} needsPayment onGatewayChange={onGatewayChange} />
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('checkout.placing') : t('gift.buy')}
        </Button>
      </div>
    </Form>
  );
}
