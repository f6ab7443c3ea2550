import { compare, minutesSince, noShows, occupancy, outboxHealth, sameWeekdayLastWeek, type Comparison, type OutboxHealth } from '@/lib/domain/dashboard';
import { parkDate } from '@/lib/domain/day-sheet';
import { ORDER_CHANNELS, type OrderChannel } from '@/lib/domain/order-channel';
import { mayAct } from '@/lib/domain/staff-access';
import { readDaySheet } from '../day-sheet';
import { listLocales } from '../locales';
import { db as processDb, type Database } from '../platform/db/client';
import type { ParkView, StaffMember } from '../staff';
import { dayMoney, outboxCounts, waitingEnquiries } from './dashboard-repository';

/*
 * "Today", the back office's start screen: a park's day at a glance. The sessions' counts are the day
 * sheet's (readDaySheet, which asks readDaySheet of the park: a gate, a manager and an owner of the park
 * see them); the money, the enquiries and the mail outbox only a member who may readDashboardMoney for the
 * park (managers, owners) is given: for a gate they are not read at all, and the API answers null.
 */

export interface DashboardSession {
  id: string;
  activityName: string;
  startsAt: string;
  startTime: string;
  endTime: string | null;
  capacity: number;
  /** Places booked: sold and reserved (to pay at the desk). */
  expected: number;
  checkedIn: number;
  /** Booked and not checked in, once the session has started; null before. */
  noShows: number | null;
  /** Whole percent of capacity booked; null with no capacity. */
  occupancy: number | null;
  /** Riders of the session whose waiver is asked and not signed. */
  missingWaivers: number;
  closed: boolean;
}

export interface ChannelSales {
  channel: OrderChannel;
  amount: number;
}

export interface DashboardMoney {
  currency: string;
  /** Money taken today and on the same weekday last week, in minor units. */
  sales: Comparison;
  refunds: Comparison;
  refundCount: number;
  /** Today's sales by channel, every channel (0 where none), in lib/domain/order-channel.ts's order. */
  byChannel: ChannelSales[];
  unpaidReservations: { count: number; due: number };
}

export interface DashboardOutbox {
  queued: number;
  failing: number;
  /** Minutes the oldest unsent mail has waited; null when none waits. */
  oldestQueuedMinutes: number | null;
  health: OutboxHealth;
}

export interface Dashboard {
  park: ParkView;
  date: string;
  /** The day it is compared with: the same weekday last week. */
  comparedWith: string;
  readAt: string;
  sessions: DashboardSession[];
  expected: number;
  checkedIn: number;
  capacity: number;
  /** The whole day's places booked over its capacity. */
  occupancy: number | null;
  missingWaivers: number;
  /** Null for a member who may not read the park's money (a gate), and for a park with no site yet. */
  money: DashboardMoney | null;
  /** Unanswered enquiries; null for a member who may not read them. */
  enquiries: { waiting: number; oldest: string | null } | null;
  /** Null for a member who may not read the park's business figures. */
  outbox: DashboardOutbox | null;
}

export type DashboardRefusal = { ok: false; code: 'forbidden' };

export interface DashboardOptions {
  now?: Date;
  database?: Database;
}

/** The park's time zone and currency, as its sites have them (UTC and none for a park with no site yet, as the day sheet counts it). */
async function parkClock(parkId: string): Promise<{ timeZone: string; currency: string | null }> {
  const locale = (await listLocales()).find((candidate) => candidate.parkId === parkId);
  return { timeZone: locale?.timeZone ?? 'UTC', currency: locale?.currency ?? null };
}

async function readMoney(database: Database, parkId: string, currency: string, day: string, timeZone: string): Promise<Omit<DashboardMoney, 'unpaidReservations'>> {
  const [today, lastWeek] = await Promise.all([dayMoney(database, parkId, currency, day, timeZone), dayMoney(database, parkId, currency, sameWeekdayLastWeek(day), timeZone)]);
  const total = (byChannel: Record<OrderChannel, number>) => ORDER_CHANNELS.reduce((sum, channel) => sum + byChannel[channel], 0);
  return {
    currency,
    sales: compare(total(today.salesByChannel), total(lastWeek.salesByChannel)),
    refunds: compare(today.refunds, lastWeek.refunds),
    refundCount: today.refundCount,
    byChannel: ORDER_CHANNELS.map((channel) => ({ channel, amount: today.salesByChannel[channel] })),
  };
}

/** A park's today for this member: the check-in part for anyone who may read the day sheet, the rest for those who may read the money. */
export async function readDashboard(staff: StaffMember, parkId: string, { now = new Date(), database = processDb() }: DashboardOptions = {}): Promise<{ ok: true; dashboard: Dashboard } | DashboardRefusal> {
  if (!mayAct(staff, 'readDaySheet', parkId)) return { ok: false, code: 'forbidden' };
  const clock = await parkClock(parkId);
  const day = parkDate(now, clock.timeZone);
  const business = mayAct(staff, 'readDashboardMoney', parkId);
  const [read, money, enquiries, outbox] = await Promise.all([
    readDaySheet(staff, parkId, day, { now, database }),
    business && clock.currency ? readMoney(database, parkId, clock.currency, day, clock.timeZone) : null,
    business ? waitingEnquiries(database, parkId) : null,
    business ? outboxCounts(database) : null,
  ]);
  if (!read.ok) return { ok: false, code: 'forbidden' };
  const sessions = read.sheet.sessions.map((session): DashboardSession => {
    const expected = session.sold + session.reserved;
    return {
      id: session.id,
      activityName: session.activityName,
      startsAt: session.startsAt,
      startTime: session.startTime,
      endTime: session.endTime,
      capacity: session.capacity,
      expected,
      checkedIn: session.checkedIn,
      noShows: noShows(expected, session.checkedIn, new Date(session.startsAt), now),
      occupancy: occupancy(expected, session.capacity),
      missingWaivers: session.riders ? session.riders.waiversAsked - session.riders.waiversSigned : 0,
      closed: session.closed,
    };
  });
  const sum = (pick: (session: DashboardSession) => number) => sessions.reduce((total, session) => total + pick(session), 0);
  const oldestQueuedMinutes = outbox?.oldestQueued ? minutesSince(outbox.oldestQueued, now) : null;
  return {
    ok: true,
    dashboard: {
      park: read.sheet.park,
      date: day,
      comparedWith: sameWeekdayLastWeek(day),
      readAt: now.toISOString(),
      sessions,
      expected: sum((session) => session.expected),
      checkedIn: sum((session) => session.checkedIn),
      capacity: sum((session) => session.capacity),
      occupancy: occupancy(sum((session) => session.expected), sum((session) => session.capacity)),
      missingWaivers: sum((session) => session.missingWaivers),
      // The day sheet's reservations are in the park's currency, the one its sites sell in.
      money: money && { ...money, unpaidReservations: read.sheet.unpaidReservations },
      enquiries: enquiries && { waiting: enquiries.count, oldest: enquiries.oldest?.toISOString() ?? null },
      outbox: outbox && { queued: outbox.queued, failing: outbox.failing, oldestQueuedMinutes, health: outboxHealth(outbox.failing, oldestQueuedMinutes) },
    },
  };
}
