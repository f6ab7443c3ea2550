import { describe, expect, it } from 'vitest';
import { cancelWindow, giftCardBonus, refundChoices, rescheduleWindow, type SelfServicePolicy } from '@/lib/domain/self-service';

const policy: SelfServicePolicy = { rescheduleHoursBefore: 24, cancelHoursBefore: 48, cancelRefundTo: 'gift_card', giftCardBonusPercent: 10, cheaperDifferenceTo: 'original' };
const startsAt = new Date('2027-03-10T09:00:00Z');
const ticket = { startsAt, closed: false, checkedIn: false, cancelled: false };
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);

describe('what a visitor may change themselves (lib/domain/self-service.ts)', () => {
  it('allows a change up to the policy’s hours before the session, and says until when', () => {
    expect(rescheduleWindow(policy, ticket, hoursBefore(25))).toEqual({ allowed: true, until: hoursBefore(24), refusal: null });
    expect(rescheduleWindow(policy, ticket, hoursBefore(24))).toEqual({ allowed: true, until: hoursBefore(24), refusal: null });
    expect(rescheduleWindow(policy, ticket, hoursBefore(23.9))).toEqual({ allowed: false, until: hoursBefore(24), refusal: 'tooLate' });
    expect(cancelWindow(policy, ticket, hoursBefore(47))).toMatchObject({ allowed: false, refusal: 'tooLate' });
    expect(cancelWindow(policy, ticket, hoursBefore(49))).toMatchObject({ allowed: true });
  });

  it('refuses what the park does not offer, a used or cancelled ticket, and a session that started', () => {
    expect(cancelWindow({ ...policy, cancelHoursBefore: null }, ticket, hoursBefore(100))).toEqual({ allowed: false, until: null, refusal: 'notOffered' });
    expect(cancelWindow(policy, { ...ticket, checkedIn: true }, hoursBefore(100)).refusal).toBe('checkedIn');
    expect(cancelWindow(policy, { ...ticket, cancelled: true }, hoursBefore(100)).refusal).toBe('cancelled');
    expect(rescheduleWindow(policy, ticket, new Date(startsAt.getTime() + 1)).refusal).toBe('started');
  });

  it('lets a session the park closed be changed until it would have started, whatever the policy', () => {
    const closed = { ...ticket, closed: true };
    const none = { ...policy, rescheduleHoursBefore: null, cancelHoursBefore: null };
    expect(cancelWindow(none, closed, hoursBefore(1))).toEqual({ allowed: true, until: startsAt, refusal: null });
    expect(rescheduleWindow(none, closed, startsAt).refusal).toBe('started');
    expect(refundChoices(policy, true)).toEqual(['original', 'gift_card']);
    expect(refundChoices(policy, false)).toEqual(['gift_card']);
    expect(refundChoices({ ...policy, cancelRefundTo: 'choice' }, false)).toEqual(['original', 'gift_card']);
  });

  it('rounds the gift-card bonus down, never more than the park said', () => {
    expect(giftCardBonus(4599, 10)).toBe(459);
    expect(giftCardBonus(4599, 0)).toBe(0);
    expect(giftCardBonus(0, 10)).toBe(0);
  });
});
