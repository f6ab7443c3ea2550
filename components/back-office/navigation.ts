import type { StaffAction } from '@/lib/domain/staff-access';

/** The back office's screens in the menu, each shown to those whose role has its action (lib/domain/staff-access.ts). */
export const SCREENS = [
  { href: '/check-in', action: 'checkIn', label: 'nav.checkIn' },
  { href: '/day', action: 'readDaySheet', label: 'nav.day' },
  { href: '/orders', action: 'lookUp', label: 'nav.orders' },
  { href: '/closures', action: 'manageSchedules', label: 'nav.closures' },
  { href: '/schedules', action: 'manageSchedules', label: 'nav.schedules' },
  { href: '/resources', action: 'manageSchedules', label: 'nav.resources' },
  { href: '/enquiries', action: 'manageEnquiries', label: 'nav.enquiries' },
  { href: '/gift-cards', action: 'manageGiftCards', label: 'nav.giftCards' },
  { href: '/promo-codes', action: 'managePromoCodes', label: 'nav.promoCodes' },
  { href: '/catalogue', action: 'manageCatalogue', label: 'nav.catalogue' },
  { href: '/images', action: 'manageImages', label: 'nav.images' },
  { href: '/content', action: 'manageContent', label: 'nav.content' },
  { href: '/waivers', action: 'readWaivers', label: 'nav.waivers' },
  { href: '/reports', action: 'readReports', label: 'nav.reports' },
  { href: '/settings', action: 'manageSettings', label: 'nav.settings' },
  { href: '/resellers', action: 'manageResellers', label: 'nav.resellers' },
  { href: '/audit', action: 'readAudit', label: 'nav.audit' },
] as const satisfies readonly { href: string; action: StaffAction; label: string }[];

export const screensFor = (actions: readonly StaffAction[]) => SCREENS.filter((screen) => actions.includes(screen.action));
