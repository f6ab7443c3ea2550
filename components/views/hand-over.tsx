import type { ReactNode } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';

/** The confirmation's own spacing, for the copy a browser without script shows. */
const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

/**
 * A confirmation link's page while it hands over to the token-free page (lib/client/confirmation-hand-over.ts):
 * a status line, and the confirmation itself only for a browser that runs no script (and so never moves
 * on; the status line is hidden there).
 */
export function HandingOver({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <p role="status" data-hand-over style={{ margin: 0 }}>
        {t('confirmation.opening')}
      </p>
      <noscript>
        <style>{'[data-hand-over] { display: none; }'}</style>
        <Stack>{children}</Stack>
      </noscript>
    </>
  );
}
