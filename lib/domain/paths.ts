/** A page path as stored: a leading slash, no trailing slash, lower case ('/About/' → '/about'). */
export function normalisePath(path: string): string {
  return `/${path.trim().replace(/^\/+|\/+$/g, '')}`.toLowerCase();
}

/** Where an activity's page lives. */
export const activityPath = (slug: string): string => `/things-to-do/${slug}`;

/** The contact page, which carries the venue-hire enquiry form (at #enquiry) when the locale takes enquiries. */
export const CONTACT_PATH = '/contact';
export const ENQUIRY_ANCHOR = 'enquiry';
