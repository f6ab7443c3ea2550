import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import { useStaffT } from './translations';
import { checkBeforeSending, sendUpload, type UploadedImage, type UploadRefusal } from './send-upload';
import { SubmitButton, TextField } from './ui';

const Group = styled.div`
  display: grid;
  gap: 14px;
  max-width: 560px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const newKey = () => crypto.randomUUID();

/**
 * A picture and its alt text, sent to POST /api/images. Not a <form> of its own: it also sits inside
 * other forms (the catalogue's details, through ImageChoice), where a form may not nest; Enter in the
 * alt text uploads rather than submitting the form around it. The idempotency key is made once and kept
 * across a retry of the same upload, new once it is done.
 */
export function UploadFields({ idPrefix, parkId, onUploaded, onCancel }: { idPrefix: string; parkId: string; onUploaded: (image: UploadedImage) => void; onCancel?: () => void }) {
  const t = useStaffT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const [key, setKey] = useState(newKey);

  const upload = async () => {
    if (busy) return;
    const file = fileInput.current?.files?.[0] ?? null;
    const early = checkBeforeSending(file, title);
    setRefusal(early);
    if (early || !file) return;
    setBusy(true);
    const outcome = await sendUpload({ file, title, parkId, key });
    setBusy(false);
    if (!outcome.ok) return setRefusal(outcome.refusal);
    setKey(newKey());
    setTitle('');
    if (fileInput.current) fileInput.current.value = '';
    onUploaded(outcome.image);
  };
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void upload();
  };
  const fileError = refusal?.field === 'file' ? refusal.message : undefined;
  const titleError = refusal?.field === 'title' ? refusal.message : undefined;

  return (
    <Group role="group" aria-labelledby={`${idPrefix}-heading`} aria-busy={busy}>
      <TextField
        id={`${idPrefix}-file`}
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={t('images.upload.file')}
        hint={t('images.upload.fileHint')}
        error={fileError}
        ref={fileInput}
        onChange={() => setRefusal(null)}
      />
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={t('images.upload.title')}
        hint={t('images.upload.titleHint')}
        autoComplete="off"
        maxLength={400}
        value={title}
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={enter}
      />
      <Buttons>
        <SubmitButton type="button" onClick={() => void upload()} disabled={busy} aria-busy={busy}>
          {busy ? t('images.upload.busy') : t('images.upload.submit')}
        </SubmitButton>
        {onCancel && (
          <SubmitButton type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {t('images.choice.cancel')}
          </SubmitButton>
        )}
      </Buttons>
      {refusal?.field === 'form' && (
        <Notice role="alert" $tone="error">
          {t(refusal.message)}
        </Notice>
      )}
    </Group>
  );
}
