import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publishedTicketKey, signTicketCodeEd25519 } from '@/lib/server/orders/ticket-signing-key';
import { BODY_LIMIT } from '@/lib/server/platform/http/body';
import { DEFAULT_OFFLINE_UNKNOWN_TICKETS, OFFLINE_SYNC_MAX, admittedHere, isOfflineUnknownTickets, readOffline, ruleOffline, ruleOnOfflineScan, syncOrder, syncTurns, type KeptTicket, type OfflineList } from '@/lib/domain/offline-check-in';

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

describe('what an offline scanner reads', () => {
  const park = generateKeyPairSync('ed25519');
  const keys = [publishedTicketKey('KA', park.privateKey)];
  const signed = signTicketCodeEd25519('T7K3M9QP2XHW', 'KA', park.privateKey);

  it('checks an SR2 signature with the park’s public keys alone, and takes a typed SR1 code as unsigned', async () => {
    expect(await readOffline(signed, keys)).toEqual({ ok: true, code: 'T7K3M9QP2XHW', signed: true });
    expect(await readOffline(' sr1-t7k3m9qp2xhw-4n8zq2hw7mc3rt5e ', keys)).toEqual({ ok: true, code: 'T7K3M9QP2XHW', signed: false });
    expect(await readOffline(signed.replace('T7K3M9QP2XHW', 'T7K3M9QP2XHX'), keys)).toEqual({ ok: false, reason: 'forged' });
    expect(await readOffline(signTicketCodeEd25519('T7K3M9QP2XHW', 'KB', park.privateKey), keys)).toEqual({ ok: false, reason: 'forged' });
    expect(await readOffline('https://example.com/', keys)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('never admits an unsigned code its list lacks, whatever the park’s rule', () => {
    const list: OfflineList = { tickets: new Map(), revoked: new Set(), unknownTickets: 'admitAndFlag', today: '2030-03-11' };
    expect(ruleOffline(list, 'T7K3M9QP2XHW', 0, null, false)).toEqual({ verdict: 'notInList' });
    expect(ruleOffline(list, 'T7K3M9QP2XHW', 0, null, true)).toEqual({ verdict: 'valid', people: 1, flagged: true });
  });
});

describe('what one device let in', () => {
  const asked = 1_000;
  const kept = (code: string, people: number, syncedAt: number | null, at = 500) => ({ code, people, at, syncedAt });

  it('counts what waits to be synced and what the server had after the list was asked for, not what the list already counts', () => {
    const checkIns = [kept('TA', 1, null), kept('TA', 2, 1_200), kept('TA', 4, 900), kept('TB', 1, null)];
    expect(admittedHere(checkIns, 'TA', asked)).toBe(3);
    expect(admittedHere(checkIns, 'TC', asked)).toBe(0);
  });

  it('admits a ticket at most its people on one device, whatever the order of scans, syncs and lists (seeded)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 200; run += 1) {
      const total = 1 + Math.floor(random() * 4);
      const checkIns: ReturnType<typeof kept>[] = [];
      let server = 0;
      let listAdmitted = 0;
      let askedAt = 0;
      for (let step = 1; step <= 12; step += 1) {
        const action = random();
        if (action < 0.6) {
          const list: OfflineList = { tickets: new Map([['TA', { code: 'TA', people: total, admitted: listAdmitted, day: 'd', payAtDesk: false, riders: null }]]), revoked: new Set(), unknownTickets: 'refuse', today: 'd' };
          const ruling = ruleOffline(list, 'TA', admittedHere(checkIns, 'TA', askedAt), 1 + Math.floor(random() * 2));
          if (ruling.verdict === 'valid') checkIns.push(kept('TA', ruling.people, null, step));
        } else if (action < 0.8) {
          for (const checkIn of checkIns.filter((kept) => kept.syncedAt === null)) {
            checkIn.syncedAt = step;
            server += checkIn.people;
          }
        } else {
          askedAt = step;
          listAdmitted = server;
        }
        expect(checkIns.reduce((sum, checkIn) => sum + checkIn.people, 0)).toBeLessThanOrEqual(total);
      }
    }
  });

  it('sends what waits oldest first, in turns of at most 400', () => {
    const waiting = Array.from({ length: 950 }, (_, index) => kept('TA', 1, null, 950 - index));
    const turns = syncTurns([...waiting, kept('TB', 1, 5)]);
    expect(turns.map((turn) => turn.length)).toEqual([400, 400, 150]);
    expect(turns[0][0].at).toBe(1);
    expect(turns.flat().every((checkIn, index, all) => index === 0 || all[index - 1].at <= checkIn.at)).toBe(true);
  });
});
