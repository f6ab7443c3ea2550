import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Price } from '@/components/ui/price';
import type { CartLimitCode } from '@/graphql/generated/enums';
import { AddToCartDocument, GetSessionsDocument } from '@/graphql/generated/operations';
import { errorMessageKey } from '@/lib/client/api-error';
import { openCartDrawer } from '@/lib/client/cart-drawer-requests';
import { todayIn } from '@/lib/domain/calendar';
import { DatePicker } from './date-picker';
import { ExtrasPicker, type AddOnOption, type UpgradeOption } from './extras-picker';
import { TicketPicker, type TicketOption } from './ticket-picker';
import { TimeSlots } from './time-slots';
import { WaitingListForm } from './waiting-list-form';
import { sessionWhen } from '@/lib/domain/time';
import { withLiveData } from '@/lib/client/live-data';

/** Why an add was refused (lib/server/carts/schema.graphql CartLimitCode): every code has its message. */
const LIMIT_KEYS: Record<CartLimitCode, string> = {
  CART_FULL: 'booking.cartFull',
  ADDRESS_FULL: 'booking.addressFull',
  TOO_MANY_ATTEMPTS: 'booking.tooManyAdds',
};

const Step = styled.section`
  margin-bottom: 20px;

  h3 {
    font-size: 17px;
    margin: 0 0 10px;
  }
`;

const Summary = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding: 14px 0;
  font-size: 18px;
  border-top: 2px solid ${({ theme }) => theme.colors.text};
