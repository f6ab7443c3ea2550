import { describe, expect, it } from 'vitest';
import { mayAct, ROLE_ACTIONS, STAFF_ACTIONS, STAFF_ROLES, type StaffAction, type StaffRole } from '@/lib/domain/staff-access';

const at = (role: StaffRole, parks: string[] = ['queenstown']) => ({ role, parks });

describe('who on the staff may do what, where (issue #22)', () => {
  it('lets a gate check in and look up, and nothing else', () => {
    const allowed = STAFF_ACTIONS.filter((action) => mayAct(at('gate'), action, 'queenstown'));
    expect(allowed).toEqual(['checkIn', 'undoCheckIn', 'lookUp', 'readDaySheet', 'readWaivers']);
    for (const action of ['refund', 'cancel', 'move', 'takePaymentAtDesk', 'manageGiftCards', 'managePromoCodes', 'manageEnquiries', 'manageCatalogue', 'manageImages', 'manageStaff', 'readAudit'] as StaffAction[]) {
      expect(mayAct(at('gate'), action, 'queenstown')).toBe(false);
    }
  });

  it('lets a manager run bookings, refunds, moves, gift cards, promo codes, enquiries, the catalogue and images, but not staff or the audit trail', () => {
    for (const action of ['resendConfirmation', 'takePaymentAtDesk', 'cancel', 'refund', 'move', 'manageGiftCards', 'managePromoCodes', 'manageEnquiries', 'manageCatalogue', 'manageImages', 'checkIn', 'lookUp'] as StaffAction[]) {
      expect(mayAct(at('manager'), action, 'queenstown')).toBe(true);
    }
    expect(mayAct(at('manager'), 'readDashboardMoney', 'queenstown')).toBe(true);
    expect(mayAct(at('gate'), 'readDashboardMoney', 'queenstown')).toBe(false);
    expect(mayAct(at('manager'), 'readDashboardMoney', 'hong-kong')).toBe(false);
    expect(mayAct(at('manager'), 'manageStaff', null)).toBe(false);
    expect(mayAct(at('manager'), 'readAudit', null)).toBe(false);
  });

  it("lets managers and owners change a park's settings, and only owners its domain and credential names (issue #23)", () => {
    expect(mayAct(at('manager'), 'manageSettings', 'queenstown')).toBe(true);
    expect(mayAct(at('owner'), 'manageSettings', 'queenstown')).toBe(true);
    expect(mayAct(at('gate'), 'manageSettings', 'queenstown')).toBe(false);
    expect(mayAct(at('manager'), 'manageSettings', 'hong-kong')).toBe(false);
    expect(mayAct(at('manager'), 'manageSiteIdentity', 'queenstown')).toBe(false);
    expect(mayAct(at('owner'), 'manageSiteIdentity', 'queenstown')).toBe(true);
    // Resellers and their OCTO API keys: owners of the park, nobody else.
    expect(mayAct(at('owner'), 'manageResellers', 'queenstown')).toBe(true);
    expect(mayAct(at('owner'), 'manageResellers', 'hong-kong')).toBe(false);
    expect(mayAct(at('manager'), 'manageResellers', 'queenstown')).toBe(false);
    expect(mayAct(at('gate'), 'manageResellers', 'queenstown')).toBe(false);
    // The operator's global site (no park) is an owner's.
    expect(mayAct(at('manager'), 'manageSettings', null)).toBe(false);
    expect(mayAct(at('owner'), 'manageSettings', null)).toBe(true);
  });

  it('lets an owner do everything, staff management included', () => {
    for (const action of STAFF_ACTIONS) expect(mayAct(at('owner'), action, 'queenstown')).toBe(true);
    expect(mayAct(at('owner'), 'manageStaff', null)).toBe(true);
    expect(mayAct(at('owner'), 'readAudit', 'hong-kong')).toBe(true);
  });

  it('keeps every role inside its parks: a Queenstown account acts for nothing of Hong Kong', () => {
    for (const role of STAFF_ROLES) {
      for (const action of ROLE_ACTIONS[role]) {
        if (action === 'manageStaff' || action === 'readAudit') continue;
        expect(mayAct(at(role), action, 'hong-kong')).toBe(false);
        expect(mayAct(at(role, ['queenstown', 'hong-kong']), action, 'hong-kong')).toBe(true);
      }
    }
  });

  it('leaves what belongs to no park to owners, and refuses what it does not know', () => {
    expect(mayAct(at('owner'), 'lookUp', null)).toBe(true);
    expect(mayAct(at('manager'), 'lookUp', null)).toBe(false);
    expect(mayAct(at('gate'), 'checkIn', null)).toBe(false);
    expect(mayAct({ role: 'admin' as StaffRole, parks: ['queenstown'] }, 'lookUp', 'queenstown')).toBe(false);
    expect(mayAct(at('owner'), 'dropTables' as StaffAction, 'queenstown')).toBe(false);
    expect(mayAct(at('manager', []), 'refund', 'queenstown')).toBe(false);
  });
});
