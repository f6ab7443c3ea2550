import { currentWaiverText, riderSeats, saveRider, signWaiver } from '@/lib/server/riders';
import type { Database } from '@/lib/server/platform/db/client';

/** A rider who fits every demo activity: an adult of average height and weight, answering no health question the refusing way. */
export const FITTING_RIDER = { dateOfBirth: '1990-01-15', heightCm: 170, weightKg: 70 } as const;

/**
 * Makes every rider of a booking ready for the gate, through the riders' own commands: each seat named
 * with a rider who fits, and the activity's waiver signed where it asks one (lib/server/riders). Tests
 * of what the gate does with a ready ticket (paying, groups, undoing) call it after booking; `skip` leaves
 * those seats as they are.
 */
export async function readyRiders(database: Database, orderId: string, skip: (seat: { ticketCode: string; seat: number }) => boolean = () => false): Promise<void> {
  for (const seat of await riderSeats(database, { orderId })) {
    if (skip(seat)) continue;
    const ref = { orderId, ticketCode: seat.ticketCode, seat: seat.seat };
    const answers = Object.fromEntries(seat.requirements.healthQuestions.map((question) => [question.id, !question.refusingAnswer]));
    const saved = await saveRider(ref, { name: `Rider ${seat.ticketCode.slice(-4)} ${seat.seat + 1}`, ...FITTING_RIDER, answers }, 'dayEnd');
    if (!saved.ok) throw new Error(`Rider not saved: ${JSON.stringify(saved.refusal)}`);
    if (!seat.requirements.waiverId) continue;
    const text = (await currentWaiverText(database, seat.requirements.waiverId, 'en'))!;
    const signed = await signWaiver(
      ref,
      { signer: { name: 'Aroha Ngata', email: null, guardianRelationship: null, drawing: null }, waiverTextId: text.id, language: 'en', client: { address: '203.0.113.9', userAgent: 'test' }, emailRequired: false },
      'dayEnd');
    if (!signed.ok) throw new Error(`Waiver not signed: ${JSON.stringify(signed.refusal)}`);
  }
}
