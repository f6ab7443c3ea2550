import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActivitySchedules } from '@/components/back-office/schedules/activity-schedules';
import { PatternForm } from '@/components/back-office/schedules/pattern-form';
import { ProblemList } from '@/components/back-office/schedule-problems';
import { StaffShellProvider } from '@/components/back-office/staff-context';
import { StaffTranslations } from '@/components/back-office/translations';
import type { Language } from '@/lib/domain/language';
import { theme } from '@/styles/theme';

/* The schedules screen's parts render in both languages, and a refusal names its sessions (issue #23). */
const text = (node: ReactNode, lang: Language = 'en') =>
  renderToString(
    <MockedProvider>
      <StaffShellProvider value={{ backOffice: true, lang, demo: false, staff: null }}>
        <StaffTranslations lang={lang}>
          <ThemeProvider theme={theme}>{node}</ThemeProvider>
        </StaffTranslations>
      </StaffShellProvider>
    </MockedProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const entry = { __typename: 'StaffScheduleEntry' as const, id: 'luge-daily', weekdays: [1, 3], times: ['09:00', '11:00'], capacity: 16, startsOn: '2026-01-01', endsOn: null, oneOff: false, ended: false };
const oneOff = { ...entry, id: 'extra', weekdays: [4], times: ['18:30'], capacity: 5, startsOn: '2026-12-24', endsOn: '2026-12-24', oneOff: true };
const activity = { __typename: 'ActivitySchedules' as const, id: 'nz-luge', name: 'Luge', retired: false, patterns: [entry], oneOffs: [oneOff] };
const noop = async () => {};

describe('the schedules screen', () => {
  // Each language's words are a chunk of their own (components/back-office/translations.tsx), loaded first as Next's server does.
  beforeAll(() => Loadable.preloadAll());

  it('lists an activity’s patterns and one-offs, in English and Chinese', () => {
    const en = text(<ActivitySchedules activity={activity} today="2026-12-01" onChanged={noop} />);
    expect(en).toContain('Weekly patterns');
    expect(en).toContain('Mon Wed · 09:00, 11:00');
    expect(en).toContain('16 places · from 2026-01-01');
    expect(en).toContain('2026-12-24 18:30');
    expect(en).toContain('Add a one-off session');
    const zh = text(<ActivitySchedules activity={activity} today="2026-12-01" onChanged={noop} />, 'zh-Hant');
    expect(zh).toContain('每週時間表');
    expect(zh).toContain('一 三 · 09:00, 11:00');
    expect(zh).toContain('單次場次');
  });

  it('a pattern’s form shows its values and every day as a choice', () => {
    const html = text(<PatternForm activityId="nz-luge" pattern={entry} onDone={() => {}} onCancel={() => {}} />);
    expect(html).toContain('Start times');
    expect(html).toContain('Places per session');
    expect(html).toContain('Season ends (optional)');
  });

  it('a refusal names each booked session', () => {
    const html = text(
      <ProblemList
        problems={[
          { key: 'schedules.errors.booked', session: '2026-12-02 09:00', booked: 2 },
          { key: 'schedules.errors.booked', session: '2026-12-03 09:00', booked: 1 },
        ]}
      />,
      'zh-Hant',
    );
    expect(html).toContain('已拒絕，未有任何更改');
    expect(html).toContain('2026-12-02 09:00 已售出或保留 2 個名額');
    expect(html).toContain('2026-12-03 09:00 已售出或保留 1 個名額');
  });
});
