import { useEffect, useRef, type ReactNode } from 'react';
import { SiteLayout } from '@/components/layout/site-layout';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { Page } from './confirmation-view';

/**
 * The page an emailed confirmation link opens (a pay-on-arrival reservation's, a waiting-list join's).
 * Opening it does nothing: mail scanners and link previews fetch links, so the visitor's press of the
 * button is what confirms. Until answered it shows the intro, any error and the button; then the
 * answer (`children`) replaces them, and focus moves to the heading so a screen reader reads it.
 */
export function ConfirmByLinkPage(props: {
  title: string;
  answered: boolean;
  intro: string;
  error: string | null;
  loading: boolean;
  confirmLabel: string;
  confirmingLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { title, answered, intro, error, loading, confirmLabel, confirmingLabel, onConfirm, children } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);
  return (
    <SiteLayout title={title}>
      <Container $narrow>
        <Page>
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {!answered && (
            <>
              <p style={{ margin: 0 }}>{intro}</p>
              {error && (
                <Notice role="alert" $tone="error" style={{ margin: 0 }}>
                  {error}
                </Notice>
              )}
              <div>
                <Button type="button" onClick={onConfirm} disabled={loading} aria-busy={loading}>
                  {loading ? confirmingLabel : confirmLabel}
                </Button>
              </div>
            </>
          )}
          {children}
        </Page>
      </Container>
    </SiteLayout>
  );
}
