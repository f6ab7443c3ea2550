import { useT } from '@/lib/client/use-t';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const swing = keyframes`
  0%, 100% { transform: rotate(-18deg); }
  50% { transform: rotate(18deg); }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Icon = styled.svg`
  width: 72px;
  height: 72px;
  transform-origin: 50% 8%;
  animation: ${swing} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A full-screen primary-blue overlay with an animated icon while the locale loads. */
export function LoadingOverlay() {
  const t = useT();
  return (
    <Overlay role="status" aria-live="polite" data-testid="loading-overlay">
      <Icon viewBox="0 0 64 64" aria-hidden="true">
        <line x1="32" y1="4" x2="32" y2="40" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="32" cy="46" r="9" fill="currentColor" />
        <path d="M8 6h48" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </Icon>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Overlay>
  );
}
