import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ErrorView } from '@/components/views/error-view';
import { i18nFor } from './translations';
import type { Language } from '@/lib/domain/language';
import { theme } from '@/styles/theme';

function text(statusCode: number | undefined, lng: Language = 'en'): string {
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(lng)}>
      <ThemeProvider theme={theme}>
        <ErrorView statusCode={statusCode} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe('generic error page', () => {
  it.each([
    [400, 'Bad Request'],
    [404, 'This page could not be found'],
    [405, 'Method Not Allowed'],
    [500, 'Internal Server Error'],
    [418, 'An unexpected error has occurred'],
    [503, 'The site is busy for a moment. Please try again in a few seconds.'],
    [502, 'An unexpected error has occurred'],
  ])('%s shows "%s"', (status, title) => {
    expect(text(status)).toContain(`${status}${title}`);
  });

  it('shows the client-side exception text when there is no status', () => {
    expect(text(undefined)).toContain(
      'Application error: a client-side exception has occurred (see the browser console for more information)',
    );
  });

  it('is translated', () => {
    expect(text(404, 'zh-Hant')).toContain('找不到此頁面');
  });
});
