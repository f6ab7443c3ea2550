import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFLINE_UNKNOWN_TICKETS, isOfflineUnknownTickets, ruleOnOfflineScan, syncOrder } from '@/lib/domain/offline-check-in';

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

  it('refuses unknown signed codes unless the park says otherwise', () => {
    expect(DEFAULT_OFFLINE_UNKNOWN_TICKETS).toBe('refuse');
    expect(isOfflineUnknownTickets('admitAndFlag')).toBe(true);
    expect(isOfflineUnknownTickets('admit')).toBe(false);
  });
});
