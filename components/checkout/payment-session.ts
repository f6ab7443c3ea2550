/**
 * Mastercard Gateway's Hosted Session browser API (`session.js`), as much of it as the checkout uses.
 * The same global is served by the provider's CDN and by the local payment sandbox.
 */

export type CardFieldErrorKey = 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'securityCode';

export interface FormSessionUpdateResponse {
  status: 'ok' | 'fields_in_error' | 'system_error' | 'request_timeout';
  session?: { id: string; updateStatus?: string; version?: string };
  /** Per field: 'missing' or 'invalid'. */
  errors?: Partial<Record<CardFieldErrorKey, string>>;
  message?: string;
}

export interface PaymentSessionConfig {
  session: string;
  /** CSS selectors of the elements the provider replaces with its card-field iframes. */
  fields: { card: { number: string; securityCode: string; expiryMonth: string; expiryYear: string } };
  /** The provider's clickjacking defence; 'javascript' refuses to run inside another page's frame. */
  frameEmbeddingMitigation: ('javascript' | 'x-frame-options' | 'csp')[];
  callbacks: {
    initialized?: (response: { status: 'ok' | 'system_error'; message?: string }) => void;
    formSessionUpdate?: (response: FormSessionUpdateResponse) => void;
  };
}

export interface PaymentSessionApi {
  configure(config: PaymentSessionConfig): void;
  updateSessionFromForm(type: 'card'): void;
  setFocus?(field: string): void;
}

declare global {
  interface Window {
    PaymentSession?: PaymentSessionApi;
  }
}

const LOAD_TIMEOUT_MS = 15_000;

/**
 * The PaymentSession global, loading `scriptUrl` when it is not on the page yet. The shell also loads
 * the widget (lazily), so either may arrive first; whichever does, the global is what counts.
 */
export function loadPaymentSession(scriptUrl?: string): Promise<PaymentSessionApi> {
  if (window.PaymentSession) return Promise.resolve(window.PaymentSession);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (api?: PaymentSessionApi) => {
      if (settled) return;
      settled = true;
      window.clearInterval(poll);
      window.clearTimeout(timeout);
      if (api) resolve(api);
      else reject(new Error('The card payment widget did not load'));
    };
    const check = () => window.PaymentSession && finish(window.PaymentSession);
    const poll = window.setInterval(check, 200);
    const timeout = window.setTimeout(() => finish(), LOAD_TIMEOUT_MS);
    if (scriptUrl && !Array.from(document.scripts).some((s) => s.src === new URL(scriptUrl, window.location.href).href)) {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.addEventListener('load', check);
      script.addEventListener('error', () => finish());
      document.head.appendChild(script);
    }
  });
}
