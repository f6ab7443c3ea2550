import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { signInEmailSchema, type SignInEmailValues } from '@/lib/domain/staff-sign-in';
import { passkeysSupported, requestSignInLink, signInWithPasskey, type PasskeySignIn } from '../passkey-ceremonies';
import { useStaffT } from '../translations';
import { Panel, ScreenHeading, TextField } from '../ui';

const Intro = styled.p`
  max-width: 640px;
  margin: 0 0 16px;
`;

/** One way above the other on a phone, side by side at a desk. */
const Ways = styled.div`
  display: grid;
  gap: 16px;
  max-width: 900px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
  ${Panel} {
    margin: 0;
    > * {
      margin: 0;
    }
    > * + * {
      margin-top: 12px;
    }
    /* The live region waits empty until there is something to say: it takes no room meanwhile. */
    > :empty {
      margin-top: 0;
    }
  }
`;

/** A thumb-sized button as wide as the panel. */
const WideButton = styled(Button)`
  width: 100%;
  min-height: 48px;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const EmailForm = styled.form`
  display: grid;
  gap: 12px;
`;

const PASSKEY_PROBLEMS: Record<Exclude<PasskeySignIn, 'signedIn'>, string> = {
  cancelled: 'signIn.passkey.cancelled',
  refused: 'signIn.passkey.refused',
  unknown: 'signIn.passkey.unknown',
  unsupported: 'signIn.passkey.unsupported',
  tooMany: 'signIn.tooMany',
  failed: 'signIn.failed',
};

/** Signing in with a passkey this device holds: no address to type, the device offers its passkeys. */
function PasskeySignInPanel() {
  const t = useStaffT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Exclude<PasskeySignIn, 'signedIn'> | null>(null);
  // Known only in the browser: the server's page offers the button, and a browser without passkeys says so.
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(passkeysSupported()), []);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await signInWithPasskey();
    if (outcome === 'signedIn') {
      window.location.assign('/');
      return;
    }
    setProblem(outcome);
    setBusy(false);
  };

  return (
    <Panel aria-labelledby="passkey-heading">
      <h2 id="passkey-heading">{t('signIn.passkey.heading')}</h2>
      <Hint>{t('signIn.passkey.hint')}</Hint>
      <WideButton type="button" onClick={signIn} disabled={busy || !supported} aria-busy={busy} aria-describedby={problem || !supported ? 'passkey-problem' : undefined}>
        {busy ? t('signIn.passkey.busy') : t('signIn.passkey.button')}
      </WideButton>
      {(problem || !supported) && (
        <Notice id="passkey-problem" role="alert" $tone="error" style={{ margin: 0 }}>
          {t(PASSKEY_PROBLEMS[problem ?? 'unsupported'])}
        </Notice>
      )}
    </Panel>
  );
}

/**
 * Asking for a one-time link by email. The answer is the same whether the address has an account or
 * not, so the screen says "if": it cannot know, and nobody learns from it who works here.
 */
function EmailLinkPanel() {
  const t = useStaffT();
  const form = useForm<SignInEmailValues>({ resolver: yupResolver(signInEmailSchema), defaultValues: { email: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<'tooMany' | 'failed' | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setSent(null);
    setProblem(null);
    const reply = await requestSignInLink(email);
    if (reply.outcome === 'sent') setSent(reply.minutes);
    else if (reply.outcome === 'invalidEmail') form.setError('email', { message: { key: 'validation.invalidEmail' } as never });
    else setProblem(reply.outcome);
  });

  return (
    <Panel aria-labelledby="email-heading">
      <h2 id="email-heading">{t('signIn.email.heading')}</h2>
      <EmailForm noValidate onSubmit={submit}>
        <TextField label={t('signIn.email.label')} type="email" autoComplete="email" inputMode="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
        <WideButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('signIn.email.busy') : t('signIn.email.button')}
        </WideButton>
      </EmailForm>
      <div role="status">
        {sent !== null && (
          <Notice $tone="success" style={{ margin: 0 }}>
            {t('signIn.email.sent', { minutes: sent })}
          </Notice>
        )}
      </div>
      {problem && (
        <Notice role="alert" $tone="error" style={{ margin: 0 }}>
          {t(problem === 'tooMany' ? 'signIn.email.tooMany' : 'signIn.failed')}
        </Notice>
      )}
    </Panel>
  );
}

/** Signing in: with a passkey on this device, or with a one-time link emailed to a staff address. */
export function SignInScreen() {
  const t = useStaffT();
  return (
    <>
      <ScreenHeading>{t('signIn.heading')}</ScreenHeading>
      <Intro>{t('signIn.intro')}</Intro>
      <Ways>
        <PasskeySignInPanel />
        <EmailLinkPanel />
      </Ways>
    </>
  );
}
