/*
 * The waiting list's times (lib/domain/waiting-list.ts has its rules), with no imports: the pages that only
 * say them (the join's confirmation) load no form library for two numbers.
 */

/** How long an emailed offer holds its places for the visitor (the 30 minutes). */
export const OFFER_MINUTES = 30;

/**
 * How long a join waits for its emailed confirmation before it lapses. It keeps no place meanwhile, only
 * one of its mailbox's and client address's entries (WAITING_LIST_ENTRIES_PER_*): a day to find the mail.
 */
export const CONFIRM_HOURS = 24;
