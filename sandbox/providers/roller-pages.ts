import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@/lib/domain/escape-html';
import { notifyModeSelect, type SandboxResponse } from '../http';
import type { CardField, CardFieldError } from '../test-cards';

/**
 * The pages of ROLLER's payment step in the sandbox: the card form a draft booking's token opens, and
 * the result page that tells the embedding checkout what happened. They are on the sandbox's origin, in
 * a frame on the shop's page; the card is posted to the sandbox and never seen by the shop.
 */

/** What the result page tells the embedding page. */
export type RollerFrameResult = 'paid' | 'declined' | 'cancelled' | 'expired';

// Sized for the frame at any width down to a 320 px phone's (278 px inside the checkout): every column
// may shrink below its content, long references break anywhere, and the fields fill their column. It
// shrinks no further than that phone needs: Chromium, capturing a whole page, briefly lays a frame from
// another origin out 176 px wide, and the capture would show the form squeezed into that.
const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#fff;color:#282f36}
main{max-width:460px;min-width:240px;margin:0 auto;padding:20px}h1{font-size:20px;margin:0 0 4px}p.provider{margin:0 0 12px;color:#56606b;font-size:14px}
table{width:100%;border-collapse:collapse;margin-bottom:12px}th{text-align:left;font-weight:600;padding:4px 8px 4px 0;width:30%;vertical-align:top}td{padding:4px 0;overflow-wrap:anywhere}
form{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}.row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;align-items:start}
label{display:grid;grid-template-columns:minmax(0,1fr);gap:4px;font-size:14px;font-weight:600}
input,select{box-sizing:border-box;width:100%;height:44px;font:16px system-ui,sans-serif;padding:0 12px;border:1px solid #8a939c;border-radius:8px;color:#282f36;background:#fff}
input:focus,select:focus{outline:none;border-color:#0059e9;box-shadow:inset 0 0 0 2px #0059e9}input[aria-invalid=true]{border-color:#b44646}
.hint{font-weight:400;color:#56606b;font-size:13px}.error{font-weight:400;color:#b44646;font-size:13px}
button{min-height:44px;border-radius:20px;border:2px solid #282f36;background:#fff;font:700 16px system-ui,sans-serif;cursor:pointer;color:#282f36}
button.primary{background:#0059e9;border-color:#0059e9;color:#fff}button:focus-visible{outline:3px solid #0059e9;outline-offset:2px}
.message{padding:12px;border-radius:12px;background:#fdf1f1;color:#b44646;margin:0 0 12px}.done{padding:12px;border-radius:12px;background:#eef4ff}
@media (max-width:400px){main{padding:16px 12px}}`;

/**
 * Tells the embedding page how tall the page is, at once and whenever that changes (a narrower frame,
 * error messages), so the frame can fit it instead of hiding Pay and Cancel below its own scroll bar, as
 * providers' embedded forms do. Changes after the first are sent once the size has settled for a moment:
 * a phone turning, a window being resized or a page being captured whole passes through sizes in between.
 * The message carries a size only; the shop bounds it.
 */
const REPORT_HEIGHT = `if (window.parent !== window) {
  let sent = 0, timer;
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== sent) window.parent.postMessage({ source: 'roller-sandbox', height }, '*');
    sent = height;
  };
  new ResizeObserver(() => { clearTimeout(timer); if (sent) timer = setTimeout(send, 250); else send(); }).observe(document.documentElement);
}
`;

function page(title: string, content: string, script = ''): SandboxResponse {
  const nonce = randomBytes(16).toString('base64');
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'`,
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>${content}</main><script nonce="${nonce}">${REPORT_HEIGHT}${script}</script></body></html>`,
  };
}

const ERROR_TEXT: Record<CardField, string> = {
  cardNumber: 'Enter a valid card number.',
  expiryMonth: 'Enter a valid expiry date (MM/YY) that has not passed.',
  expiryYear: 'Enter a valid expiry date (MM/YY) that has not passed.',
  securityCode: 'Enter the 3-digit security code from the back of the card.',
};

interface PayPageOptions {
  lines: [string, string][];
  errors?: Partial<Record<CardField, CardFieldError>>;
}

/** The card form: number, expiry and CVV, then Pay or Cancel. Nothing typed is ever echoed back. */
export function payPage({ lines, errors = {} }: PayPageOptions): SandboxResponse {
  const rows = lines.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const expiryError = errors.expiryMonth ?? errors.expiryYear;
  const field = (name: string, label: string, attrs: string, error: CardFieldError | undefined, text: string, hint = '') => {
    const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ');
    // The hint goes under the field, so the fields side by side line up whatever their hints.
    return `<label>${escapeHtml(label)}
<input name="${name}" type="text" inputmode="numeric" ${attrs} required spellcheck="false"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>
${hint ? `<span class="hint" id="${name}-hint">${escapeHtml(hint)}</span>` : ''}${error ? `<span class="error" id="${name}-error">${escapeHtml(text)}</span>` : ''}</label>`;
  };
  const hasErrors = Object.keys(errors).length > 0;
  return page(
    'ROLLER Payments',
    `<h1>Pay for your booking</h1><p class="provider">ROLLER Payments · payment sandbox</p>
${hasErrors ? '<p class="message" role="alert">Please check the card details.</p>' : ''}
<table>${rows}</table>
<form method="post">
${field('number', 'Card number', 'autocomplete="cc-number" maxlength="23"', errors.cardNumber, ERROR_TEXT.cardNumber)}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', expiryError, ERROR_TEXT.expiryMonth)}
${field('securityCode', 'CVV', 'autocomplete="cc-csc" maxlength="4"', errors.securityCode, ERROR_TEXT.securityCode, '3-digit number on the back of your card')}
</div>
${notifyModeSelect()}
<button name="choice" value="pay" class="primary">Pay</button>
<button name="choice" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

const RESULT_TEXT: Record<RollerFrameResult, string> = {
  paid: 'Payment approved. Your booking is confirmed.',
  declined: 'The card was declined.',
  cancelled: 'The payment was cancelled.',
  expired: 'This booking hold has expired.',
};

/**
 * The outcome, and a message to the embedding page so it can ask its server to check. The target
 * origin is '*' because the sandbox does not know which shop domain framed it, and that is safe here:
 * the message carries no secret, only an outcome the shop never trusts (it asks the provider itself).
 */
export function resultPage(result: RollerFrameResult): SandboxResponse {
  const message = JSON.stringify({ source: 'roller-sandbox', status: result });
  return page(
    'ROLLER Payments',
    `<h1>ROLLER Payments</h1><p class="provider">payment sandbox</p><p class="done" role="status">${escapeHtml(RESULT_TEXT[result])}</p>`,
    `if (window.parent !== window) window.parent.postMessage(${message}, '*');`,
  );
}
