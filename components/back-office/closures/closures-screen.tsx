import { useMutation, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { CloseSessionsDocument, ReopenSessionsDocument, ScheduleDocument, type CloseSessionsMutation } from '@/graphql/generated/staff-operations';
import { closuresPath, filterSessions, type SessionFilter } from '@/lib/domain/closures';
import { addDays } from '@/lib/domain/calendar';
import { isCalendarDay, parkDate } from '@/lib/domain/day-sheet';
import { DayControls, type DayChoice } from '../day-controls';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { CapacityForm } from './capacity-form';
import { CloseForm } from './close-form';
import { SessionFilters } from './session-filters';
import { AffectedBookings, Card, SessionSummary, type ScheduleSession } from './session-card';
import { longDay } from '../formats';
import { OutlineButton, OutcomeMessage, type Outcome, Refusal, Panel, ScreenHeading, ConfirmStep } from '../ui';
import { useActionKey } from '../action-key';

const DayOf = styled.p`
  margin: -8px 0 16px;
  font-size: 19px;
  font-weight: 700;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type Open = { kind: 'session' | 'capacity' | 'reopen'; id: string } | { kind: 'day' } | null;

/** Where an outcome shows: beside the session acted on, or where the whole day's action was. */
type Said = { at: string; outcome: Outcome } | null;

const NO_FILTER: SessionFilter = { activity: null, part: null, state: null };

/**
 * Closures (/closures?park=…&date=…, issue #23): a park's sessions of one day, each open or closed, with
 * the bookings a closure tells; close one session or the whole day's open ones (a reason, then a second
 * step saying who is emailed), or reopen. Managers and owners of the park (manageSchedules).
 */
export function ClosuresScreen() {
  const t = useStaffT();
  const router = useRouter();
  const { staff, lang } = useStaffShell();
  const parks = staff?.parks ?? [];
  const asked = single(router.query.park);
  const park = parks.find((candidate) => candidate.id === asked) ?? parks[0];
  const today = park ? parkDate(new Date(), park.timeZone) : '';
  const wanted = single(router.query.date);
  const choice: DayChoice = { parkId: asked ?? park?.id ?? '', date: wanted && isCalendarDay(wanted) ? wanted : today };
  const mine = parks.some((candidate) => candidate.id === choice.parkId);
  const schedule = useQuery(ScheduleDocument, { variables: choice, skip: !mine });
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);
  const [filter, setFilter] = useState<SessionFilter>(NO_FILTER);
  const { key, renew } = useActionKey();
  const [close, closing] = useMutation(CloseSessionsDocument);
  const [reopen, reopening] = useMutation(ReopenSessionsDocument);

  const choose = useCallback(
    (next: Partial<DayChoice>, shift = 0) => {
      const parkId = next.parkId ?? choice.parkId;
      const from = next.date ?? choice.date;
      if (!isCalendarDay(from)) return;
      const date = addDays(from, shift);
      setOpen(null);
      setSaid(null);
      setFilter(NO_FILTER);
      void router.replace({ pathname: router.pathname, query: { park: parkId, date } }, closuresPath(parkId, date), { shallow: true, scroll: false });
    },
    [choice.parkId, choice.date, router],
  );

  /** Sends an action with this form's key; a problem or a failure keeps the key (sending it again is safe). Its outcome shows at `at`. */
  const act = async (at: string, send: () => Promise<CloseSessionsMutation['closeSessions'] | undefined>, done: (mailed: number) => string) => {
    const setOutcome = (outcome: Outcome) => setSaid({ at, outcome });
    setSaid(null);
    try {
      const result = await send();
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ClosureRefused') {
        setOutcome({ kind: 'problem', text: t(`closures.problem.${result.problem}`) });
        return false;
      }
      renew();
      setOpen(null);
      setOutcome({ kind: 'done', text: done(result.mailed) });
      await schedule.refetch();
      return true;
    } catch {
      setOutcome({ kind: 'problem', text: t('closures.failed') });
      return false;
    }
  };
  const closeThese = (at: string, sessions: ScheduleSession[]) => (reason: string) =>
    act(
      at,
      async () => (await close({ variables: { sessionIds: sessions.map((s) => s.id), reason, idempotencyKey: key } })).data?.closeSessions,
      (mailed) => `${t('closures.closedDone', { count: sessions.length })} ${t('closures.mailing', { count: mailed })}`,
    );
  const reopenThis = (session: ScheduleSession) =>
    void act(
      session.id,
      async () => (await reopen({ variables: { sessionIds: [session.id], idempotencyKey: key } })).data?.reopenSessions,
      (mailed) => `${t('closures.reopenedDone')} ${t('closures.told', { count: mailed })}`,
    );

  if (!staff || !park) return null;
  if (!mine) return <Refusal kind="forbidden" />;
  const data = schedule.data?.schedule;
  const day = longDay(choice.date, lang);
  const closable = data?.sessions.filter((session) => !session.closed && !session.started) ?? [];
  const bookingsOf = (sessions: ScheduleSession[]) => new Set(sessions.flatMap((session) => session.bookings.map((booking) => booking.bookingId))).size;
  const busy = closing.loading || reopening.loading;
  const activities = [...new Set(data?.sessions.map((session) => session.activityName))];
  const shown = data ? filterSessions(data.sessions, filter) : [];

  return (
    <>
      <ScreenHeading>{t('closures.heading')}</ScreenHeading>
      <DayOf>
        {park.name} · {day}
      </DayOf>
      <DayControls parks={parks} value={choice} today={today} onChange={choose} />
      {said?.at === 'day' && <OutcomeMessage outcome={said.outcome} />}
      {!data ? (
        <p role={schedule.error ? 'alert' : 'status'}>{schedule.error ? t('closures.error') : t('closures.loading')}</p>
      ) : !data.sessions.length ? (
        <p>{t('closures.noSessions')}</p>
      ) : (
        <>
          {closable.length > 1 && (
            <Panel aria-labelledby="close-day-heading">
              <h2 id="close-day-heading">{t('closures.closeDay')}</h2>
              {open?.kind === 'day' ? (
                <CloseForm
                  id="day"
                  question={`${t('closures.confirmDay', { count: closable.length, date: day })} ${t('closures.emailed', { count: bookingsOf(closable) })}`}
                  busy={busy}
                  onClose={closeThese('day', closable)}
                  onCancel={() => setOpen(null)}
                />
              ) : (
                <OutlineButton type="button" onClick={() => setOpen({ kind: 'day' })}>
                  {t('closures.closeDayButton', { count: closable.length })}
                </OutlineButton>
              )}
            </Panel>
          )}
          <SessionFilters activities={activities} value={filter} shown={shown.length} count={data.sessions.length} onChange={setFilter} />
          {!shown.length && <p>{t('closures.filter.none')}</p>}
          <List aria-label={t('closures.caption', { date: day })}>
            {shown.map((session) => (
              <Card key={session.id} $closed={session.closed}>
                <SessionSummary session={session} />
                <AffectedBookings session={session} />
                {!session.started && (
                  <Buttons>
                    {session.closed ? (
                      open?.kind === 'reopen' && open.id === session.id ? null : (
                        <OutlineButton type="button" disabled={busy} onClick={() => setOpen({ kind: 'reopen', id: session.id })}>
                          {t('closures.reopen')}
                        </OutlineButton>
                      )
                    ) : open?.kind === 'session' && open.id === session.id ? null : (
                      <OutlineButton type="button" onClick={() => setOpen({ kind: 'session', id: session.id })}>
                        {t('closures.close')}
                      </OutlineButton>
                    )}
                    {!(open?.kind === 'capacity' && open.id === session.id) && (
                      <OutlineButton type="button" onClick={() => setOpen({ kind: 'capacity', id: session.id })}>
                        {t('schedules.sessionCapacity.open')}
                      </OutlineButton>
                    )}
                  </Buttons>
                )}
                {open?.kind === 'reopen' && open.id === session.id && (
                  <ConfirmStep
                    question={
                      session.bookings.length
                        ? t('closures.confirmReopen', { count: session.bookings.length, time: session.startTime, activity: session.activityName })
                        : t('closures.reopenNoMail', { time: session.startTime, activity: session.activityName })
                    }
                    confirm={session.bookings.length ? t('closures.confirmReopenButton') : t('closures.confirmReopenQuiet')}
                    cancel={t('closures.back')}
                    busy={busy}
                    onConfirm={() => reopenThis(session)}
                    onCancel={() => setOpen(null)}
                  />
                )}
                {said?.at === session.id && <OutcomeMessage outcome={said.outcome} />}
                {open?.kind === 'capacity' && open.id === session.id && (
                  <CapacityForm
                    session={session}
                    onCancel={() => setOpen(null)}
                    onDone={async (text) => {
                      setOpen(null);
                      setSaid({ at: session.id, outcome: { kind: 'done', text } });
                      await schedule.refetch();
                    }}
                  />
                )}
                {open?.kind === 'session' && open.id === session.id && (
                  <CloseForm
                    id={`session-${session.id}`}
                    question={`${t('closures.confirmSession', { time: session.startTime, activity: session.activityName })} ${t('closures.emailed', { count: bookingsOf([session]) })}`}
                    busy={busy}
                    onClose={closeThese(session.id, [session])}
                    onCancel={() => setOpen(null)}
                  />
                )}
              </Card>
            ))}
          </List>
        </>
      )}
    </>
  );
}
