/*
 * A desk action's answer as the tests ask for it: the union of lib/server/order-desk/staff.graphql
 * (StaffOrderActionResult), done or refused, with the order as it stands either way.
 */

/** The selection of a desk action's answer, with `order` the fields of the order to read in both members. */
export const actionAnswer = (order: string): string =>
  `__typename ... on StaffOrderActionDone { order { ${order} } } ... on StaffOrderActionRefused { problem order { ${order} } }`;

/** Only whether it was done, and why not. */
export const ACTION_PROBLEM = '__typename ... on StaffOrderActionRefused { problem }';

export type ActionAnswer<O = Record<string, unknown>> =
  | { __typename: 'StaffOrderActionDone'; order: O }
  | { __typename: 'StaffOrderActionRefused'; problem: string; order: O };

export type ActionResult<K extends string, O = Record<string, unknown>> = { [key in K]: ActionAnswer<O> };

/** The refusal's problem; null when the action was done; undefined when there was no answer (an error). */
export const problemOf = (answer: { __typename: string; problem?: string } | null | undefined): string | null | undefined =>
  answer ? (answer.__typename === 'StaffOrderActionRefused' ? answer.problem : null) : undefined;
