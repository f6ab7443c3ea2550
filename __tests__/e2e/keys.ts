import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The keyboard alone, as a visitor or a member of staff without a mouse works: Tab to a control (never
 * focus() it), with the focus visible at each stop. The visitor's booking (keyboard.spec.ts) and the
 * back office's desks (the closures, the order desk and check-in specs) use it.
 */

/** Whether the focused element shows a focus indicator: an outline on it, or on the box drawn for it. */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const drawn = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // Custom radios draw their box in the element after the (hidden) input.
    return drawn(element) || (element instanceof HTMLInputElement && drawn(element.nextElementSibling));
  });
}

/** Presses Tab (or Shift+Tab) until the target has the focus, then checks the focus can be seen. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  // A part that loads once the visitor starts using the page (an activity's booking steps, below the fold
  // on a phone) appears after the first key press.
  if (!(await target.count())) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await target.waitFor();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await focusIsVisible(page), 'the focused element shows a focus indicator').toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target} with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}
