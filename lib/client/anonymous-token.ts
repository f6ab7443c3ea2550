import { v4 as uuidv4, validate } from 'uuid';

export const ANONYMOUS_TOKEN_KEY = 'anonymousToken';

// Used when storage is blocked (private modes, strict privacy settings): the visitor still gets a
// stable token for this page's lifetime instead of a crash.
let memoryToken: string | undefined;

/** The visitor's anonymous identity (there is no sign-in): created on first visit, kept in localStorage. */
export function getAnonymousToken(): string {
  try {
    const stored = window.localStorage.getItem(ANONYMOUS_TOKEN_KEY);
    if (stored && validate(stored)) return stored;
    const token = memoryToken ?? uuidv4();
    window.localStorage.setItem(ANONYMOUS_TOKEN_KEY, token);
    memoryToken = token;
    return token;
  } catch {
    memoryToken ??= uuidv4();
    return memoryToken;
  }
}
