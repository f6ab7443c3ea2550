import type { RiderInput } from '@/graphql/generated/resolvers';
import type { GroupProblem, RiderDetails, RiderProblem } from '@/lib/domain/riders';

/*
 * A rider's details and problems as the visitors' API carries them (./schema.graphql RiderInput,
 * RiderProblem, RiderGroupProblem): for My booking's and a rider's own page (./resolvers.ts) and for the
 * riders named at checkout (lib/server/checkout/resolvers.ts) alike.
 */

/** A RiderInput as the domain takes it: the answers' list as a record by question. */
export const riderDetailsOf = (rider: RiderInput): RiderDetails => ({
  name: rider.name,
  dateOfBirth: rider.dateOfBirth,
  heightCm: rider.heightCm ?? null,
  weightKg: rider.weightKg ?? null,
  answers: Object.fromEntries((rider.answers ?? []).map(({ question, answer }) => [question, answer])),
});

export const riderProblemView = (problem: RiderProblem) => ({
  code: problem.code,
  limit: 'limit' in problem ? problem.limit : null,
  question: 'question' in problem ? problem.question : null,
});

export const groupProblemView = ({ code, children, adults, adultsNeeded, rule }: GroupProblem) => ({ code, children, adults, adultsNeeded, ...rule });
