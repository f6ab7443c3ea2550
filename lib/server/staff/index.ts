import type { IncomingMessage } from 'node:http';
import { toDomain } from '@/lib/domain/host';
import { env } from '../platform/config';

/**
 * Staff: the back office's accounts (role and parks), their sign-in (passkeys, one-time links printed
 * or emailed) and server-side sessions, and the audit trail every staff action writes (issue #22).
 */
export { addStaff, findStaffByEmail, existingStaffEmails, normaliseEmail, parkViews } from './accounts';
export type { AddStaffResult, NewStaff, ParkView, StaffMember } from './accounts';
export { adminT, browserLanguage } from './translate';
export type { AdminKey, AdminT } from './translate';
export { screenUrl } from './screens';
export { auditTrail, recordStaffAction } from './audit';
export type { Actor, AuditEntry, AuditRecord } from './audit';
export { adminOrigin, signInUrl } from './admin-origin';
export { adminHostProblem } from './admin-host';
export { createSignInLink, deleteExpiredSignIns, emailSignInLink, endSession, sessionStaff, signInWithLink, SESSION_HOURS, SIGN_IN_LINK_MINUTES } from './sign-in';
export { addPasskey, passkeyRegistrationOptions, passkeySignInOptions, passkeysOf, removePasskey, signInWithPasskey, takeChallenge, userHandleOf, CHALLENGE_MINUTES } from './passkeys';
export type { AddPasskeyResult, PasskeySignInResult, PasskeyView } from './passkeys';
export type { SignInLinkResult, SignInResult } from './sign-in';
export { backOfficeEndpoint, common as backOfficeHeaders, fromAdminOrigin, requestStaff } from './endpoints';
export { csvDownload, plainAnswer, signedInDownload, type DownloadEndpoint } from './downloads';

/** Whether a request is for the back office's host (ADMIN_HOST): it is answered by the back office only. */
export const isBackOfficeRequest = (req: IncomingMessage): boolean => toDomain(req.headers.host) === env().ADMIN_HOST;
export { allow, forbidden, staffContext } from './context';
export type { StaffContext } from './context';
