import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { TicketPicker } from '@/components/booking/ticket-picker';
import { SiteLayout } from '@/components/layout/site-layout';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { ClaimWaitingListOfferDocument, GetWaitingListOfferDocument, type WaitingListClaimStatus } from '@/graphql/generated/operations';
import { errorMessageKey } from '@/lib/client/api-error';
import { withLiveData } from '@/lib/client/live-data';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { activityPath } from '@/lib/domain/paths';
import { sessionWhen } from '@/lib/domain/time';
import { Page } from './confirmation-view';
import { withFormsTranslations } from '@/components/layout/translations';

/** The words of an offer that cannot be booked (any more). */
const ENDED = {
  CLAIMED: { title: 'waitingListOffer.claimedTitle', text: 'waitingListOffer.claimed' },
  ALREADY_CLAIMED: { title: 'waitingListOffer.claimedTitle', text: 'waitingListOffer.claimed' },
  EXPIRED: { title: 'waitingListOffer.expiredTitle', text: 'waitingListOffer.expired' },
  UNKNOWN: { title: 'waitingListOffer.unknownTitle', text: 'waitingListOffer.unknown' },
} as const;

/**
 * Where a waiting list's offer email leads (issue #24): the session, the places held and until when.
 * Opening it changes nothing (mail scanners fetch links). The visitor chooses the tickets for the places
 * (the first ticket type for all of them to start with; any mix whose people fit), and the button puts
 * them in their cart, held until the offer's end, then goes to checkout.
 */
function WaitingListOffer({ token }: { token: string }) {
  const t = useT();
  const router = useRouter();
  const client = useApolloClient();
  const site = useSiteLocale();
  const offer = useQuery(GetWaitingListOfferDocument, { variables: { token } }).data?.getWaitingListOffer ?? null;
  const [claim, { loading }] = useMutation(ClaimWaitingListOfferDocument);
  const [ended, setEnded] = useState<Exclude<WaitingListClaimStatus, 'CLAIMED' | 'INVALID_TICKETS'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const held = offer?.places ?? 0;
  const first = offer?.tickets[0];
  // Until the visitor changes them: every place held as the first ticket type, when it fits them all
  // (usually one person each). Derived, not initial state: the offer arrives after the first render.
  const [chosen, setChosen] = useState<Record<string, number> | null>(null);
  const quantities = chosen ?? (first && first.participants > 0 && held % first.participants === 0 ? { [first.variationId]: held / first.participants } : {});

  const status = ended ?? (offer ? offer.status : 'UNKNOWN');
  if (!offer || status !== 'OFFERED') {
    const words = ENDED[status === 'OFFERED' ? 'UNKNOWN' : status];
    return (
      <SiteLayout title={t(words.title)}>
        <Container $narrow>
          <Page>
            <h1>{t(words.title)}</h1>
            <Notice role="alert" $tone="error" style={{ margin: 0 }}>
              {t(words.text)}
            </Notice>
            {offer?.activitySlug && (
              <div>
                <ButtonLink href={activityPath(offer.activitySlug)}>{t('waitingListOffer.backToActivity')}</ButtonLink>
              </div>
            )}
          </Page>
        </Container>
      </SiteLayout>
    );
  }

  const people = offer.tickets.reduce((sum, ticket) => sum + ticket.participants * (quantities[ticket.variationId] ?? 0), 0);
  const until = offer.expiresAt ? dateTimeFormat('en-GB', { timeZone: site.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(offer.expiresAt)) : '';

  async function book() {
    setError(null);
    if (people === 0) return setError(t('waitingListOffer.none'));
    if (people > held) return setError(t('waitingListOffer.tooMany', { count: held }));
    try {
      const tickets = Object.entries(quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([variationId, quantity]) => ({ variationId, quantity }));
      const { data } = await claim({ variables: { token, tickets } });
      const answer = data?.claimWaitingListOffer.status;
      if (answer === 'CLAIMED') {
        await client.refetchQueries({ include: ['getCart'] });
        await router.push('/checkout');
      } else if (answer === 'INVALID_TICKETS') setError(t('waitingListOffer.tooMany', { count: held }));
      else if (answer) setEnded(answer);
      else throw new Error('No answer');
    } catch (failure) {
      setError(t(errorMessageKey(failure, 'errors.unknown')));
    }
  }

  return (
    <SiteLayout title={t('waitingListOffer.title')}>
      <Container $narrow>
        <Page>
          <h1>{t('waitingListOffer.title')}</h1>
          <p style={{ margin: 0 }}>
            <strong>{offer.activityTitle}</strong>
            <br />
            {offer.localDay && offer.localTime && sessionWhen({ localDay: offer.localDay, localTime: offer.localTime })}
          </p>
          <Notice role="status" $tone="success" style={{ margin: 0 }}>
            {t('waitingListOffer.intro', { count: held, time: until })}
          </Notice>
          <section aria-labelledby="offer-tickets">
            <h2 id="offer-tickets" style={{ fontSize: 18 }}>
              {t('waitingListOffer.chooseTickets')}
            </h2>
            <p style={{ margin: '0 0 8px' }}>{t('waitingListOffer.ticketsHint', { count: held })}</p>
            <TicketPicker
              options={offer.tickets.map((ticket) => ({ id: ticket.variationId, title: ticket.title, participants: ticket.participants, price: ticket.price }))}
              quantities={quantities}
              maxPeople={held}
              onChange={(id, quantity) => setChosen({ ...quantities, [id]: quantity })}
            />
          </section>
          {error && (
            <Notice role="alert" $tone="error" style={{ margin: 0 }}>
              {error}
            </Notice>
          )}
          <div>
            <Button type="button" onClick={() => void book()} disabled={loading} aria-busy={loading} style={{ width: '100%' }}>
              {loading ? t('waitingListOffer.booking') : t('waitingListOffer.book')}
            </Button>
          </div>
        </Page>
      </Container>
    </SiteLayout>
  );
}

export const WaitingListOfferView = withFormsTranslations(withLiveData(WaitingListOffer));
