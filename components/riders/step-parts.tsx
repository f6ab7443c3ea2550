import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** A step's form in a seat's card: its fields one below the other, the button the thumb's width on a phone. */
export const StepForm = styled.form`
  display: grid;
  gap: 14px;

  h4 {
    margin: 0;
    font-size: 17px;
  }
`;

const SubmitActions = styled.div`
  display: grid;
  justify-items: start;
  @media (max-width: 599px) {
    justify-items: stretch;
  }
`;

export function SubmitRow({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <SubmitActions>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </Button>
    </SubmitActions>
  );
}

/** Why nothing changed, read out when it appears and focused so the visitor lands on it. */
export function Refusal({ title, lines }: { title?: string; lines: string[] }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => box.current?.focus(), [lines]);
  if (!lines.length) return null;
  return (
    <Notice ref={box} tabIndex={-1} role="alert" $tone="error" style={{ margin: 0 }}>
      {title && <strong>{title}</strong>}
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Notice>
  );
}

/** A seat's buttons side by side, each the full width on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  @media (max-width: 599px) {
    > button {
      flex: 1 1 100%;
    }
  }
`;
