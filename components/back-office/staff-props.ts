import type { Language } from '@/lib/domain/language';
import type { StaffAction, StaffRole } from '@/lib/domain/staff-access';

/** A park as a staff member sees it. */
export interface StaffParkProps {
  id: string;
  name: string;
  /** Its day is counted in this time zone (the gate's "today"). */
  timeZone: string;
}

/** The signed-in staff member, as the screens need them (lib/server/staff/screens.ts). */
export interface StaffProps {
  email: string;
  displayName: string;
  role: StaffRole;
  parks: StaffParkProps[];
  /** What the role allows (lib/domain/staff-access.ts); the screens show only these. */
  actions: StaffAction[];
}

/** The props of every back office screen, from its getServerSideProps (lib/server/staff/screens.ts). */
export interface StaffShellProps {
  backOffice: true;
  lang: Language;
  demo: boolean;
  /** Null on the sign-in screen only: every other screen needs someone signed in. */
  staff: StaffProps | null;
  /** The signed-in member may not use this screen: it says so and shows nothing of it. */
  forbidden?: boolean;
  /** A screen of an unknown path. */
  notFound?: boolean;
  /** The screen is an installable app of its own (the scanner): its web app manifest, in the member's language. */
  manifest?: string;
}

export const isBackOfficeProps = (props: unknown): props is StaffShellProps => (props as Partial<StaffShellProps> | undefined)?.backOffice === true;
