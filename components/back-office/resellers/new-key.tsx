import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldLabel, Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { useStaffT } from '../translations';

const Box = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  margin-bottom: 16px;
  border: 2px solid #a15c00;
  border-radius: 12px;
  background: #fff8eb;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
`;

const Warning = styled.p`
  font-weight: 700;
  color: #6b3d00;
`;

const KeyRow = styled.div`
  display: grid;
  gap: 8px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  input {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 15px;
  }
  button {
    min-height: 48px;
  }
`;

const Done = styled(Button)`
  justify-self: start;
  min-height: 48px;
`;

interface Props {
  name: string;
  apiKey: string;
  onDone: () => void;
}

/**
 * A new reseller's API key, shown this once: the key in a box that selects itself (to copy by hand), a
 * copy button, and the warning that it will not be shown again. The focus lands on the heading, so a
 * screen reader reads the warning first.
 */
export function NewKey({ name, apiKey, onDone }: Props) {
  const t = useStaffT();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied('copied');
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the key is selected for copying by hand.
      field.current?.select();
      setCopied('copyFailed');
    }
  };

  return (
    <Box aria-labelledby="new-key-heading">
      <h2 id="new-key-heading" ref={heading} tabIndex={-1}>
        {t('resellers.newKey.heading', { name })}
      </h2>
      <Warning>{t('resellers.newKey.warning')}</Warning>
      <div>
        <FieldLabel htmlFor="new-key">{t('resellers.newKey.label')}</FieldLabel>
        <KeyRow>
          <Input id="new-key" ref={field} readOnly value={apiKey} spellCheck={false} autoComplete="off" onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" onClick={() => void copy()}>
            {t('resellers.newKey.copy')}
          </Button>
        </KeyRow>
      </div>
      <div role="status">{copied && <Notice $tone={copied === 'copied' ? 'success' : 'error'}>{t(`resellers.newKey.${copied}`)}</Notice>}</div>
      <Done type="button" $variant="secondary" onClick={onDone}>
        {t('resellers.newKey.done')}
      </Done>
    </Box>
  );
}
