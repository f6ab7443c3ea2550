import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { CardFields } from '@/components/checkout/card-fields';
import { EmbeddedPayment } from '@/components/checkout/embedded-payment';
import { i18nFor } from './translations';
import type { Language } from '@/lib/domain/language';
import { theme } from '@/styles/theme';

const render = (node: ReactNode, lng: Language = 'en') =>
  renderToString(
    <I18nextProvider i18n={i18nFor(lng)}>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </I18nextProvider>,
  );

describe('card fields (MasterCardDirect hosted session)', () => {
  it('draws a labelled slot for each field the provider fills, with the 3-digit CVV hint', () => {
    const html = render(<CardFields sessionId="SESSION0002TEST" />);
    for (const id of ['card-number', 'card-expiry-month', 'card-expiry-year', 'card-security-code']) {
      expect(html).toContain(`id="${id}" role="group" aria-labelledby="${id}-label"`);
    }
    expect(html).toContain('aria-describedby="card-security-code-hint"');
    expect(html).toContain('The CVV is the 3-digit number on the back of your card');
    // No input of ours: the card is typed into the provider's frames only.
    expect(html).not.toContain('<input');
  });

  it('speaks Traditional Chinese', () => {
    const html = render(<CardFields sessionId="SESSION0002TEST" />, 'zh-Hant');
    expect(html).toContain('CVV 安全碼是信用卡背面的 3 位數字');
    expect(html).toContain('卡號');
  });
});

describe('embedded payment (Roller)', () => {
  it('frames the card form with a translated title and no way to navigate the page away', () => {
    const html = render(<EmbeddedPayment url="https://sandbox.test/roller/pay/RB_1.sig" onResult={() => undefined} />, 'zh-Hant');
    expect(html).toContain('src="https://sandbox.test/roller/pay/RB_1.sig"');
    expect(html).toContain('title="安全付款表格"');
    expect(html).toMatch(/sandbox="allow-scripts allow-forms allow-same-origin allow-popups"/);
    expect(html).not.toContain('allow-top-navigation');
  });
});
