import styled from 'styled-components';
import type { DaySheetQuery } from '@/graphql/generated/staff-operations';
import { parkClock } from '../formats';
import { useStaffT } from '../translations';
import { Panel } from '../ui';

type Conflict = DaySheetQuery['daySheet']['conflicts'][number];

/** A panel's list of entries, each ruled off above (the conflicts', the groups'). */
export const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 2px 0;
  }
`;

/**
 * The day's offline check-ins not all counted when their scanner synced (lib/domain/offline-check-in.ts):
 * who let whom in, where and when, and the ticket's check-ins it collided with. Only when there are any.
 */
export function ConflictsPanel({ conflicts, timeZone }: { conflicts: readonly Conflict[]; timeZone: string }) {
  const t = useStaffT();
  if (!conflicts.length) return null;
  const at = (iso: string) => parkClock(iso, timeZone);
  return (
    <Panel aria-labelledby="conflicts-heading">
      <h2 id="conflicts-heading">{t('daySheet.conflicts.heading')}</h2>
      <p>{t('daySheet.conflicts.intro')}</p>
      <PanelList>
        {conflicts.map((conflict) => (
          <li key={conflict.id}>
            <p>
              <strong>{t('daySheet.conflicts.ticket', { code: conflict.code })}</strong>
              {conflict.bookingId && <> · {t('daySheet.conflicts.booking', { bookingId: conflict.bookingId })}</>}
            </p>
            <p>{t('daySheet.conflicts.letIn', { count: conflict.people, people: conflict.people, gate: conflict.gate ?? t('daySheet.conflicts.noGate'), device: conflict.device, time: at(conflict.scannedAt) })}</p>
            <p>{t(`daySheet.conflicts.reason.${conflict.reason}`, { counted: conflict.counted })}</p>
            {conflict.others.map((other, index) => (
              <p key={index}>{t('daySheet.conflicts.other', { count: other.people, people: other.people, gate: other.gate ?? other.device ?? t('daySheet.conflicts.noGate'), time: at(other.at) })}</p>
            ))}
          </li>
        ))}
      </PanelList>
    </Panel>
  );
}
