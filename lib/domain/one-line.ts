/**
 * Names and e-mail addresses are one line: a line break in them is refused with a translated message
 * (they reach email headers and pages; scenario 9 sends CRLF through every form).
 */
export const ONE_LINE_MESSAGE = { key: 'validation.oneLine' } as const;

export const isOneLine = (value: string | undefined | null): boolean => !value || !/[\r\n\u2028\u2029]/.test(value);
