import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A confirmation link's page while it hands over to the token-free page (lib/client/confirmation-hand-over.ts):
 * a status line, and the confirmation itself only for a browser that runs no script (and so never moves on).
 */
export function HandingOver({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" style={{ margin: 0 }}>
        {t('confirmation.opening')}
      </p>
      <noscript>{children}</noscript>
    </>
  );
}
