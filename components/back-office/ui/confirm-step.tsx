import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';

const Box = styled.div<{ $danger: boolean }>`
  display: grid;
  gap: 12px;
  margin-top: 12px;
  padding: 14px;
  border-radius: 12px;
  border: 2px solid ${({ theme, $danger }) => ($danger ? theme.colors.error : theme.colors.primary)};
  background: ${({ $danger }) => ($danger ? '#fbeeee' : '#eef4ff')};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    flex: 1 1 180px;
    min-height: 48px;
  }
`;

const Danger = styled(Button)`
  background: ${({ theme }) => theme.colors.error};
  border-color: ${({ theme }) => theme.colors.error};
  &:hover {
    background: #943838;
    border-color: #943838;
  }
`;

interface Props {
  question: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The second step of an action on money or that cannot be undone: what will happen, in words, and the
 * two answers. The focus moves to the confirming button, so a keyboard or screen reader lands on the
 * question; while the request runs the button stays disabled (the server's idempotency key is the real
 * guard against a double click).
 */
export function ConfirmStep({ question, confirm, cancel, busy, danger = false, onConfirm, onCancel }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const Confirm = danger ? Danger : Button;
  return (
    <Box role="group" aria-labelledby={id} $danger={danger}>
      <p id={id}>{question}</p>
      <Buttons>
        <Confirm ref={button} type="button" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirm}
        </Confirm>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
          {cancel}
        </Button>
      </Buttons>
    </Box>
  );
}
