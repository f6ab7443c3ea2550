import { useMutation, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { KioskBookingDocument, KioskRiderLinkDocument } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { TextField, InlineForm, Panel, ScreenHeading } from '../ui';

/*
 * The gate's kiosk (lib/server/riders/kiosk.ts): staff find a booking by a ticket's QR text (a scanner
 * types it) or its booking ID, or arrive from a scan's "Sign at the kiosk" (?booking=…), and hand the
 * tablet over on a rider's own page, where the rider (or their guardian) fills in and signs. Back returns
 * here, and the list reads again.
 */

const Seats = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
  }
  p {
    margin: 0;
  }
  strong {
    font-size: 19px;
  }
`;

const State = styled.span<{ $ready: boolean }>`
  display: inline-block;
  margin-top: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 800;
  color: #111;
  background: ${({ $ready }) => ($ready ? '#c8e6c9' : '#ffd54f')};
`;

export function KioskScreen() {
  const t = useStaffT();
  const formats = useStaffFormats();
  const router = useRouter();
  const asked = typeof router.query.booking === 'string' ? router.query.booking : '';
  const [typed, setTyped] = useState(asked);
  const [text, setText] = useState(asked);
  const { data, loading } = useQuery(KioskBookingDocument, { variables: { text }, skip: !text.trim(), fetchPolicy: 'cache-and-network' });
  const [makeLink, { loading: opening }] = useMutation(KioskRiderLinkDocument);
  const [problem, setProblem] = useState<'notFound' | 'closed' | 'failed' | null>(null);
  const booking = data?.kioskBooking;

  const find = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setText(typed.trim());
  };
  const handOver = async (ticketCode: string, seat: number) => {
    if (!booking) return;
    setProblem(null);
    try {
      const { data: made } = await makeLink({ variables: { bookingId: booking.bookingId, ticketCode, seat } });
      const answer = made?.kioskRiderLink;
      if (answer?.__typename === 'KioskRiderLink') window.location.assign(answer.url);
      else setProblem(answer?.__typename === 'KioskRefused' ? answer.problem : 'failed');
    } catch {
      setProblem('failed');
    }
  };

  return (
    <>
      <ScreenHeading>{t('kiosk.heading')}</ScreenHeading>
      <Panel aria-labelledby="kiosk-find">
        <h2 id="kiosk-find">{t('kiosk.find.heading')}</h2>
        <InlineForm onSubmit={find}>
          <div>
            <TextField id="kiosk-text" name="text" label={t('kiosk.find.label')} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoCapitalize="characters" />
          </div>
          <Button type="submit">{t('kiosk.find.submit')}</Button>
        </InlineForm>
      </Panel>
      {text && !loading && !booking && (
        <Notice $tone="error" role="alert">
          {t('kiosk.notFound')}
        </Notice>
      )}
      {problem && (
        <Notice $tone="error" role="alert">
          {t(`kiosk.problem.${problem}`)}
        </Notice>
      )}
      {booking && (
        <Panel aria-labelledby="kiosk-riders">
          <h2 id="kiosk-riders">{t('kiosk.riders.heading', { bookingId: booking.bookingId })}</h2>
          {booking.seats.length === 0 ? (
            <p>{t('kiosk.riders.none')}</p>
          ) : (
            <>
              <p>{t('kiosk.riders.intro')}</p>
              <Seats>
                {booking.seats.map((seat) => (
                  <li key={`${seat.ticketCode}-${seat.seat}`}>
                    <div>
                      <p>
                        <strong>{seat.riderName ?? t('kiosk.riders.unnamed', { number: seat.number })}</strong>
                      </p>
                      <p>
                        {seat.activityTitle} · {formats.when(seat.startsAt, seat.timeZone)}
                      </p>
                      <State $ready={seat.verdict === 'ready'}>{t(`checkIn.riders.verdict.${seat.verdict}`)}</State>
                    </div>
                    {seat.verdict !== 'ready' && (
                      <Button type="button" disabled={opening} onClick={() => void handOver(seat.ticketCode, seat.seat)}>
                        {seat.riderName ? t('kiosk.riders.signAs', { name: seat.riderName }) : t('kiosk.riders.fillIn', { number: seat.number })}
                      </Button>
                    )}
                  </li>
                ))}
              </Seats>
              <p>{t('kiosk.riders.after')}</p>
            </>
          )}
        </Panel>
      )}
    </>
  );
}
