/**
 * Who on the staff may do what, where (issue #22): one table of roles and actions, and one rule for
 * parks. Pure, so the server asks it before every staff action and the back office's screens can ask
 * it to hide what a role may not do (hiding is a courtesy; the server's answer is the rule).
 */

export const STAFF_ROLES = ['owner', 'manager', 'gate'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** Everything a staff member can be allowed to do. */
export const STAFF_ACTIONS = [
  // At the gate.
  'checkIn',
  'undoCheckIn',
  'lookUp',
  'readDaySheet',
  // Reading and printing the park's signed waivers (legal records a gate may be asked to show).
  'readWaivers',
  // Orders.
  'resendConfirmation',
  'takePaymentAtDesk',
  'cancel',
  'refund',
  'move',
  // The rest of a park's business.
  'manageGiftCards',
  'managePromoCodes',
  'manageEnquiries',
  // Closing and reopening sessions (weather, maintenance; issue #23).
  'manageSchedules',
  // The park's catalogue (issue #23): activities, ticket types and prices, their order and details.
  'manageCatalogue',
  // The park's image library (issue #23): uploading pictures, which the catalogue and pages then show.
  'manageImages',
  // The park's site content (issue #23): pages in both languages, drafts, previews, publishing, menus.
  'manageContent',
  // A park's site settings and payment methods (issue #23): titles, trackers, booking, checkout, gateways.
  'manageSettings',
  // The park's waiver texts: new versions in both languages (lib/server/riders/waiver-desk.ts).
  'manageWaivers',
  // Of those, what can take a site off the air or hand a server secret to a provider: a site's domain and
  // the environment variables a gateway's credentials are read from. Owners only (a park action).
  'manageSiteIdentity',
  // A park's resellers and their OCTO API keys (lib/server/resellers): a key sells the park's places at a
  // commission, so making or revoking one is the owners' (a park action, like manageSiteIdentity).
  'manageResellers',
  // The money, enquiries and mail of a park's day on the back office's start screen ("Today",
  // lib/server/dashboard): its sales, refunds, reservations due and inbox are a manager's, not the gate's.
  'readDashboardMoney',
  // Sales, refunds, occupancy and the accounting export of a park (lib/server/reports): its takings are
  // the managers' business, not the gate's.
  'readReports',
  // The operator's own: across every park.
  'readAudit',
  'manageStaff',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * Actions that belong to the operator, not to a park: reading the audit trail and managing staff
 * accounts (which may span parks). Only owners have them, and no park narrows them.
 */
const OPERATOR_ACTIONS: ReadonlySet<StaffAction> = new Set(['readAudit', 'manageStaff']);

const GATE: readonly StaffAction[] = ['checkIn', 'undoCheckIn', 'lookUp', 'readDaySheet', 'readWaivers'];
const MANAGER: readonly StaffAction[] = [
  ...GATE,
  'resendConfirmation',
  'takePaymentAtDesk',
  'cancel',
  'refund',
  'move',
  'manageGiftCards',
  'managePromoCodes',
  'manageEnquiries',
  'manageSchedules',
  'manageCatalogue',
  'manageImages',
  'manageContent',
  'manageSettings',
  'manageWaivers',
  'readDashboardMoney',
  'readReports',
];

/** The roles: a gate checks in and looks up; a manager runs a park's business; an owner does everything. */
export const ROLE_ACTIONS: Record<StaffRole, ReadonlySet<StaffAction>> = {
  gate: new Set(GATE),
  manager: new Set(MANAGER),
  owner: new Set(STAFF_ACTIONS),
};

/** What the rule needs to know about a staff member. */
export interface StaffGrant {
  role: StaffRole;
  /** The parks (parks.id) the account acts for. */
  parks: readonly string[];
}

export const isOperatorAction = (action: StaffAction): boolean => OPERATOR_ACTIONS.has(action);

/**
 * Whether `staff` may do `action` on something of `parkId`. A park's action is allowed only for a park
 * the account acts for; something that belongs to no park (null: the operator's global site) is an
 * owner's. An unknown role or action is refused: the rule fails closed.
 */
export function mayAct(staff: StaffGrant, action: StaffAction, parkId: string | null): boolean {
  const allowed = ROLE_ACTIONS[staff.role];
  if (!allowed?.has(action)) return false;
  if (OPERATOR_ACTIONS.has(action)) return true;
  if (parkId === null) return staff.role === 'owner';
  return staff.parks.includes(parkId);
}
