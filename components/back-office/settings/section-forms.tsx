import { yupResolver } from '@hookform/resolvers/yup';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import type { SiteSettingsFieldsFragment } from '@/graphql/generated/staff-operations';
import { LANGUAGES } from '@/lib/domain/language';
import { accountingSchema, analyticsSchema, bookingSchema, checkoutSchema, groupsSchema, siteSchema, TRACKER_FIELDS, walletSchema, type AccountingValues, type GroupsValues, type SettingsSection, type WalletValues } from '@/lib/domain/park-settings';
import { GROUP_DEPOSIT_KINDS, GROUP_DUE_POLICIES } from '@/lib/domain/group-booking';
import { WALLET_ENV_FIELDS, WALLET_FIELDS } from '@/lib/domain/wallet';
import { OFFLINE_UNKNOWN_TICKETS } from '@/lib/domain/offline-check-in';
import { useStaffT } from '../translations';
import { useSectionSave } from './use-section-save';
import { TextAreaField, TextField, FormFooter, SelectField, Panel } from '../ui';

type Settings = SiteSettingsFieldsFragment;

const Fields = styled.div`
  display: grid;
  gap: 14px;
  max-width: 640px;
  margin-bottom: 14px;
`;

/** A switch as a labelled checkbox, a thumb's size. */
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 22px;
    height: 22px;
  }
`;

export function Switch({ id, label, hint, ...input }: { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Check htmlFor={id}>
        <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
        {label}
      </Check>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
}

/** A section of the settings: its heading, fields, one Save, and what the save answered; `after`: what follows the form in the section. */
export function Section<T extends FieldValues>({ section, form, localeId, children, after }: { section: SettingsSection; form: UseFormReturn<T>; localeId: string; children: ReactNode; after?: ReactNode }) {
  const t = useStaffT();
  const { submit, saved, problem } = useSectionSave(localeId, section, form);
  const heading = `settings-${section}-heading`;
  return (
    <Panel aria-labelledby={heading}>
      <h2 id={heading}>{t(`settings.sections.${section}`)}</h2>
      <form onSubmit={submit} noValidate aria-labelledby={heading}>
        <Fields>{children}</Fields>
        <FormFooter busy={form.formState.isSubmitting} submit={t('settings.save')} submitLabel={t('settings.saveSection', { section: t(`settings.sections.${section}`) })} problem={problem} />
        {saved && !form.formState.isDirty && (
          <Notice role="status" $tone="success">
            {t('settings.saved')}
          </Notice>
        )}
      </form>
      {after}
    </Panel>
  );
}

export function useSectionForm<T extends FieldValues>(schema: Parameters<typeof yupResolver>[0], values: T) {
  return useForm<T>({ resolver: yupResolver(schema) as never, defaultValues: values as never, values, resetOptions: { keepDirtyValues: false }, mode: 'onTouched' });
}

export function SiteForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const { site } = settings;
  const form = useSectionForm(siteSchema, { title: site.title, longMenuTitle: { en: site.longMenuTitle.en, zhHant: site.longMenuTitle.zhHant }, domain: site.domain, hrefLang: site.hrefLang, language: site.language, currency: site.currency, timeZone: site.timeZone });
  const { errors } = form.formState;
  return (
    <Section section="site" form={form} localeId={settings.id}>
      <TextField id="settings-title" label={t('settings.fields.title')} autoComplete="off" error={errors.title?.message} {...form.register('title')} />
      <TextField id="settings-longMenuTitle" label={t('settings.fields.longMenuTitle')} autoComplete="off" error={errors.longMenuTitle?.en?.message} {...form.register('longMenuTitle.en')} />
      <TextField id="settings-longMenuTitleZh" lang="zh-Hant" label={t('settings.fields.longMenuTitleZh')} autoComplete="off" error={errors.longMenuTitle?.zhHant?.message} {...form.register('longMenuTitle.zhHant')} />
      <TextField
        id="settings-domain"
        label={t('settings.fields.domain')}
        hint={settings.mayEditIdentity ? t('settings.hints.domain') : t('settings.hints.ownerOnly')}
        readOnly={!settings.mayEditIdentity}
        autoComplete="off"
        spellCheck={false}
        error={errors.domain?.message}
        {...form.register('domain')}
      />
      <TextField id="settings-hrefLang" label={t('settings.fields.hrefLang')} hint={t('settings.hints.hrefLang')} autoComplete="off" spellCheck={false} error={errors.hrefLang?.message} {...form.register('hrefLang')} />
      <SelectField label={t('settings.fields.language')} options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`), lang: language }))} {...form.register('language')} />
      <TextField id="settings-currency" label={t('settings.fields.currency')} hint={t('settings.hints.currency')} autoComplete="off" spellCheck={false} error={errors.currency?.message} {...form.register('currency')} />
      <TextField id="settings-timeZone" label={t('settings.fields.timeZone')} hint={t('settings.hints.timeZone')} autoComplete="off" spellCheck={false} error={errors.timeZone?.message} {...form.register('timeZone')} />
    </Section>
  );
}

