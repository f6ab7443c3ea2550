import dynamic from 'next/dynamic';
import { useRef, type ComponentProps } from 'react';
import { useT } from '@/lib/client/use-t';
import { useNeeded } from '@/lib/client/use-needed';
import { inNextTask } from '@/lib/client/in-next-task';
import type { BookingPanel as LiveBookingPanel } from './booking-panel';

function Loading() {
  const t = useT();
  return <p role="status">{t('loading')}</p>;
}

// The booking steps run only in the browser, with the GraphQL client: their code loads with them.
const BookingPanel = dynamic(() => import('./booking-panel').then((m) => inNextTask(m.BookingPanel)), { ssr: false, loading: Loading });

/**
 * The activity page's booking steps, loaded when the visitor needs them (lib/client/use-needed.ts): at
 * once where the panel is in view (beside the description on a wide screen, or after a link to #book),
 * on a phone when the visitor starts scrolling towards it. Until then the page runs none of their code.
 */
export function DeferredBookingPanel(props: ComponentProps<typeof LiveBookingPanel>) {
  const ref = useRef<HTMLDivElement>(null);
  const needed = useNeeded(ref);
  return <div ref={ref}>{needed ? <BookingPanel {...props} /> : <Loading />}</div>;
}
