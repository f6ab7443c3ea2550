import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MyPasskeysDocument, RemoveMyPasskeyDocument } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { addPasskeyHere, passkeysSupported, type PasskeyAdded } from './passkey-ceremonies';
import { useStaffFormats } from './formats';
import { useStaffT } from './translations';
import { Panel, TextField } from './ui';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
  }
`;

const About = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 15px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Question = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-weight: 600;
`;

const AddForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 480px;
`;

/** As wide as the form on a phone, where the thumb is; its own width at a desk. */
const AddButton = styled(Button)`
  width: 100%;
  min-height: 48px;
  ${({ theme }) => theme.media.md} {
    width: auto;
  }
`;

const SmallButton = styled(Button)`
  min-height: 44px;
  padding: 8px 16px;
`;

type Message = { tone: 'success' | 'error'; text: string };

const ADD_PROBLEMS: Record<Exclude<PasskeyAdded['outcome'], 'added'>, string> = {
  cancelled: 'passkeys.cancelled',
  already: 'passkeys.already',
  unsupported: 'passkeys.unsupported',
  refused: 'passkeys.refused',
  signedOut: 'passkeys.signedOut',
  failed: 'passkeys.failed',
};

/**
 * "Passkeys on your account": the signed-in member's passkeys (name, added, last used), adding one on
 * this device, and removing one (asked twice, audited on the server). The list and the removal go
 * through the back office's API; adding is the WebAuthn ceremony (passkey-ceremonies.ts).
 */
export function PasskeysPanel() {
  const t = useStaffT();
  const { data, loading, error, refetch } = useQuery(MyPasskeysDocument);
  const [removePasskey, removal] = useMutation(RemoveMyPasskeyDocument);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [supported, setSupported] = useState(true);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setSupported(passkeysSupported()), []);
  // The question replaces the Remove button that had the focus: the focus moves to its answer.
  useEffect(() => confirmButton.current?.focus(), [confirming]);

  const when = useStaffFormats().moment;
  const passkeys = data?.myPasskeys ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAdding(true);
    setMessage(null);
    const added = await addPasskeyHere(name);
    setAdding(false);
    if (added.outcome === 'added') {
      setName('');
      setMessage({ tone: 'success', text: t('passkeys.addedNotice', { name: added.name }) });
      await refetch().catch(() => undefined);
    } else {
      setMessage({ tone: 'error', text: t(ADD_PROBLEMS[added.outcome]) });
    }
  };

  const remove = async (id: string, passkeyName: string) => {
    setMessage(null);
    try {
      const { data: removed } = await removePasskey({ variables: { id } });
      setConfirming(null);
      setMessage(removed?.removeMyPasskey ? { tone: 'success', text: t('passkeys.removedNotice', { name: passkeyName }) } : { tone: 'error', text: t('passkeys.failed') });
      await refetch().catch(() => undefined);
    } catch {
      setMessage({ tone: 'error', text: t('passkeys.failed') });
    }
  };

  return (
    <Panel aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">{t('passkeys.heading')}</h2>
      <p>{t('passkeys.intro')}</p>
      {loading && !data ? (
        <p>{t('passkeys.loading')}</p>
      ) : error && !data ? (
        <Notice role="alert" $tone="error">
          {t('passkeys.failed')}
        </Notice>
      ) : passkeys.length === 0 ? (
        <p>{t('passkeys.none')}</p>
      ) : (
        <List aria-labelledby="passkeys-heading">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <About>
                <strong>{passkey.name}</strong>
                <span>{t('passkeys.added', { date: when(passkey.createdAt) })}</span>
                <span>{passkey.lastUsedAt ? t('passkeys.lastUsed', { date: when(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}</span>
              </About>
              {confirming === passkey.id ? (
                <Row>
                  <Question>{t('passkeys.confirmRemove', { name: passkey.name })}</Question>
                  <SmallButton ref={confirmButton} type="button" disabled={removal.loading} onClick={() => remove(passkey.id, passkey.name)}>
                    {t('passkeys.confirm')}
                  </SmallButton>
                  <SmallButton type="button" $variant="secondary" onClick={() => setConfirming(null)}>
                    {t('passkeys.keep')}
                  </SmallButton>
                </Row>
              ) : (
                <SmallButton type="button" $variant="secondary" aria-label={t('passkeys.removeLabel', { name: passkey.name })} onClick={() => setConfirming(passkey.id)}>
                  {t('passkeys.remove')}
                </SmallButton>
              )}
            </li>
          ))}
        </List>
      )}
      <AddForm onSubmit={add}>
        <TextField
          name="passkey-name"
          label={t('passkeys.nameLabel')}
          hint={t('passkeys.nameHint')}
          maxLength={60}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={!supported}
        />
        <div>
          <AddButton type="submit" disabled={adding || !supported} aria-busy={adding}>
            {adding ? t('passkeys.adding') : t('passkeys.add')}
          </AddButton>
        </div>
      </AddForm>
      <div role="status">{message?.tone === 'success' && <Notice $tone="success">{message.text}</Notice>}</div>
      {(message?.tone === 'error' || !supported) && (
        <Notice role="alert" $tone="error">
          {message?.tone === 'error' ? message.text : t('passkeys.unsupported')}
        </Notice>
      )}
    </Panel>
  );
}
