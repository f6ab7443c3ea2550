/*
 * reCAPTCHA v3 in the browser: Google's script is loaded only where a form needs it (the enquiry form,
 * when a site key is configured) and asked for a token per submission. Its badge is hidden by the global
 * style (theme.hideRecaptchaBadge); the form shows Google's required attribution text instead.
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Google answers in well under a second; a blocked or hanging script must not hold the form for ever. */
const TIMEOUT_MS = 10_000;

let loading: Promise<Grecaptcha> | null = null;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads Google's script once per page; later calls share it. A failed load may be tried again. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= withTimeout(
    new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('reCAPTCHA missing')));
      script.onerror = () => reject(new Error('reCAPTCHA did not load'));
      document.head.appendChild(script);
    }),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh token for one submission (tokens are single-use and expire after two minutes). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return withTimeout(grecaptcha.execute(siteKey, { action }));
}
