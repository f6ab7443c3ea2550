import type { Language } from '@/lib/domain/language';
import { WIDGET_ATTRIBUTE, widgetPagePath, withHost } from '@/lib/domain/widget';
import { acceptWidgetMessage, type WidgetMessage } from '@/lib/domain/widget-messages';

/*
 * The booking widget's loader, as it runs on a partner's page (docs/widget.md): a plain script the park's
 * domain serves (/widget.js, lib/server/site/widget-script.ts), built on its own by tools/build-widget.ts
 * (no React, no framework: it must stay small, BUDGETS.widgetLoaderJs). A click on an element carrying
 * WIDGET_ATTRIBUTE opens the park's booking in an overlay: a modal dialog holding an iframe of the park's
 * own widget pages, in the language the element names.
 */

/** What the server tells the loader of its park (lib/server/site/widget-script.ts): each of its sites by language. */
export interface LoaderConfig {
  /** The language of the site the script was loaded from: the widget's when the button names none the park has. */
  language: Language;
  sites: Partial<Record<Language, { origin: string; title: string }>>;
}

/** The loader's own words: the dialog's name and its close button, in the widget's language. */
const WORDS: Record<Language, { dialog: (park: string) => string; close: string }> = {
  en: { dialog: (park) => `Book with ${park}`, close: 'Close' },
  'zh-Hant': { dialog: (park) => `預訂：${park}`, close: '關閉' },
};

/** The site a button opens: the park's site in the language it names, else the script's own site's. */
export function siteFor(config: LoaderConfig, language: string | null | undefined): { origin: string; title: string; language: Language } | null {
  const chosen = (Object.keys(config.sites) as Language[]).includes(language as Language) ? (language as Language) : config.language;
  const site = config.sites[chosen];
  return site ? { ...site, language: chosen } : null;
}

/** The address the overlay frames: the activity's booking (or the list) on that site, naming this page's origin. */
export const frameAddress = (siteOrigin: string, activity: string | null | undefined, pageOrigin: string): string =>
  `${siteOrigin}${withHost(widgetPagePath(activity), pageOrigin)}`;

/** Widths at which the overlay fills the screen (a phone) rather than floating at its content's height. */
const FULL_SCREEN = '(max-width: 600px)';

const css = (element: HTMLElement, style: string) => element.setAttribute('style', style);

/** The frame's height on a wide screen: its content's, at least a little, at most the screen less the margins and the bar. */
const frameHeight = (content: number) => `min(${Math.max(240, content)}px, calc(100vh - 84px))`;

interface Open {
  close: () => void;
}

