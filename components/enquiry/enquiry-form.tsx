import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldFrame, FormField, useValidationText } from '@/components/checkout/form-field';
import type { FieldProblems } from '@/components/checkout/use-payment';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { todayIn } from '@/lib/domain/calendar';
import { BOOKING_TYPES, enquirySchema, FUNCTION_TYPES, latestPreferredDate } from '@/lib/domain/enquiry';
import { ChoiceField } from './choice-field';
import type { EnquiryError, EnquirySettings, EnquiryValues } from './use-enquiry';

const Form = styled.form`
  display: grid;
  gap: 28px;

  fieldset.group {
    border: 0;
    padding: 0;
    margin: 0;
    min-width: 0;
    display: grid;
    gap: 16px;
  }
  legend.group {
    font-size: 22px;
    font-weight: 700;
    margin-bottom: 12px;
    padding: 0;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 16px;
  /* A field with a hint or an error is taller: its neighbour keeps its own height, top-aligned. */
  align-items: start;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Message = styled(FieldFrame)`
  textarea {
    min-height: 140px;
    padding: 10px 12px;
    resize: vertical;
  }
`;

const Counter = styled.small`
  justify-self: end;
`;

/** Off-screen rather than display:none, which some bots check for; hidden from people and screen readers. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Actions = styled.div`
  display: grid;
  gap: 14px;
  justify-items: start;
`;

const Attribution = styled.small`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

interface Props {
  settings: EnquirySettings;
  busy: boolean;
  error: EnquiryError | null;
  onSubmit: (values: EnquiryValues) => Promise<FieldProblems>;
}

/**
 * The venue-hire enquiry form (lib/domain/enquiry.ts). The shared yup schema runs here with the park's
 * today and again on the server; the server's field problems come back into the same fields.
 */
export function EnquiryForm({ settings, busy, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const text = useValidationText();
  const { timeZone } = useSiteLocale();
  const today = todayIn(timeZone);
  const form = useForm<EnquiryValues>({
    resolver: ((values: EnquiryValues, _context: unknown, options: never) =>
      yupResolver(enquirySchema)(values, { today: todayIn(timeZone) }, options)) as never,
    defaultValues: { name: '', email: '', mobilePhone: '', functionType: '' as never, bookingType: '' as never, guests: '' as never, preferredDate: '', message: '', website: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = form.watch('message') ?? '';

  const submit = form.handleSubmit(async (values) => {
    const problems = await onSubmit({ ...values, website: form.getValues('website') });
    for (const problem of problems) {
      form.setError(problem.field as keyof EnquiryValues, { message: { key: problem.message, field: `enquiry.${problem.field}` } as never });
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-describedby={error ? 'enquiry-error' : undefined}>
      <fieldset className="group">
        <legend className="group">{t('enquiry.yourDetails')}</legend>
        <FormField label={t('enquiry.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <Pair>
          <FormField label={t('enquiry.email')} type="email" autoComplete="email" hint={t('enquiry.emailHint')} error={errors.email?.message} {...form.register('email')} />
          <FormField label={t('enquiry.mobilePhone')} type="tel" autoComplete="tel" error={errors.mobilePhone?.message} {...form.register('mobilePhone')} />
        </Pair>
      </fieldset>

      <fieldset className="group">
        <legend className="group">{t('enquiry.yourEvent')}</legend>
        <ChoiceField
          name="functionType"
          label={t('enquiry.functionType')}
          options={FUNCTION_TYPES.map((value) => ({ value, label: t(`enquiry.functionTypes.${value}`) }))}
          columns={4}
          error={errors.functionType?.message}
          register={form.register('functionType')}
        />
        <ChoiceField
          name="bookingType"
          label={t('enquiry.bookingType')}
          options={BOOKING_TYPES.map((value) => ({ value, label: t(`enquiry.bookingTypes.${value}`) }))}
          columns={2}
          phoneColumns={1}
          error={errors.bookingType?.message}
          register={form.register('bookingType')}
        />
        <Pair>
          <FormField
            label={t('enquiry.guests')}
            type="number"
            inputMode="numeric"
            min={1}
            max={settings.maxGuests}
            step={1}
            error={errors.guests?.message}
            {...form.register('guests', { valueAsNumber: true })}
          />
          <FormField
            label={t('enquiry.preferredDate')}
            type="date"
            min={today}
            max={latestPreferredDate(today)}
            error={errors.preferredDate?.message}
            {...form.register('preferredDate')}
          />
        </Pair>
        <Message>
          <label htmlFor="enquiry-message">{t('enquiry.message')}</label>
          <textarea
            id="enquiry-message"
            maxLength={settings.messageMaxLength}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`enquiry-message-hint enquiry-message-count${errors.message ? ' enquiry-message-error' : ''}`}
            {...form.register('message')}
          />
          <small id="enquiry-message-hint">{t('enquiry.messageHint')}</small>
          <Counter id="enquiry-message-count">{t('enquiry.counter', { count: message.length, max: settings.messageMaxLength })}</Counter>
          {errors.message && <span id="enquiry-message-error" role="alert">{text(errors.message.message)}</span>}
        </Message>
      </fieldset>

      <Honeypot aria-hidden="true">
        <label htmlFor="enquiry-website">{t('enquiry.honeypot')}</label>
        <input id="enquiry-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </Honeypot>

      <Actions>
        {error && (
          <Notice id="enquiry-error" role="alert" $tone="error" style={{ margin: 0 }}>
            <strong>{error.title}</strong>
            <br />
            {error.detail}
          </Notice>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('enquiry.sending') : t('enquiry.send')}
        </Button>
        {settings.recaptchaSiteKey && (
          <Attribution>
            <Trans
              i18nKey="enquiry.recaptcha"
              components={{
                privacy: <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer" />,
                terms: <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer" />,
              }}
            />
          </Attribution>
        )}
      </Actions>
    </Form>
  );
}
