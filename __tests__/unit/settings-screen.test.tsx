import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { GatewayList } from '@/components/back-office/settings/gateway-list';
import { CheckoutForm, SiteForm } from '@/components/back-office/settings/section-forms';
import { WidgetForm } from '@/components/back-office/settings/widget-form';
import { StaffTranslations } from '@/components/back-office/translations';
import type { SiteSettingsFieldsFragment } from '@/graphql/generated/staff-operations';
import type { Language } from '@/lib/domain/language';
import { theme } from '@/styles/theme';

/* The settings screen's parts (issue #23) render in both languages; the owners' fields are read-only to a manager. */
const html = (node: ReactNode, lang: Language = 'en') =>
  renderToString(
    <MockedProvider>
      <StaffTranslations lang={lang}>
        <ThemeProvider theme={theme}>{node}</ThemeProvider>
      </StaffTranslations>
    </MockedProvider>,
  );
const text = (node: ReactNode, lang: Language = 'en') =>
  html(node, lang)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const settings = (mayEditIdentity: boolean): SiteSettingsFieldsFragment => ({
  id: 'nz',
  parkId: 'queenstown',
  parkName: 'Summit Rush Queenstown',
  mayEditIdentity,
  site: { title: 'Summit Rush Queenstown', longMenuTitle: { en: 'Queenstown', zhHant: '皇后鎮' }, domain: 'nz.localhost', hrefLang: 'en-NZ', language: 'en', currency: 'NZD', timeZone: 'Pacific/Auckland' },
  analytics: { googleTagManagerCode: [], googleAnalyticsCode: [], hubspotCode: [], facebookCode: [], ga4ApiSecretEnv: '', metaAccessTokenEnv: '' },
  booking: { bookingEnabled: true, bookingEmbedCode: '', externalBookingSiteUrl: '', enableProgressiveCheckout: false, progressiveCheckoutCode: '' },
  checkout: { checkoutImageId: '', reservationConfirmation: true, reservationSharePercent: '25', reservationReleaseMinutes: '30', cancellationPolicy: '', venueHireEmail: '', address: '', mapUrl: '', rescheduleHoursBefore: '24', cancelHoursBefore: '48', cancelRefundTo: 'choice', giftCardBonusPercent: '10', cheaperDifferenceTo: 'original', waiverRetentionYears: '7', offlineUnknownTickets: 'refuse' },
  accounting: { accountSales: '200', accountClearing: '090', accountGiftCardLiability: '820', accountDeferredRevenue: '830', accountRefunds: '260', accountTaxRate: 'Tax Exempt' },
  wallet: {
    applePassTypeIdentifier: 'pass.example.summitrush.tickets',
    appleTeamIdentifier: 'AB12CD34EF',
    appleCertificateEnv: 'NZ_PASS_CERTIFICATE',
    appleKeyEnv: 'NZ_PASS_KEY',
    appleKeyPassphraseEnv: '',
    appleWwdrEnv: 'APPLE_WWDR',
    googleIssuerId: '',
    googleServiceAccountEnv: '',
    appleOffered: false,
    googleOffered: false,
  },
  groups: {
    groupsEnabled: true,
    groupMinPeople: '15',
    groupDepositKind: 'percent',
    groupDepositValue: '25',
    groupBalanceDaysBefore: '14',
    groupDuePolicy: 'keep',
    invoiceBusinessName: 'Summit Rush Adventure Parks Ltd',
    invoiceBusinessAddress: '1 Skyline Road, Queenstown',
    invoiceTaxNumber: '123-456-789',
    invoiceTaxLabel: 'GST',
    invoiceTaxPercent: '15',
  },
  widget: {
    widgetOrigins: ['https://partner-hotel.example'],
    scriptUrl: 'https://nz.example/widget.js',
    activities: [{ slug: 'treetop-challenge', title: { en: 'Treetop Challenge', zhHant: '樹頂挑戰' } }],
  },
  images: [],
  gateways: [
    {
      id: 'nz-card',
      type: 'MasterCardDirect',
      enabled: true,
      feePercent: '2.5',
      title: { en: 'Credit or debit card', zhHant: '信用卡或扣賬卡' },
      description: { en: 'Visa or Mastercard.', zhHant: '' },
      offered: false,
      credentials: [
        { field: 'secretEnv', name: 'NZ_CARD_SECRET', set: false },
        { field: 'privateKeyEnv', name: '', set: false },
        { field: 'publicKeyEnv', name: '', set: false },
      ],
    },
  ],
});