export function AnalyticsForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const { analytics } = settings;
  const form = useSectionForm(analyticsSchema, {
    googleTagManagerCode: analytics.googleTagManagerCode.join(', '),
    googleAnalyticsCode: analytics.googleAnalyticsCode.join(', '),
    hubspotCode: analytics.hubspotCode.join(', '),
    facebookCode: analytics.facebookCode.join(', '),
    ga4ApiSecretEnv: analytics.ga4ApiSecretEnv,
    metaAccessTokenEnv: analytics.metaAccessTokenEnv,
  });
  const { errors } = form.formState;
  const owner = settings.mayEditIdentity ? '' : ` ${t('settings.hints.ownerOnly')}`;
  return (
    <Section section="analytics" form={form} localeId={settings.id}>
      <p>{t('settings.hints.codes')}</p>
      {TRACKER_FIELDS.map((field) => (
        <TextField key={field} id={`settings-${field}`} label={t(`settings.fields.${field}`)} hint={t(`settings.hints.${field}`)} autoComplete="off" spellCheck={false} error={errors[field]?.message} {...form.register(field)} />
      ))}
      <h3>{t('settings.conversions.heading')}</h3>
      <p>{t('settings.conversions.intro')}</p>
      {(['ga4ApiSecretEnv', 'metaAccessTokenEnv'] as const).map((field) => (
        <TextField
          key={field}
          id={`settings-${field}`}
          label={t(`settings.fields.${field}`)}
          hint={`${t(`settings.hints.${field}`)}${owner}`}
          readOnly={!settings.mayEditIdentity}
          autoComplete="off"
          spellCheck={false}
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
    </Section>
  );
}

export function BookingForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const { booking } = settings;
  const form = useSectionForm(bookingSchema, { ...booking });
  const { errors } = form.formState;
  return (
    <Section section="booking" form={form} localeId={settings.id}>
      <Switch id="settings-bookingEnabled" label={t('settings.fields.bookingEnabled')} hint={t('settings.hints.bookingEnabled')} {...form.register('bookingEnabled')} />
      {errors.bookingEnabled && <FieldText message={errors.bookingEnabled.message} />}
      <TextField id="settings-externalBookingSiteUrl" type="url" label={t('settings.fields.externalBookingSiteUrl')} hint={t('settings.hints.https')} autoComplete="off" error={errors.externalBookingSiteUrl?.message} {...form.register('externalBookingSiteUrl')} />
      <TextAreaField id="settings-bookingEmbedCode" label={t('settings.fields.bookingEmbedCode')} hint={t('settings.hints.bookingEmbedCode')} spellCheck={false} error={errors.bookingEmbedCode?.message} {...form.register('bookingEmbedCode')} />
      <Switch id="settings-enableProgressiveCheckout" label={t('settings.fields.enableProgressiveCheckout')} hint={t('settings.hints.enableProgressiveCheckout')} {...form.register('enableProgressiveCheckout')} />
      <TextField id="settings-progressiveCheckoutCode" label={t('settings.fields.progressiveCheckoutCode')} autoComplete="off" spellCheck={false} error={errors.progressiveCheckoutCode?.message} {...form.register('progressiveCheckoutCode')} />
    </Section>
  );
}

/** A message not under a text box (a switch's), worded and linked as a field's. */
function FieldText({ message }: { message: unknown }) {
  const t = useStaffT();
  const { key, ...params } = (message ?? {}) as { key?: string };
  return (
    <Notice role="alert" $tone="error">
      {key ? t(key, params) : ''}
    </Notice>
  );
}

export function CheckoutForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const form = useSectionForm(checkoutSchema, { ...settings.checkout });
  const { errors } = form.formState;
  return (
    <Section section="checkout" form={form} localeId={settings.id}>
      <SelectField
        label={t('settings.fields.checkoutImageId')}
        options={[{ value: '', label: t('settings.noImage') }, ...settings.images.map((image) => ({ value: image.id, label: image.title }))]}
        {...form.register('checkoutImageId')}
      />
      {errors.checkoutImageId && <FieldText message={errors.checkoutImageId.message} />}
      {settings.parkId && (
        <>
          <Switch id="settings-reservationConfirmation" label={t('settings.fields.reservationConfirmation')} hint={t('settings.hints.reservationConfirmation')} {...form.register('reservationConfirmation')} />
          <TextField
            id="settings-reservationSharePercent"
            inputMode="numeric"
            label={t('settings.fields.reservationSharePercent')}
            hint={t('settings.hints.reservationSharePercent')}
            error={errors.reservationSharePercent?.message}
            {...form.register('reservationSharePercent')}
          />
          <TextField
            id="settings-reservationReleaseMinutes"
            inputMode="numeric"
            label={t('settings.fields.reservationReleaseMinutes')}
            hint={t('settings.hints.reservationReleaseMinutes')}
            error={errors.reservationReleaseMinutes?.message}
            {...form.register('reservationReleaseMinutes')}
          />
        </>
      )}
      <TextAreaField id="settings-cancellationPolicy" label={t('settings.fields.cancellationPolicy')} hint={t('settings.hints.cancellationPolicy')} error={errors.cancellationPolicy?.message} {...form.register('cancellationPolicy')} />
      <TextField id="settings-venueHireEmail" type="email" label={t('settings.fields.venueHireEmail')} hint={t('settings.hints.venueHireEmail')} autoComplete="off" error={errors.venueHireEmail?.message} {...form.register('venueHireEmail')} />
      <TextAreaField id="settings-address" label={t('settings.fields.address')} hint={t('settings.hints.address')} error={errors.address?.message} {...form.register('address')} />
      <TextField id="settings-mapUrl" type="url" label={t('settings.fields.mapUrl')} hint={t('settings.hints.mapUrl')} autoComplete="off" error={errors.mapUrl?.message} {...form.register('mapUrl')} />
      {settings.parkId && (
        <>
          <TextField id="settings-rescheduleHoursBefore" inputMode="numeric" label={t('settings.fields.rescheduleHoursBefore')} hint={t('settings.hints.hoursBefore')} error={errors.rescheduleHoursBefore?.message} {...form.register('rescheduleHoursBefore')} />
          <TextField id="settings-cancelHoursBefore" inputMode="numeric" label={t('settings.fields.cancelHoursBefore')} hint={t('settings.hints.hoursBefore')} error={errors.cancelHoursBefore?.message} {...form.register('cancelHoursBefore')} />
          <SelectField label={t('settings.fields.cancelRefundTo')} options={(['choice', 'original', 'gift_card'] as const).map((value) => ({ value, label: t(`settings.refundTo.${value}`) }))} {...form.register('cancelRefundTo')} />
          <TextField id="settings-giftCardBonusPercent" inputMode="numeric" label={t('settings.fields.giftCardBonusPercent')} hint={t('settings.hints.giftCardBonusPercent')} error={errors.giftCardBonusPercent?.message} {...form.register('giftCardBonusPercent')} />
          <SelectField label={t('settings.fields.cheaperDifferenceTo')} options={(['original', 'gift_card'] as const).map((value) => ({ value, label: t(`settings.refundTo.${value}`) }))} {...form.register('cheaperDifferenceTo')} />
          <TextField id="settings-waiverRetentionYears" inputMode="numeric" label={t('settings.fields.waiverRetentionYears')} hint={t('settings.hints.waiverRetentionYears')} error={errors.waiverRetentionYears?.message} {...form.register('waiverRetentionYears')} />
          <SelectField label={t('settings.fields.offlineUnknownTickets')} hint={t('settings.hints.offlineUnknownTickets')} options={OFFLINE_UNKNOWN_TICKETS.map((value) => ({ value, label: t(`settings.offlineUnknownTickets.${value}`) }))} {...form.register('offlineUnknownTickets')} />
        </>
      )}
    </Section>
  );
}

