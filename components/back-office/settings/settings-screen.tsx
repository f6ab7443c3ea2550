import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { SettingsSitesDocument, SiteSettingsDocument } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { GatewayList } from './gateway-list';
import { AnalyticsForm, BookingForm, CheckoutForm, SiteForm, AccountingForm, WalletForm, GroupsForm } from './section-forms';
import { WidgetForm } from './widget-form';
import { SelectField, ScreenHeading } from '../ui';

/**
 * Park settings (/settings, issue #23), for managers and owners: choose a site (a park's locale), then its
 * sections, each saved on its own (Site, Analytics, Booking, Checkout and policies) and its payment
 * methods. Every form runs the rules the server runs again (lib/domain/park-settings.ts).
 */
export function SettingsScreen() {
  const t = useStaffT();
  const sites = useQuery(SettingsSitesDocument);
  const list = sites.data?.settingsSites ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const localeId = chosen ?? list[0]?.id ?? '';
  const { data, error } = useQuery(SiteSettingsDocument, { variables: { localeId }, skip: !localeId });
  const settings = data?.siteSettings?.id === localeId ? data.siteSettings : null;

  return (
    <>
      <ScreenHeading>{t('settings.heading')}</ScreenHeading>
      <p>{t('settings.intro')}</p>
      {list.length > 1 && (
        <div style={{ maxWidth: 420, marginBottom: 16 }}>
          <SelectField
            name="settings-site"
            label={t('settings.site')}
            value={localeId}
            options={list.map((site) => ({ value: site.id, label: `${site.parkName ?? t('settings.global')} · ${site.title} (${site.domain})` }))}
            onChange={(event) => setChosen(event.target.value)}
          />
        </div>
      )}
      {(sites.loading || (localeId && !settings && !error)) && <p role="status">{t('settings.loading')}</p>}
      {(sites.error || error) && (
        <Notice role="alert" $tone="error">
          {t('settings.error')}
        </Notice>
      )}
      {sites.data && !list.length && <p>{t('settings.noSites')}</p>}
      {settings && (
        <div key={settings.id}>
          <SiteForm settings={settings} />
          <AnalyticsForm settings={settings} />
          <BookingForm settings={settings} />
          <CheckoutForm settings={settings} />
          <GroupsForm settings={settings} />
          <WidgetForm settings={settings} />
          <AccountingForm settings={settings} />
          <WalletForm settings={settings} />
          <GatewayList settings={settings} />
        </div>
      )}
    </>
  );
}
