import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Actions } from './step-parts';
import { GetBookingRidersDocument } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';
import { RiderLinkPanel } from './rider-link';
import { nextStep, useRiderWords, type Seat } from './rider-words';
import { SeatCard, SeatSummary } from './seat-summary';
import { SeatSteps } from './seat-steps';

const Seats = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
`;

type Open = { key: string; mode: 'steps' | 'link'; start: 'details' | 'waiver' } | null;

const seatId = (seat: Seat) => `${seat.ticketCode}-${seat.seat}`;

/**
 * My booking's riders (loaded on demand: components/views/my-booking-view.tsx): every seat of the
 * booking's tickets whose activity asks riders, with its state; the buyer names a rider, signs their
 * waiver, or sends them their own link. One seat's form is open at a time.
 */
export function RidersSection({ token }: { token: string }) {
  const t = useT();
  const words = useRiderWords();
  const { data, refetch } = useQuery(GetBookingRidersDocument, { variables: { token } });
  const [open, setOpen] = useState<Open>(null);
  const riders = data?.bookingRiders;
  if (riders?.__typename !== 'BookingRiders' || !riders.seats.length) return null;

  const toggle = (next: NonNullable<Open>) => setOpen(open?.key === next.key && open.mode === next.mode && open.start === next.start ? null : next);

  return (
    <section aria-labelledby="my-booking-riders" style={{ display: 'grid', gap: 14 }}>
      <h2 id="my-booking-riders" style={{ margin: 0 }}>
        {t('riderSeats.title')}
      </h2>
      <p style={{ margin: 0 }}>{t('riderSeats.lead')}</p>
      <Seats>
        {riders.seats.map((seat, index) => {
          const key = seatId(seat);
          const next = nextStep(seat);
          // Numbered across the booking (a group's three single tickets are riders 1, 2 and 3).
          const number = index + 1;
          const isOpen = open?.key === key;
          return (
            <SeatCard key={key} aria-label={t('riderSeats.seat', { number })}>
              <SeatSummary seat={seat} heading="h3" label={t('riderSeats.seat', { number })} />
              {/* While a seat's form is open its own buttons lead on; the card's come back when it closes. */}
              {seat.open && !(isOpen && open.mode === 'steps') && (
                <Actions>
                  {next === 'details' || !seat.rider ? (
                    <Button type="button" aria-expanded={isOpen && open.mode === 'steps'} onClick={() => toggle({ key, mode: 'steps', start: 'details' })}>
                      {t(seat.rider ? 'riderSeats.change' : 'riderSeats.fillIn', { number })}
                    </Button>
                  ) : (
                    <>
                      {next === 'waiver' && (
                        <Button type="button" aria-expanded={isOpen && open.mode === 'steps' && open.start === 'waiver'} onClick={() => toggle({ key, mode: 'steps', start: 'waiver' })}>
                          {t('riderSeats.sign', { name: words.seatName(seat) })}
                        </Button>
                      )}
                      <Button type="button" $variant="secondary" aria-expanded={isOpen && open.mode === 'steps' && open.start === 'details'} onClick={() => toggle({ key, mode: 'steps', start: 'details' })}>
                        {t('riderSeats.change', { number })}
                      </Button>
                    </>
                  )}
                  <Button type="button" $variant="secondary" aria-expanded={isOpen && open.mode === 'link'} onClick={() => toggle({ key, mode: 'link', start: 'details' })}>
                    {t('riderSeats.sendLink', { number })}
                  </Button>
                </Actions>
              )}
              {isOpen && open.mode === 'steps' && (
                <>
                <SeatSteps
                  key={`${key}-${open.start}`}
                  seat={seat}
                  number={number}
                  seatKey={{ bookingToken: token, ticketCode: seat.ticketCode, seat: seat.seat }}
                  email={riders.email}
                  start={open.start}
                  onChanged={() => void refetch()}
                />
                <div>
                  <Button type="button" $variant="secondary" onClick={() => setOpen(null)}>
                    {t('riderSeats.close')}
                  </Button>
                </div>
                </>
              )}
              {isOpen && open.mode === 'link' && <RiderLinkPanel seat={seat} number={number} bookingToken={token} />}
              {!seat.open && <p>{t('riderSeats.closedNote')}</p>}
            </SeatCard>
          );
        })}
      </Seats>
    </section>
  );
}
