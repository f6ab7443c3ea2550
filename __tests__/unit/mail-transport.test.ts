import { afterEach, describe, expect, it } from 'vitest';
import { closeMailTransport, mailTransport } from '@/lib/server/mail/transport';
import { forgetConfig, parseEnv, useConfig } from '@/lib/server/platform/config';

describe('the SMTP transport', () => {
  afterEach(() => {
    closeMailTransport();
    forgetConfig();
  });

  it('is one per SMTP_URL: the same while the address is, another once another is handed over', () => {
    useConfig(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    const first = mailTransport();
    expect(first).not.toBeNull();
    expect(mailTransport()).toBe(first);
    // A test file's own SMTP server after the last file's: mail must not go to the one that stopped.
    useConfig(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2526' }));
    expect(mailTransport()).not.toBe(first);
    useConfig(parseEnv({}));
    expect(mailTransport()).toBeNull();
  });
});
