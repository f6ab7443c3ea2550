import { describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '@/lib/server/platform/http/body';
import { DEFAULT_OFFLINE_UNKNOWN_TICKETS, OFFLINE_SYNC_MAX, isOfflineUnknownTickets, ruleOffline, ruleOnOfflineScan, syncOrder, type KeptTicket, type OfflineList } from '@/lib/domain/offline-check-in';

describe('an offline check-in, synced', () => {
  it('counts those let in up to the people the ticket has left, and says when it could not count them all', () => {
    expect(ruleOnOfflineScan({ standing: 'admits', total: 4, admitted: 0 }, 3)).toEqual({ counted: 3, conflict: null });
    expect(ruleOnOfflineScan({ standing: 'payAtDesk', total: 4, admitted: 3 }, 3)).toEqual({ counted: 1, conflict: 'alreadyAdmitted' });
    expect(ruleOnOfflineScan({ standing: 'admits', total: 1, admitted: 1 }, 1)).toEqual({ counted: 0, conflict: 'alreadyAdmitted' });
  });

  it('counts nobody on a ticket that no longer admits, or on none at all', () => {
    for (const standing of ['cancelled', 'refunded', 'notPaid', 'ticketCancelled'] as const) {
      expect(ruleOnOfflineScan({ standing, total: 2, admitted: 0 }, 2)).toEqual({ counted: 0, conflict: 'notStanding' });
    }
    expect(ruleOnOfflineScan(null, 2)).toEqual({ counted: 0, conflict: 'unknownTicket' });
  });

  it('applies a sync in the order the device made its check-ins, each id once', () => {
    const at = (minute: number) => new Date(Date.UTC(2030, 2, 11, 9, minute));
    const scans = [
      { id: 'b', code: 'TBBBBBB', people: 1, at: at(5) },
      { id: 'a', code: 'TAAAAAA', people: 1, at: at(1) },
      { id: 'c', code: 'TCCCCCC', people: 1, at: at(5) },
      { id: 'a', code: 'TAAAAAA', people: 1, at: at(1) },
    ];
    expect(syncOrder(scans).map((scan) => scan.id)).toEqual(['a', 'b', 'c']);
  });

  it('fits a full sync in one request body of the API', () => {
    // The longest a check-in can be: a 32-character code, 100 people, a millisecond time.
    const checkIn = { id: '0f8c2a4e-9b1d-4c3e-8f7a-6b5d4c3e2f1a', code: 'T'.repeat(32), people: 100, at: '2030-03-11T09:07:00.000Z' };
    const body = JSON.stringify({ query: 'mutation($input: OfflineSyncInput!) { syncOfflineCheckIns(input: $input) { applied duplicates conflicts { id code reason people counted } } }', variables: { input: { parkId: 'queenstown', device: 'd'.repeat(100), gate: 'g'.repeat(100), checkIns: Array.from({ length: OFFLINE_SYNC_MAX }, () => checkIn) } } });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BODY_LIMIT);
  });

  it('refuses unknown signed codes unless the park says otherwise', () => {
    expect(DEFAULT_OFFLINE_UNKNOWN_TICKETS).toBe('refuse');
    expect(isOfflineUnknownTickets('admitAndFlag')).toBe(true);
    expect(isOfflineUnknownTickets('admit')).toBe(false);
  });
});

describe('the offline scanner’s ruling', () => {
  const ticket = (code: string, extra: Partial<KeptTicket> = {}): KeptTicket => ({ code, people: 1, admitted: 0, day: '2030-03-11', payAtDesk: false, riders: null, ...extra });
  const list = (unknownTickets: 'refuse' | 'admitAndFlag' = 'refuse'): OfflineList => ({
    tickets: new Map([
      ['TADULT', ticket('TADULT')],
      ['TFAMILY', ticket('TFAMILY', { people: 4, admitted: 1 })],
      ['TDESK', ticket('TDESK', { payAtDesk: true })],
      ['TTOMORROW', ticket('TTOMORROW', { day: '2030-03-12' })],
      ['TUNSIGNED', ticket('TUNSIGNED', { riders: 'waiverMissing' })],
      ['TSIGNED', ticket('TSIGNED', { riders: 'ready' })],
    ]),
    revoked: new Set(['TMOVED']),
    unknownTickets,
    today: '2030-03-11',
  });

  it('admits what the ticket has left, counting what this device let in since its last sync', () => {
    expect(ruleOffline(list(), 'TADULT', 0)).toEqual({ verdict: 'valid', people: 1, flagged: false });
    expect(ruleOffline(list(), 'TADULT', 1)).toEqual({ verdict: 'alreadyCheckedIn' });
    // A group with several left is asked how many are here, as online.
    expect(ruleOffline(list(), 'TFAMILY', 0)).toEqual({ verdict: 'choosePeople', left: 3, total: 4 });
    expect(ruleOffline(list(), 'TFAMILY', 2)).toEqual({ verdict: 'valid', people: 1, flagged: false });
    expect(ruleOffline(list(), 'TFAMILY', 0, 0)).toEqual({ verdict: 'tooManyPeople' });
    expect(ruleOffline(list(), 'TFAMILY', 1, 2)).toEqual({ verdict: 'valid', people: 2, flagged: false });
    expect(ruleOffline(list(), 'TFAMILY', 1, 3)).toEqual({ verdict: 'tooManyPeople' });
    expect(ruleOffline(list(), 'TFAMILY', 3)).toEqual({ verdict: 'alreadyCheckedIn' });
  });

  it('refuses a revoked code, another day’s ticket and one to pay at the desk', () => {
    expect(ruleOffline(list(), 'TMOVED', 0)).toEqual({ verdict: 'revoked' });
    expect(ruleOffline(list(), 'TTOMORROW', 0)).toEqual({ verdict: 'wrongDay' });
    expect(ruleOffline(list(), 'TDESK', 0)).toEqual({ verdict: 'payAtDesk' });
  });

  it('refuses a ticket whose riders were not ready when the list was read, and admits one whose riders were', () => {
    expect(ruleOffline(list(), 'TUNSIGNED', 0)).toEqual({ verdict: 'ridersNotReady', riders: 'waiverMissing' });
    // A used-up ticket says so first, as online.
    expect(ruleOffline(list(), 'TUNSIGNED', 1)).toEqual({ verdict: 'alreadyCheckedIn' });
    expect(ruleOffline(list(), 'TSIGNED', 0)).toEqual({ verdict: 'valid', people: 1, flagged: false });
  });

  it('treats a code its list lacks as the park says: refused, or admitted and flagged', () => {
    expect(ruleOffline(list(), 'TNEW', 0)).toEqual({ verdict: 'notInList' });
    expect(ruleOffline(list('admitAndFlag'), 'TNEW', 0, 2)).toEqual({ verdict: 'valid', people: 2, flagged: true });
    // A revoked code is refused whatever the rule.
    expect(ruleOffline(list('admitAndFlag'), 'TMOVED', 0)).toEqual({ verdict: 'revoked' });
  });
});