describe('the settings screen', () => {
  // Each language's words are a chunk of their own (components/back-office/translations.tsx), loaded first as Next's server does.
  beforeAll(() => Loadable.preloadAll());

  it('shows a gateway’s fee, words side by side and whether its variable is set, never more, in English and Chinese', () => {
    const en = text(<GatewayList settings={settings(true)} />);
    expect(en).toContain('Payment methods');
    expect(en).toMatch(/1 ?\. ?Credit or debit card ?\( ?MasterCardDirect ?\)/);
    expect(en).toContain('On, but not offered here');
    expect(en).toMatch(/NZ_CARD_SECRET ?: not set/);
    expect(en).toContain('Not set on this server.');
    const zh = text(<GatewayList settings={settings(true)} />, 'zh-Hant');
    expect(zh).toContain('付款方式');
    expect(zh).toContain('此伺服器未設定。');
  });

  it('makes the domain and credential names read-only to a manager, editable by an owner', () => {
    const readOnly = (markup: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*readOnly`, 'i').test(markup) || new RegExp(`<input[^>]*readOnly[^>]*id="${id}"`, 'i').test(markup);
    expect(readOnly(html(<SiteForm settings={settings(false)} />), 'settings-domain')).toBe(true);
    expect(readOnly(html(<SiteForm settings={settings(true)} />), 'settings-domain')).toBe(false);
    expect(readOnly(html(<GatewayList settings={settings(false)} />), 'gateway-nz-card-secretEnv')).toBe(true);
    expect(readOnly(html(<GatewayList settings={settings(true)} />), 'gateway-nz-card-secretEnv')).toBe(false);
    expect(text(<SiteForm settings={settings(false)} />, 'zh-Hant')).toContain('只有東主可以更改。');
  });

  it('lists the park’s partner sites and gives the snippet in the site’s language, in English and Chinese', () => {
    const en = text(<WidgetForm settings={settings(false)} />);
    expect(en).toContain('Booking widget on other sites');
    expect(en).toContain('Partner sites allowed to embed the booking');
    expect(html(<WidgetForm settings={settings(false)} />)).toMatch(/<textarea[^>]*id="settings-widgetOrigins"[^>]*aria-describedby="settings-widgetOrigins-hint"/);
    // The snippet: the loader from the site's domain, and a button in the site's language (English here).
    expect(html(<WidgetForm settings={settings(false)} />)).toContain(
      '&lt;script src=&quot;https://nz.example/widget.js&quot; async&gt;&lt;/script&gt;\n&lt;button type=&quot;button&quot; data-summit-rush-widget data-language=&quot;en&quot;&gt;Book now&lt;/button&gt;',
    );
    const zh = text(<WidgetForm settings={settings(false)} />, 'zh-Hant');
    expect(zh).toContain('獲准嵌入預訂的合作網站');
    expect(zh).toContain('活動列表');
    // The staff member reads Chinese, but the English site's snippet still says its button in English.
    expect(html(<WidgetForm settings={settings(false)} />, 'zh-Hant')).toContain('&gt;Book now&lt;/button&gt;');
    expect(html(<WidgetForm settings={{ ...settings(false), widget: null }} />)).toBe('');
  });

  it('offers the park’s reservation policy and the cancellation policy at checkout', () => {
    const en = text(<CheckoutForm settings={settings(false)} />);
    expect(en).toContain("Pay-on-arrival reservations need the visitor's emailed confirmation");
    expect(en).toContain('Cancellation policy shown at checkout');
    expect(en).toContain('Venue-hire inbox');
    // The share of each session unpaid reservations may keep, in both languages.
    expect(en).toContain('Most of each session kept by unpaid pay-on-arrival reservations (%)');
    expect(html(<CheckoutForm settings={settings(false)} />)).toMatch(/<input[^>]*id="settings-reservationSharePercent"[^>]*inputMode="numeric"/);
    expect(text(<CheckoutForm settings={settings(false)} />, 'zh-Hant')).toContain('每個時段可供未付款的到場付款預留的名額上限（%）');
    // When a reservation nobody came for is released, next to it, in both languages.
    expect(en).toContain('Release unpaid reservations nobody came for (minutes after the session starts)');
    expect(html(<CheckoutForm settings={settings(false)} />)).toMatch(/<input[^>]*id="settings-reservationReleaseMinutes"[^>]*inputMode="numeric"/);
    expect(text(<CheckoutForm settings={settings(false)} />, 'zh-Hant')).toContain('釋放未到場的未付款預留（時段開始後的分鐘數）');
  });
});
