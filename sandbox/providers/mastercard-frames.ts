import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@/lib/domain/escape-html';
import type { SandboxRequest, SandboxResponse } from '../http';

/**
 * Mastercard Gateway Hosted Session in the sandbox (lib/server/payments/adapters/mastercard.ts): the
 * `session.js` a checkout page loads, and the card-field pages it frames. The split is the provider's:
 * the page only ever holds iframes of the sandbox's origin; the card number, expiry and security code
 * are typed into those frames and posted by them straight to the sandbox, never to the shop.
 *
 * How the pieces talk:
 * - session.js → number frame (postMessage, target = the sandbox origin): "submit".
 * - number frame ↔ other frames (a BroadcastChannel, which only same-origin documents can join): the
 *   number frame collects the other three values, then POSTs all four as JSON to
 *   `{sandbox}/mastercard/form/session/{sessionId}` (same origin, so no CORS; a JSON body cannot be
 *   sent there cross-origin without a preflight the sandbox never grants, so the shop's page cannot
 *   post card data itself).
 * - number frame → session.js (postMessage, target = the page's origin): the provider's
 *   formSessionUpdate response: status, session id and per-field errors. It carries no card data.
 */

/** The four card fields, as PaymentSession.configure names them. */
export const CARD_FIELDS = ['number', 'expiryMonth', 'expiryYear', 'securityCode'] as const;
export type CardFieldName = (typeof CARD_FIELDS)[number];

export const mastercardSessionScript = `(function () {
  if (window.PaymentSession) return;
  var FIELDS = ['number', 'expiryMonth', 'expiryYear', 'securityCode'];
  var DEFAULT_LABELS = { number: 'Card number', expiryMonth: 'Expiry month', expiryYear: 'Expiry year', securityCode: 'Security code' };
  // The frames live on the origin this script came from, as the provider's do: derive it from our own src.
  var script = document.currentScript || document.querySelector('script[src*="/mastercard/"][src$="session.js"]');
  var src = script ? new URL(script.getAttribute('src'), location.href).href : location.href;
  var match = /^(.*?\\/mastercard\\/)/.exec(src);
  var base = match ? match[1] : new URL('/mastercard/', src).href;
  var frameOrigin = new URL(base).origin;
  var state = null;

  function random() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function textOf(ids) {
    return (ids || '').split(/\\s+/).filter(Boolean).map(function (id) {
      var node = document.getElementById(id);
      return node ? node.textContent : '';
    }).join(' ').replace(/\\s+/g, ' ').trim();
  }
  // The frame's accessible name comes from the merchant's page, so it is in the page's language.
  function labelOf(el) {
    var label = el.getAttribute('aria-label') || textOf(el.getAttribute('aria-labelledby'));
    if (!label && el.id) {
      var tag = document.querySelector('label[for="' + CSS.escape(el.id) + '"]');
      if (tag) label = tag.textContent.replace(/\\s+/g, ' ').trim();
    }
    return label;
  }
  function call(fn, value) {
    if (typeof fn === 'function') {
      try { fn(value); } catch (error) { setTimeout(function () { throw error; }); }
    }
  }
  function post(frame, message) {
    message.source = 'mc-sandbox-host';
    message.channel = state.channel;
    if (frame.contentWindow) frame.contentWindow.postMessage(message, frameOrigin);
  }

  window.addEventListener('message', function (event) {
    if (!state || event.origin !== frameOrigin) return;
    var data = event.data;
    if (!data || data.source !== 'mc-sandbox' || data.channel !== state.channel) return;
    if (data.type === 'ready' && FIELDS.indexOf(data.field) >= 0) {
      state.ready[data.field] = true;
      if (!state.initialized && FIELDS.every(function (f) { return state.ready[f]; })) {
        state.initialized = true;
        call(state.callbacks.initialized, { status: 'ok' });
      }
    } else if (data.type === 'formSessionUpdate') {
      var pending = state.pending[data.requestId];
      if (!pending) return;
      delete state.pending[data.requestId];
      clearTimeout(pending);
      call(state.callbacks.formSessionUpdate, data.response);
    }
  });

  function configure(config) {
    var callbacks = (config && config.callbacks) || {};
    function fail(message) { call(callbacks.initialized, { status: 'system_error', message: message }); }
    var card = config && config.fields && config.fields.card;
    if (!config || typeof config.session !== 'string' || !config.session || !card) return fail('session and fields.card are required');
    var mitigation = config.frameEmbeddingMitigation;
    if (!Array.isArray(mitigation) || !mitigation.length) return fail('frameEmbeddingMitigation is required');
    // The provider's clickjacking defence: with "javascript", a payment page inside another page is refused.
    if (mitigation.indexOf('javascript') >= 0 && window.top !== window.self) return fail('the payment page is framed');
    var elements = {};
    for (var i = 0; i < FIELDS.length; i++) {
      var selector = card[FIELDS[i]];
      var el = selector && document.querySelector(selector);
      if (!el) return fail('no element for fields.card.' + FIELDS[i]);
      elements[FIELDS[i]] = el;
    }
    if (state) Object.keys(state.pending).forEach(function (id) { clearTimeout(state.pending[id]); });
    state = { session: config.session, callbacks: callbacks, channel: random(), ready: {}, initialized: false, frames: {}, pending: {} };
    FIELDS.forEach(function (field) {
      var el = elements[field];
      var label = labelOf(el) || DEFAULT_LABELS[field];
      var params = new URLSearchParams({
        field: field,
        session: config.session,
        channel: state.channel,
        origin: location.origin,
        label: label,
        hint: textOf(el.getAttribute('aria-describedby')),
        lang: document.documentElement.lang || 'en'
      });
      var frame = document.createElement('iframe');
      frame.src = base + 'form/field?' + params.toString();
      frame.title = label;
      frame.setAttribute('scrolling', 'no');
      frame.setAttribute('data-payment-field', field);
      frame.style.cssText = 'display:block;width:100%;height:44px;border:0;margin:0;padding:0;background:transparent;overflow:hidden';
      // The provider's API names input elements, which it replaces; a container gets the frame inside.
      if (el.tagName === 'INPUT' || el.hasAttribute('data-payment-field')) {
        frame.id = el.id;
        el.replaceWith(frame);
      } else {
        el.replaceChildren(frame);
      }
      state.frames[field] = frame;
    });
  }

  function updateSessionFromForm(type) {
    if (!state) throw new Error('PaymentSession.configure must be called first');
    var current = state;
    var session = { id: current.session };
    if (type !== 'card') return call(current.callbacks.formSessionUpdate, { status: 'system_error', session: session, message: 'unsupported type' });
    if (!current.initialized) return call(current.callbacks.formSessionUpdate, { status: 'system_error', session: session, message: 'fields not ready' });
    var requestId = random();
    current.pending[requestId] = setTimeout(function () {
      delete current.pending[requestId];
      call(current.callbacks.formSessionUpdate, { status: 'request_timeout', session: session });
    }, 20000);
    post(current.frames.number, { type: 'submit', requestId: requestId });
  }

  function setFocus(name) {
    var field = String(name || '').replace(/^card\\./, '');
    if (state && state.frames[field]) post(state.frames[field], { type: 'focus' });
  }

  window.PaymentSession = { sandbox: true, configure: configure, updateSessionFromForm: updateSessionFromForm, setFocus: setFocus };
})();`;