/** The park's accounts for the reports' Xero export (lib/server/reports); none for a site without a park. */
export function AccountingForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const accounting = settings.accounting;
  // Field by field: the fragment's object carries Apollo's __typename, which the mutation's input type refuses.
  const form = useSectionForm(accountingSchema, {
    accountSales: accounting?.accountSales ?? '',
    accountClearing: accounting?.accountClearing ?? '',
    accountGiftCardLiability: accounting?.accountGiftCardLiability ?? '',
    accountDeferredRevenue: accounting?.accountDeferredRevenue ?? '',
    accountRefunds: accounting?.accountRefunds ?? '',
    accountTaxRate: accounting?.accountTaxRate ?? '',
  });
  const { errors } = form.formState;
  if (!accounting) return null;
  const field = (name: keyof AccountingValues) => (
    <TextField id={`settings-${name}`} label={t(`settings.fields.${name}`)} autoComplete="off" spellCheck={false} error={errors[name]?.message} {...form.register(name)} />
  );
  return (
    <Section section="accounting" form={form} localeId={settings.id}>
      <p>{t('settings.hints.accounting')}</p>
      {field('accountSales')}
      {field('accountClearing')}
      {field('accountGiftCardLiability')}
      {field('accountDeferredRevenue')}
      {field('accountRefunds')}
      {field('accountTaxRate')}
    </Section>
  );
}