`;

interface Props {
  slug: string;
  variations: { id: string; title: string; participants: number; price: { amount: number; currency: string } }[];
  addOns: AddOnOption[];
  upgrades: UpgradeOption[];
}

/** The activity edit screen's booking steps: date, time, tickets, summary, add to cart. */
function BookingSteps({ slug, variations, addOns, upgrades }: Props) {
  const t = useT();
  const locale = useSiteLocale();
  const [today, setToday] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [chosenAddOns, setChosenAddOns] = useState<string[]>([]);
  const [upgradeId, setUpgradeId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After each add, once the button is enabled again: the drawer is the next step (keep browsing or check
  // out). Focus goes back to this button when it closes, as the drawer returns it to whatever had it.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!added) return;
    addButton.current?.focus();
    openCartDrawer();
  }, [added]);
  // The park's today depends on the clock: computed in the browser so server and client renders agree.
  useEffect(() => setToday(todayIn(locale.timeZone)), [locale.timeZone]);

  const sessions = useQuery(GetSessionsDocument, { variables: { slug, date: day ?? '' }, skip: !day, fetchPolicy: 'network-only' });
  const options = sessions.data?.getSessions ?? [];
  const session = options.find((s) => s.id === sessionId);
  // Errors come back as data (errorPolicy 'all'), so a network failure shows a message instead of throwing.
  const [addToCart, { loading: adding }] = useMutation(AddToCartDocument, { errorPolicy: 'all', refetchQueries: ['getCart'] });

  const prices = new Map((session ?? options[0])?.prices.map((p) => [p.variationId, p.price]) ?? []);
  const tickets: TicketOption[] = variations.map((v) => ({ ...v, price: prices.get(v.id) ?? v.price }));
  const people = tickets.reduce((sum, ticket) => sum + ticket.participants * (quantities[ticket.id] ?? 0), 0);
  // Shown for guidance only: the server prices the cart again from the catalogue.
  const total =
    tickets.reduce((sum, ticket) => sum + ticket.price.amount * (quantities[ticket.id] ?? 0), 0) +
    addOns.filter((a) => chosenAddOns.includes(a.id)).reduce((sum, a) => sum + a.price.amount * (a.perParticipant ? people : 1), 0) +
    (upgrades.find((u) => u.id === upgradeId)?.pricePerParticipant.amount ?? 0) * people;

  const submit = async () => {
    setMessage(null);
    if (!day || !sessionId) return setMessage({ tone: 'error', text: t('booking.noDateOrTime') });
    if (people === 0) return setMessage({ tone: 'error', text: t('booking.selectParticipants', { count: 1 }) });
    const { data, error } = await addToCart({
      variables: {
        input: {
          activitySlug: slug,
          sessionId,
          tickets: Object.entries(quantities)
            .filter(([, quantity]) => quantity > 0)
            .map(([variationId, quantity]) => ({ variationId, quantity })),
          addOns: chosenAddOns.map((addOnId) => ({ addOnId, quantity: 1 })),
          upgradeId,
        },
      },
    });
    const result = error ? undefined : data?.addToCart;
    if (result?.__typename === 'CartUpdated') {
      setMessage({ tone: 'success', text: t('booking.added') });
      setQuantities({});
      setChosenAddOns([]);
      setUpgradeId(null);
      void sessions.refetch();
      setAdded((count) => count + 1);
    } else if (result?.__typename === 'SoldOut') {
      setMessage({ tone: 'error', text: t('booking.notEnoughPlaces', { count: result.remaining }) });
      void sessions.refetch();
    } else if (result?.__typename === 'LimitReached') {
      const count = result.reason === 'TOO_MANY_ATTEMPTS' ? Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) : (result.limit ?? 0);
      setMessage({ tone: 'error', text: t(LIMIT_KEYS[result.reason], { count }) });
    } else {
      setMessage({ tone: 'error', text: t(errorMessageKey(error, 'errors.unknown')) });
    }
  };

  return (
    <div>
      <Step aria-labelledby="step-date">
        <h3 id="step-date">{t('booking.date')}</h3>
        {today && (
          <DatePicker
            slug={slug}
            today={today}
            selected={day}
            onSelect={(value) => {
              setDay(value);
              setSessionId(null);
              setMessage(null);
            }}
          />
        )}
      </Step>
      {day && (
        <Step aria-labelledby="step-time">
          <h3 id="step-time">{t('booking.time')}</h3>
          {sessions.loading ? <p>{t('loading')}</p> : <TimeSlots sessions={options} selected={sessionId} onSelect={setSessionId} />}
        </Step>
      )}
      {session?.soldOut ? (
        // Sold out: no tickets to choose, but a place in line for when places come back (issue #24).
        <WaitingListForm key={session.id} sessionId={session.id} when={sessionWhen(session)} places={Math.max(1, people)} />
      ) : (
        <>
          <Step aria-labelledby="step-tickets">
            <h3 id="step-tickets">{t('booking.chooseTickets')}</h3>
            <TicketPicker
              options={tickets}
              quantities={quantities}
              maxPeople={session ? session.remaining : 50}
              onChange={(id, quantity) => setQuantities({ ...quantities, [id]: quantity })}
            />
          </Step>
          {(addOns.length > 0 || upgrades.length > 0) && (
            <Step aria-labelledby="step-extras">
              <h3 id="step-extras">{t('booking.extras')}</h3>
              <ExtrasPicker
                addOns={addOns}
                upgrades={upgrades}
                chosenAddOns={chosenAddOns}
                upgradeId={upgradeId}
                onToggleAddOn={(id) => setChosenAddOns(chosenAddOns.includes(id) ? chosenAddOns.filter((a) => a !== id) : [...chosenAddOns, id])}
                onUpgrade={setUpgradeId}
              />
            </Step>
          )}
          <Summary>
            <span>{t('booking.total')}</span>
            <strong>
              <Price money={{ amount: total, currency: locale.currency }} />
            </strong>
          </Summary>
          <Button ref={addButton} type="button" onClick={() => void submit()} disabled={adding} style={{ width: '100%' }}>
            {t('booking.addToCart')}
          </Button>
        </>
      )}
      {/* Outside the branches: a visitor whose add took a time's last places still reads that it worked
          once the refetched time shows sold out and offers its waiting list instead of tickets. */}
      {message && (
        <Notice role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
          {message.text}
        </Notice>
      )}
    </div>
  );
}

export const BookingPanel = withLiveData(BookingSteps);
