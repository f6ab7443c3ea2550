import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SiteLayout } from '@/components/layout/site-layout';
import { withFormsTranslations } from '@/components/layout/translations';
import { SeatCard, SeatSummary } from '@/components/riders/seat-summary';
import { nextStep, type Seat } from '@/components/riders/rider-words';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { GetRiderSeatDocument } from '@/graphql/generated/operations';
import { withLiveData } from '@/lib/client/live-data';
import { useT } from '@/lib/client/use-t';
import { Page } from './confirmation-view';

/** The forms (react-hook-form, yup, the signature pad): their own chunk, not the page's first load. */
const SeatSteps = dynamic(() => import('@/components/riders/seat-steps').then((m) => m.SeatSteps), { ssr: false });

/** A link that opens nothing: not ours, another park's (404), or expired (410); the way to a new one. */
function NoRider({ expired }: { expired: boolean }) {
  const t = useT();
  const title = t(expired ? 'riderSeats.page.expiredTitle' : 'riderSeats.page.notFoundTitle');
  return (
    <SiteLayout title={title}>
      <Container $narrow>
        <Page>
          <h1>{title}</h1>
          <p style={{ margin: 0 }}>{t('riderSeats.page.newLink')}</p>
          <div>
            <ButtonLink href="/">{t('riderSeats.page.home')}</ButtonLink>
          </div>
        </Page>
      </Container>
    </SiteLayout>
  );
}

/**
 * A rider's own page (`/rider/<token>`, the personal link the buyer shared; first-party scripts only): that
 * one seat's details and its waiver, and nothing of the booking's other riders nor of the buyer.
 */
function Rider({ token }: { token: string }) {
  const t = useT();
  const { data } = useQuery(GetRiderSeatDocument, { variables: { token } });
  const result = data?.riderSeat;
  const [seat, setSeat] = useState<Seat | null>(null);
  if (result?.__typename !== 'RiderSeat') {
    if (!result) return <SiteLayout title="">{null}</SiteLayout>;
    return <NoRider expired={result.code === 'LINK_EXPIRED'} />;
  }
  const current = seat ?? result;
  const title = t('riderSeats.page.title');
  // Where the link's holder starts: what the seat still needs, as it was when the page opened.
  const start = nextStep(result);
  return (
    <SiteLayout title={title}>
      <Container $narrow>
        <Page>
          <h1>{title}</h1>
          <p style={{ margin: 0 }}>{t('riderSeats.page.lead')}</p>
          <ul>
            <SeatCard>
              <SeatSummary seat={current} heading="h2" label={current.rider?.name ?? t('riderSeats.page.you')} />
              {current.state === 'ready' && (
                <Notice $tone="success" style={{ margin: 0 }}>
                  {t('riderSeats.page.done')}
                </Notice>
              )}
              <SeatSteps seat={current} seatKey={{ riderToken: token }} email="" start={start} onChanged={setSeat} />
            </SeatCard>
          </ul>
        </Page>
      </Container>
    </SiteLayout>
  );
}

export const RiderView = withFormsTranslations(withLiveData(Rider, [GetRiderSeatDocument]));
