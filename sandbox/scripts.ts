import { mastercardSessionScript } from './providers/mastercard-frames';

/**
 * Scripts the payment sandbox serves in place of the providers' CDN scripts. They keep the providers'
 * global names so the same page code runs against the sandbox and the provider.
 */

/**
 * ROLLER's progressive checkout widget (checkout_iframe.js, opened with RollerCheckout.show()): reads its checkout code from the script
 * tag's data-checkout attribute and opens the sandbox checkout in an overlay iframe on show().
 */
const rollerCheckout = `(function () {
  if (window.RollerCheckout) return;
  var script = document.currentScript;
  var code = script && script.getAttribute('data-checkout');
  var base = script ? new URL(script.src, location.href) : new URL(location.href);
  var overlay;
  function hide() {
    if (overlay) { overlay.remove(); overlay = undefined; }
  }
  function show() {
    if (overlay || !code) return;
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Checkout');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2000;background:rgba(13,17,23,.6);display:grid;place-items:center';
    var frame = document.createElement('iframe');
    frame.title = 'Checkout';
    // The checkout lives beside this script: {sandbox}/roller/checkout_iframe.js frames {sandbox}/roller/checkout.
    frame.src = new URL('checkout?code=' + encodeURIComponent(code), base).href;
    frame.style.cssText = 'width:min(560px,96vw);height:min(720px,90vh);border:0;border-radius:20px;background:#fff';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.setAttribute('aria-label', 'Close checkout');
    close.style.cssText = 'position:absolute;top:16px;right:16px;min-height:38px;padding:6px 16px;border:0;border-radius:20px;background:#fff;color:#282f36;font:700 16px system-ui,sans-serif;cursor:pointer';
    close.addEventListener('click', hide);
    overlay.appendChild(close);
    overlay.appendChild(frame);
    overlay.addEventListener('click', function (event) { if (event.target === overlay) hide(); });
    document.addEventListener('keydown', function onKey(event) {
      if (event.key === 'Escape') { hide(); document.removeEventListener('keydown', onKey); }
    });
    document.body.appendChild(overlay);
    frame.focus();
  }
  window.RollerCheckout = { checkoutCode: code, show: show, hide: hide };
})();`;

export const sandboxScripts: Record<string, string> = {
  // Mastercard Gateway's session.js (lib/server/payments/adapters/mastercard.ts); also at its provider path (mastercard-frames.ts).
  'mastercard/session.js': mastercardSessionScript,
  'roller/checkout_iframe.js': rollerCheckout,
};
