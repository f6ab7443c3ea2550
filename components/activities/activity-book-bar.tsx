import { useEffect, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { ActivityCardFieldsFragment } from '@/graphql/generated/operations';
import { BookButton } from './book-button';

// Fixed to the bottom of a phone's screen, so it shifts nothing when it hides. From lg up the booking
// panel sits beside the description and the bar is not drawn.
const Bar = styled.div<{ $away: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: ${({ theme }) => theme.layout.bookBannerHeight}px;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 -6px 20px rgba(13, 17, 23, 0.18);
  transform: translateY(${({ $away }) => ($away ? '110%' : '0')});
  visibility: ${({ $away }) => ($away ? 'hidden' : 'visible')};
  transition:
    transform ${({ theme }) => theme.transition},
    visibility ${({ theme }) => theme.transition};

  p {
    margin: 0;
    line-height: 1.2;
  }
  strong {
    display: block;
    font-size: 20px;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * The book banner of an activity page on a phone: the "from" price and Book, on screen from the first
 * paint, where the booking panel itself starts below the description. Book leads to the panel (#book),
 * or books as the locale books (components/activities/book-button.tsx). It shows only while the panel is
 * still below the screen: once the visitor reaches the panel (or scrolls past it, to the footer) it
 * steps aside rather than cover the panel's buttons or the footer's last lines.
 */
export function ActivityBookBar({ activity, panelId }: { activity: ActivityCardFieldsFragment; panelId: string }) {
  const t = useT();
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || typeof IntersectionObserver !== 'function') return;
    // The panel counts as reached once it shows above where the bar would be (its height and a margin):
    // a panel's top edge peeking in under the bar is not a panel the visitor can use.
    const observer = new IntersectionObserver(([entry]) => setReached(entry.isIntersecting || entry.boundingClientRect.top < 0), {
      rootMargin: '0px 0px -96px 0px',
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);
  return (
    <Bar $away={reached} aria-label={t('activities.bookBar')} role="region">
      <p>
        {activity.fromPrice && (
          <>
            {t('activities.from')} <strong><Price money={activity.fromPrice} /></strong>
          </>
        )}
      </p>
      <BookButton activity={activity} variant="light" />
    </Bar>
  );
}