/** The script each card-field frame runs. It reads its settings from its own URL. */
const fieldScript = `(function () {
  var params = new URLSearchParams(location.search);
  var field = params.get('field');
  var session = params.get('session');
  var channel = params.get('channel');
  var parentOrigin = params.get('origin');
  var ERROR_KEYS = { number: 'cardNumber', expiryMonth: 'expiryMonth', expiryYear: 'expiryYear', securityCode: 'securityCode' };
  var OTHERS = ['expiryMonth', 'expiryYear', 'securityCode'];
  var input = document.getElementById('field');
  var peers = new BroadcastChannel('mc-sandbox:' + channel);
  var collecting = null;

  function toParent(message) {
    message.source = 'mc-sandbox';
    message.channel = channel;
    window.parent.postMessage(message, parentOrigin);
  }
  function mark(errors) {
    if (errors && errors[ERROR_KEYS[field]]) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  input.addEventListener('input', function () {
    // Digits only (and spaces in the number), as the provider's fields reject other characters.
    var clean = field === 'number' ? input.value.replace(/[^\\d ]/g, '') : input.value.replace(/\\D/g, '');
    if (clean !== input.value) input.value = clean;
    input.removeAttribute('aria-invalid');
  });

  function send(requestId, values) {
    collecting = null;
    fetch('session/' + encodeURIComponent(session), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
      credentials: 'omit',
      cache: 'no-store'
    })
      .then(function (response) { return response.json(); })
      .then(function (response) {
        var errors = response.errors || {};
        mark(errors);
        peers.postMessage({ type: 'result', errors: errors });
        toParent({ type: 'formSessionUpdate', requestId: requestId, response: response });
      })
      .catch(function () {
        toParent({ type: 'formSessionUpdate', requestId: requestId, response: { status: 'system_error', session: { id: session } } });
      });
  }

  peers.onmessage = function (event) {
    var data = event.data || {};
    if (data.type === 'collect' && field !== 'number') {
      peers.postMessage({ type: 'value', requestId: data.requestId, field: field, value: input.value });
    } else if (data.type === 'value' && collecting && data.requestId === collecting.requestId && OTHERS.indexOf(data.field) >= 0) {
      collecting.values[data.field] = String(data.value || '');
      if (OTHERS.every(function (f) { return f in collecting.values; })) send(collecting.requestId, collecting.values);
    } else if (data.type === 'result') {
      mark(data.errors);
    }
  };

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data || {};
    if (data.source !== 'mc-sandbox-host' || data.channel !== channel) return;
    if (data.type === 'focus') input.focus();
    if (data.type === 'submit' && field === 'number') {
      var current = { requestId: String(data.requestId), values: { number: input.value } };
      collecting = current;
      peers.postMessage({ type: 'collect', requestId: current.requestId });
      // A frame that does not answer counts as an empty field; the sandbox then says which one.
      setTimeout(function () { if (collecting === current) send(current.requestId, current.values); }, 1500);
    }
  });

  toParent({ type: 'ready', field: field });
})();`;

