/**
 * The order desk (issue #22): staff finding orders, reading one with everything that happened to it,
 * and acting on it as a member through the orders capability's commands (lib/server/orders/commands):
 * the park's and role's checks, the audit entry, the answer as a staff union. Its API is the back
 * office's alone (staff.graphql, composed by lib/server/graphql), so this index exports nothing.
 */
export {};
