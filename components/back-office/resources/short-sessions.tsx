import styled from 'styled-components';
import type { ResourceResultFieldsFragment } from '@/graphql/generated/staff-operations';
import { longDay } from '../formats';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { ConfirmStep } from '../ui';

export type ShortSession = Extract<ResourceResultFieldsFragment, { __typename: 'ResourceShort' }>['sessions'][number];

const List = styled.ul`
  margin: 12px 0 0;
  padding-left: 20px;
  li {
    margin: 4px 0;
  }
`;

/**
 * The sessions a count would leave short, named before anything is saved (lib/server/resources): each
 * with what its places take and the most in use at a moment of it; then save anyway, or not.
 */
export function ShortSessions({ sessions, count, busy, onConfirm, onCancel }: { sessions: ShortSession[]; count: number; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const t = useStaffT();
  const { lang } = useStaffShell();
  return (
    <section aria-label={t('resources.short.label')}>
      <List>
        {sessions.map((session) => (
          <li key={session.sessionId}>
            {t('resources.short.session', { date: longDay(session.date, lang), time: session.startTime, activity: session.activityName, own: session.own, need: session.need })}
          </li>
        ))}
      </List>
      <ConfirmStep
        danger
        question={t('resources.short.question', { count, sessions: sessions.length })}
        confirm={t('resources.short.confirm')}
        cancel={t('ui.cancel')}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </section>
  );
}