/**
 * The park's wallet passes for tickets (lib/server/wallet): Apple's Pass Type ID and team, Google Wallet's
 * issuer, and the environment variables' NAMES holding their certificates and keys (owners only; managers
 * read them), with whether this server offers each wallet now. None for a site without a park.
 */
export function WalletForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const wallet = settings.wallet;
  // Field by field: the fragment's object carries Apollo's __typename and the offered flags, which the input type refuses.
  const form = useSectionForm(walletSchema, Object.fromEntries(WALLET_FIELDS.map((field) => [field, wallet?.[field] ?? ''])) as WalletValues);
  const { errors } = form.formState;
  if (!wallet) return null;
  const owner = settings.mayEditIdentity ? '' : ` ${t('settings.hints.ownerOnly')}`;
  const envNames: readonly string[] = WALLET_ENV_FIELDS;
  const field = (name: keyof WalletValues) => (
    <TextField
      key={name}
      id={`settings-${name}`}
      label={t(`settings.fields.${name}`)}
      hint={`${t(`settings.hints.${envNames.includes(name) ? 'walletEnv' : name}`)}${owner}`}
      readOnly={!settings.mayEditIdentity}
      autoComplete="off"
      spellCheck={false}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <Section section="wallet" form={form} localeId={settings.id}>
      <p>{t('settings.wallet.intro')}</p>
      <h3>{t('settings.wallet.apple')}</h3>
      <p role="status">{t(wallet.appleOffered ? 'settings.wallet.offered' : 'settings.wallet.notOffered')}</p>
      {field('applePassTypeIdentifier')}
      {field('appleTeamIdentifier')}
      {field('appleCertificateEnv')}
      {field('appleKeyEnv')}
      {field('appleKeyPassphraseEnv')}
      {field('appleWwdrEnv')}
      <h3>{t('settings.wallet.google')}</h3>
      <p role="status">{t(wallet.googleOffered ? 'settings.wallet.offered' : 'settings.wallet.notOffered')}</p>
      {field('googleIssuerId')}
      {field('googleServiceAccountEnv')}
    </Section>
  );
}

