import type { DaySheetQuery } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Panel } from '../ui';
import { PanelList } from './conflicts-panel';

type Group = DaySheetQuery['daySheet']['groups'][number];

/**
 * The day's group bookings (lib/server/groups): each organisation with its people, the deposit paid,
 * what is still due of its balance (the desk may take it: the order's page) and its riders' waivers
 * signed of those asked. Only when there are any.
 */
export function GroupsPanel({ groups, currency }: { groups: readonly Group[]; currency: string | null }) {
  const t = useStaffT();
  const { money, day } = useStaffFormats();
  if (!groups.length || !currency) return null;
  return (
    <Panel aria-labelledby="groups-heading">
      <h2 id="groups-heading">{t('daySheet.groups.heading')}</h2>
      <PanelList>
        {groups.map((group) => (
          <li key={group.bookingId}>
            <p>
              <strong>{group.organisation}</strong> · <a href={`/orders/${encodeURIComponent(group.bookingId)}`}>{group.bookingId}</a> · {t('daySheet.groups.people', { count: group.people })}
            </p>
            <p>
              {t('daySheet.groups.deposit', { amount: money(group.deposit, currency) })} ·{' '}
              {group.balanceDue > 0 ? <strong>{t('daySheet.groups.balanceDue', { amount: money(group.balanceDue, currency), day: day(group.dueOn) })}</strong> : t('daySheet.groups.balancePaid')}
              {group.riders && group.riders.waiversAsked > 0 ? <> · {t('daySheet.groups.waivers', { signed: group.riders.waiversSigned, asked: group.riders.waiversAsked })}</> : null}
            </p>
          </li>
        ))}
      </PanelList>
    </Panel>
  );
}