const FIELD_INPUT: Record<CardFieldName, { label: string; autocomplete: string; maxLength: number; placeholder: string }> = {
  number: { label: 'Card number', autocomplete: 'cc-number', maxLength: 23, placeholder: '1234 1234 1234 1234' },
  // Separate month and year fields take the month and year tokens; cc-exp is for a single MM/YY field.
  expiryMonth: { label: 'Expiry month', autocomplete: 'cc-exp-month', maxLength: 2, placeholder: 'MM' },
  expiryYear: { label: 'Expiry year', autocomplete: 'cc-exp-year', maxLength: 2, placeholder: 'YY' },
  securityCode: { label: 'Security code (CVV), the 3-digit number on the back of your card', autocomplete: 'cc-csc', maxLength: 4, placeholder: '123' },
};

const isField = (value: unknown): value is CardFieldName => CARD_FIELDS.includes(value as CardFieldName);

/** Card-field page: one plain input, 44px high, that looks like the shop's own inputs. */
export function cardFieldPage(request: SandboxRequest): SandboxResponse {
  const field = request.query.field;
  if (!isField(field) || !request.query.session || !request.query.channel || !request.query.origin) {
    return { status: 400, headers: { 'content-type': 'text/plain' }, body: 'field, session, channel and origin are required' };
  }
  const spec = FIELD_INPUT[field];
  const label = (request.query.label ?? '').trim().slice(0, 200) || spec.label;
  const hint = (request.query.hint ?? '').trim().slice(0, 300);
  const lang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(request.query.lang ?? '') ? request.query.lang! : 'en';
  const nonce = randomBytes(16).toString('base64');
  const body = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(label)}</title>
<style nonce="${nonce}">html,body{margin:0;padding:0;background:transparent;overflow:hidden}
input{box-sizing:border-box;display:block;width:100%;height:44px;margin:0;padding:0 12px;font:16px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#282f36;background:#fff;border:1px solid #8a939c;border-radius:8px;outline:none}
input::placeholder{color:#7a838c}input:focus{border-color:#0059e9;box-shadow:inset 0 0 0 2px #0059e9}
input[aria-invalid=true]{border-color:#b44646;box-shadow:inset 0 0 0 1px #b44646}input[aria-invalid=true]:focus{box-shadow:inset 0 0 0 2px #b44646}</style></head>
<body><input id="field" name="${field}" type="text" inputmode="numeric" autocomplete="${spec.autocomplete}" maxlength="${spec.maxLength}"
 placeholder="${escapeHtml(spec.placeholder)}" aria-label="${escapeHtml(label)}"${hint ? ' aria-describedby="hint"' : ''} spellcheck="false" autocapitalize="off" autocorrect="off">
${hint ? `<span id="hint" hidden>${escapeHtml(hint)}</span>` : ''}
<script nonce="${nonce}">${fieldScript}</script></body></html>`;
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      // Only this page's own script runs, and it may only talk to the sandbox.
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
    },
    body,
  };
}
