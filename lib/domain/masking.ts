/**
 * What a page that third-party scripts may read shows of a secret or a personal detail (issue #21):
 * enough for the visitor to recognise it, not enough to use it.
 */

const DOTS = '••••';

/**
 * A gift card's code as its buyer sees it: every group but the last masked ('••••-••••-••••-7KQ2' →
 * '•••• •••• •••• 7KQ2'). The code itself reaches the recipient by email only.
 */
export function maskGiftCode(code: string): string {
  const groups = code.trim().split(/[\s-]+/).filter(Boolean);
  const last = groups.at(-1) ?? '';
  const visible = last.length > 4 ? last.slice(-4) : last;
  return [...Array.from({ length: Math.max(groups.length - 1, 1) }, () => DOTS), visible].join(' ');
}

/** An email address with its local part masked but its first character ('aroha@example.com' → 'a•••@example.com'). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return DOTS;
  return `${email[0]}•••${email.slice(at)}`;
}