/** Opens the overlay for `trigger` (the partner's button); one at a time. */
function openOverlay(config: LoaderConfig, trigger: HTMLElement, onClosed: () => void): Open | null {
  const site = siteFor(config, trigger.getAttribute('data-language'));
  if (!site) return null;
  const words = WORDS[site.language];
  const full = window.matchMedia(FULL_SCREEN).matches;

  const backdrop = document.createElement('div');
  // Held at the top, not centred: as the frame grows and shrinks with its content, the booking stays put.
  css(backdrop, `position:fixed;inset:0;z-index:2147483000;background:rgba(13,17,23,.6);display:flex;align-items:flex-start;justify-content:center;padding:${full ? 0 : 16}px`);
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.lang = site.language;
  css(dialog, `display:flex;flex-direction:column;background:#fff;overflow:hidden;width:${full ? '100%;height:100%' : 'min(720px,100%);max-height:100%;border-radius:16px;box-shadow:0 24px 64px rgba(13,17,23,.35)'}`);
  // The dialog's own bar, the partner's page's: its name, and the way out whatever the frame shows.
  const bar = document.createElement('div');
  css(bar, 'display:flex;align-items:center;justify-content:space-between;gap:12px;flex:none;height:52px;box-sizing:border-box;padding:0 6px 0 16px;border-bottom:1px solid #d5dde8;background:#fff;color:#282f36');
  const title = document.createElement('span');
  title.id = `summit-rush-widget-title-${Date.now()}`;
  title.textContent = words.dialog(site.title);
  css(title, 'font:700 16px/1.2 system-ui,sans-serif;overflow:hidden;text-overflow:ellipsis;white-space:nowrap');
  dialog.setAttribute('aria-labelledby', title.id);
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', words.close);
  close.textContent = '\u2715';
  css(close, 'flex:none;width:44px;height:44px;border:0;border-radius:22px;background:#f4f7fb;color:#282f36;font:700 20px/44px system-ui,sans-serif;cursor:pointer');
  bar.append(title, close);
  const frame = document.createElement('iframe');
  frame.title = words.dialog(site.title);
  frame.src = frameAddress(site.origin, trigger.getAttribute('data-activity'), window.location.origin);
  frame.allow = 'payment';
  css(frame, `display:block;width:100%;border:0;${full ? 'flex:1' : `height:${frameHeight(640)}`}`);
  // Tab past either end of the dialog comes round to its other end: the page behind is out of reach.
  const guard = (to: () => HTMLElement) => {
    const span = document.createElement('span');
    span.tabIndex = 0;
    span.addEventListener('focus', () => to().focus());
    return span;
  };
  dialog.append(bar, frame);
  backdrop.append(guard(() => frame), dialog, guard(() => close));

  // The page behind the dialog is inert while it is open (no focus, no screen reader), and does not scroll.
  const inert = [...document.body.children].filter((element): element is HTMLElement => element instanceof HTMLElement && !element.inert);
  for (const element of inert) element.inert = true;
  const overflow = document.documentElement.style.overflow;
  document.documentElement.style.overflow = 'hidden';

  const onMessage = (event: MessageEvent) => {
    const message = acceptWidgetMessage(event, site.origin, event.source === frame.contentWindow);
    if (message) handle(message);
  };
  const handle = (message: WidgetMessage) => {
    if (message.type === 'close') return done();
    // On a wide screen the overlay takes its content's height, up to the screen's; on a phone the whole screen.
    if (message.type === 'resize' && !full) return void (frame.style.height = frameHeight(message.height));
    // The partner's page hears it as a DOM event too, already checked (docs/widget.md).
    if (message.type === 'booking-completed') trigger.dispatchEvent(new CustomEvent('summit-rush-widget:booking-completed', { bubbles: true, detail: message }));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') done();
  };
  backdrop.addEventListener('click', (event) => event.target === backdrop && done());
  close.addEventListener('click', () => done());
  window.addEventListener('message', onMessage);
  document.addEventListener('keydown', onKey);
  document.body.append(backdrop);
  close.focus();

  let closed = false;
  function done() {
    if (closed) return;
    closed = true;
    window.removeEventListener('message', onMessage);
    document.removeEventListener('keydown', onKey);
    backdrop.remove();
    for (const element of inert) element.inert = false;
    document.documentElement.style.overflow = overflow;
    // Back to the button that opened it.
    trigger.focus();
    onClosed();
  }
  return { close: done };
}

/**
 * Starts the loader on this page, once however often the script is included: any element carrying
 * WIDGET_ATTRIBUTE, now or added later, opens the overlay on click (and on Enter or Space, being a button).
 */
export function startWidgetLoader(config: LoaderConfig): void {
  const flag = Symbol.for('summit-rush-widget');
  const page = window as unknown as Record<symbol, boolean>;
  if (page[flag]) return;
  page[flag] = true;
  let open: Open | null = null;
  const triggerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${WIDGET_ATTRIBUTE}]`) : null);
  document.addEventListener('click', (event) => {
    const trigger = triggerOf(event.target);
    if (!trigger || open) return;
    event.preventDefault();
    open = openOverlay(config, trigger, () => (open = null));
  });
  // Connect to the park's site as soon as a visitor heads for the button: the overlay opens faster.
  const warmed = new Set<string>();
  document.addEventListener('pointerover', (event) => {
    const trigger = triggerOf(event.target);
    const origin = trigger && siteFor(config, trigger.getAttribute('data-language'))?.origin;
    if (!origin || warmed.has(origin)) return;
    warmed.add(origin);
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  });
}
