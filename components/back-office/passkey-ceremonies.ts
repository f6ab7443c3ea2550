import { browserSupportsWebAuthn, sendSignal, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/*
 * The browser's half of the back office's passkeys (issue #22): SimpleWebAuthn asks the device, and the
 * back office's JSON endpoints (lib/server/staff/endpoints.ts) hand out the options and check the
 * answers. Every outcome is a word the screens translate; no error text of a browser reaches a person.
 */

interface Reply {
  status: number;
  data: Record<string, unknown>;
}

/** A POST to one of the back office's JSON endpoints, from its own origin (the server checks). */
async function post(path: string, body: unknown = {}): Promise<Reply> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, data };
}

/** Whether this browser can use passkeys at all (false while rendering on the server). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && browserSupportsWebAuthn();

/** The person closed the device's prompt, or let it time out: not an error of theirs or ours. */
const wasCancelled = (error: unknown): boolean => {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
};

export type PasskeySignIn = 'signedIn' | 'cancelled' | 'refused' | 'unknown' | 'tooMany' | 'unsupported' | 'failed';

/**
 * Signs in with a passkey on this device, naming no account: the device offers the passkeys it holds
 * for the back office and the person picks one. A passkey we no longer know is reported back to the
 * device (the Signal API, where the browser has it), so it can stop offering it.
 */
export async function signInWithPasskey(): Promise<PasskeySignIn> {
  if (!passkeysSupported()) return 'unsupported';
  try {
    const start = await post('/sign-in/passkey/options');
    if (start.status === 429) return 'tooMany';
    if (start.status !== 200) return 'failed';
    let answer;
    try {
      answer = await startAuthentication({ optionsJSON: start.data.options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    } catch (error) {
      return wasCancelled(error) ? 'cancelled' : 'failed';
    }
    const finish = await post('/sign-in/passkey', { response: answer });
    if (finish.status === 200) return 'signedIn';
    if (finish.status === 429) return 'tooMany';
    if (finish.data.error === 'unknownCredential') {
      void sendSignal({ signalName: 'unknownCredential', rpID: window.location.hostname, credentialID: answer.id }).catch(() => undefined);
      return 'unknown';
    }
    return finish.status === 400 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}

export type PasskeyAdded = { outcome: 'added'; name: string } | { outcome: 'cancelled' | 'already' | 'unsupported' | 'refused' | 'signedOut' | 'failed' };

/** Adds a passkey on this device to the signed-in member's account, under `name` (or the device's). */
export async function addPasskeyHere(name: string): Promise<PasskeyAdded> {
  if (!passkeysSupported()) return { outcome: 'unsupported' };
  try {
    const start = await post('/api/staff/passkeys/options');
    if (start.status === 401) return { outcome: 'signedOut' };
    if (start.status !== 200) return { outcome: 'failed' };
    let answer;
    try {
      answer = await startRegistration({ optionsJSON: start.data.options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { outcome: 'already' };
      return { outcome: wasCancelled(error) ? 'cancelled' : 'failed' };
    }
    const finish = await post('/api/staff/passkeys', { response: answer, name });
    if (finish.status === 201) return { outcome: 'added', name: String((finish.data.passkey as { name?: unknown } | undefined)?.name ?? name) };
    if (finish.status === 401) return { outcome: 'signedOut' };
    return { outcome: finish.status === 400 ? 'refused' : 'failed' };
  } catch {
    return { outcome: 'failed' };
  }
}

export type LinkRequest = { outcome: 'sent'; minutes: number } | { outcome: 'invalidEmail' | 'tooMany' | 'failed' };

/** Asks for a one-time sign-in link by email: the answer is the same whether the address has an account or not. */
export async function requestSignInLink(email: string): Promise<LinkRequest> {
  try {
    const reply = await post('/sign-in/email', { email });
    if (reply.status === 200) return { outcome: 'sent', minutes: Number(reply.data.minutes) || 15 };
    if (reply.status === 429) return { outcome: 'tooMany' };
    if (reply.status === 400 && reply.data.error === 'invalidEmail') return { outcome: 'invalidEmail' };
    return { outcome: 'failed' };
  } catch {
    return { outcome: 'failed' };
  }
}
