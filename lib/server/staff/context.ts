import { GraphQLError } from 'graphql';
import type { IncomingMessage } from 'node:http';
import { mayAct, type StaffAction } from '@/lib/domain/staff-access';
import type { StaffMember } from './accounts';
import { fromAdminOrigin, requestStaff } from './endpoints';

/** What every resolver of the back office's API knows: who is signed in, and from where. */
export interface StaffContext {
  staff: StaffMember;
  /** For rate limits. */
  clientAddress: string | null;
}

const unauthenticated = () => new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

/** Refused: the same answer whether the thing exists elsewhere or not (a Queenstown gate learns nothing of Hong Kong). */
export const forbidden = (): GraphQLError => new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });

/**
 * The back office API's context: the session cookie's staff member, or 401. A POST must come from the
 * back office's own origin (CSRF; Apollo's csrfPrevention also refuses simple requests), and a GET may
 * only read (Apollo refuses mutations over GET).
 */
export async function staffContext(req: IncomingMessage, clientAddress: string | null): Promise<StaffContext> {
  if (req.method === 'POST' && !fromAdminOrigin(req)) throw new GraphQLError('Cross-origin request refused', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  const staff = await requestStaff(req);
  if (!staff) throw unauthenticated();
  return { staff, clientAddress };
}

/**
 * Every back office resolver asks this before it reads or changes anything of a park: the park of the
 * thing itself (an order's locale's park), never one the browser names.
 */
export function allow(context: StaffContext, action: StaffAction, parkId: string | null): void {
  if (!mayAct(context.staff, action, parkId)) throw forbidden();
}