/**
 * The park's group bookings (lib/domain/group-booking.ts) and the business details and tax line a group's
 * invoice prints; none for a site without a park.
 */
export function GroupsForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const groups = settings.groups;
  // Field by field: the fragment's object carries Apollo's __typename, which the mutation's input type refuses.
  const form = useSectionForm(groupsSchema, {
    groupsEnabled: groups?.groupsEnabled ?? false,
    groupMinPeople: groups?.groupMinPeople ?? '',
    groupDepositKind: groups?.groupDepositKind ?? 'percent',
    groupDepositValue: groups?.groupDepositValue ?? '',
    groupBalanceDaysBefore: groups?.groupBalanceDaysBefore ?? '',
    groupDuePolicy: groups?.groupDuePolicy ?? 'keep',
    invoiceBusinessName: groups?.invoiceBusinessName ?? '',
    invoiceBusinessAddress: groups?.invoiceBusinessAddress ?? '',
    invoiceTaxNumber: groups?.invoiceTaxNumber ?? '',
    invoiceTaxLabel: groups?.invoiceTaxLabel ?? '',
    invoiceTaxPercent: groups?.invoiceTaxPercent ?? '0',
  } satisfies GroupsValues);
  const { errors } = form.formState;
  const perPerson = form.watch('groupDepositKind') === 'per_person';
  if (!groups) return null;
  const field = (name: Exclude<keyof GroupsValues, 'groupsEnabled' | 'groupDepositKind' | 'groupDuePolicy'>, extra: { hint?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField id={`settings-${name}`} label={t(`settings.fields.${name}`)} autoComplete="off" error={errors[name]?.message} {...extra} {...form.register(name)} />
  );
  return (
    <Section section="groups" form={form} localeId={settings.id}>
      <p>{t('settings.hints.groups')}</p>
      <Switch id="settings-groupsEnabled" label={t('settings.fields.groupsEnabled')} {...form.register('groupsEnabled')} />
      {field('groupMinPeople', { inputMode: 'numeric', hint: t('settings.hints.groupMinPeople') })}
      <SelectField label={t('settings.fields.groupDepositKind')} options={GROUP_DEPOSIT_KINDS.map((value) => ({ value, label: t(`settings.groupDepositKind.${value}`) }))} {...form.register('groupDepositKind')} />
      {field('groupDepositValue', { inputMode: 'decimal', hint: t(perPerson ? 'settings.hints.groupDepositAmount' : 'settings.hints.groupDepositPercent', { currency: settings.site.currency }) })}
      {field('groupBalanceDaysBefore', { inputMode: 'numeric', hint: t('settings.hints.groupBalanceDaysBefore') })}
      <SelectField label={t('settings.fields.groupDuePolicy')} options={GROUP_DUE_POLICIES.map((value) => ({ value, label: t(`settings.groupDuePolicy.${value}`) }))} {...form.register('groupDuePolicy')} />
      <h3>{t('settings.groupsInvoice')}</h3>
      {field('invoiceBusinessName')}
      <TextAreaField id="settings-invoiceBusinessAddress" label={t('settings.fields.invoiceBusinessAddress')} error={errors.invoiceBusinessAddress?.message} {...form.register('invoiceBusinessAddress')} />
      {field('invoiceTaxNumber')}
      {field('invoiceTaxLabel', { hint: t('settings.hints.invoiceTaxLabel') })}
      {field('invoiceTaxPercent', { inputMode: 'decimal', hint: t('settings.hints.invoiceTaxPercent') })}
    </Section>
  );
}
