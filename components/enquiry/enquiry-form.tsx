import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { FieldError, FieldFrame, FieldLabel, FieldRow, Form, FormField, showFieldProblems, TextArea, useValidationText, type FieldProblems } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { todayIn } from '@/lib/domain/calendar';
import { BOOKING_TYPES, enquirySchema, FUNCTION_TYPES, latestPreferredDate } from '@/lib/domain/enquiry';
import type { EnquiryError, EnquirySettings, EnquiryValues } from './use-enquiry';

/** The enquiry's two groups are a step smaller than a checkout's, with a little more room between fields. */
const Groups = styled(Form)`
  > fieldset {
    min-width: 0;
    gap: 16px;
  }
  > fieldset > legend {
    font-size: 22px;
  }
`;

/** A field with a hint or an error is taller: its neighbour keeps its own height, top-aligned. */
const Pair = styled(FieldRow)`
  gap: 16px;
  align-items: start;
`;

const Message = styled(TextArea)`
  min-height: 140px;
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
  const t = useT();
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
    showFieldProblems(form, problems, 'enquiry');
  });

  return (
    <Groups noValidate onSubmit={submit} aria-describedby={error ? 'enquiry-error' : undefined}>
      <fieldset>
        <legend>{t('enquiry.yourDetails')}</legend>
        <FormField label={t('enquiry.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <Pair>
          <FormField label={t('enquiry.email')} type="email" autoComplete="email" hint={t('enquiry.emailHint')} error={errors.email?.message} {...form.register('email')} />
          <FormField label={t('enquiry.mobilePhone')} type="tel" autoComplete="tel" error={errors.mobilePhone?.message} {...form.register('mobilePhone')} />
        </Pair>
      </fieldset>

      <fieldset>
        <legend>{t('enquiry.yourEvent')}</legend>
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
        <FieldFrame>
          <FieldLabel htmlFor="enquiry-message">{t('enquiry.message')}</FieldLabel>
          <Message
            id="enquiry-message"
            maxLength={settings.messageMaxLength}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`enquiry-message-hint enquiry-message-count${errors.message ? ' enquiry-message-error' : ''}`}
            {...form.register('message')}
          />
          <small id="enquiry-message-hint">{t('enquiry.messageHint')}</small>
          <Counter id="enquiry-message-count">{t('enquiry.counter', { count: message.length, max: settings.messageMaxLength })}</Counter>
          {errors.message && <FieldError id="enquiry-message-error">{text(errors.message.message)}</FieldError>}
        </FieldFrame>
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
    </Groups>
  );
}
