import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import type { MyBookingFieldsFragment } from '@/graphql/generated/operations';
import { sessionWhen } from '@/lib/domain/time';

export type MyTicket = MyBookingFieldsFragment['tickets'][number];

const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $void: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  padding: 16px;
  display: grid;
  gap: 6px;
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
  ${({ $void, theme }) => ($void ? `color: ${theme.colors.muted};` : '')}
  h3 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
  }
  img {
    /* Large for the gate's camera, and on a phone the screen's full width. */
    width: min(100%, 320px);
    height: auto;
    aspect-ratio: 1;
    margin: 4px auto;
    display: block;
    image-rendering: pixelated;
  }
`;

const Code = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px;
  word-break: break-all;
`;

const State = styled.p`
  font-weight: 700;
`;

const Wallet = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  a {
    display: inline-block;
    padding: 8px 14px;
    border-radius: 999px;
    background: #000;
    color: #fff;
    font-weight: 600;
    font-size: 14px;
    text-decoration: none;
  }
`;

const Note = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Each ticket with its QR code, large, to show at the gate; used or cancelled ones say so and show none. */
export function TicketCards({ tickets }: { tickets: MyTicket[] }) {
  const t = useT();
  return (
    <Cards aria-label={t('myBooking.tickets')}>
      {tickets.map((ticket, index) => (
        <Card key={ticket.code} $void={ticket.cancelled} data-ticket={ticket.code}>
          <h3>{ticket.activity.title}</h3>
          <p>
            <time dateTime={ticket.session.startsAt}>{sessionWhen(ticket.session)}</time>
          </p>
          <p>
            {ticket.variation.title} · {t('myBooking.admits', { count: ticket.people })}
          </p>
          {ticket.cancelled ? <State>{t('myBooking.ticketCancelled')}</State> : null}
          {ticket.checkedIn ? <State>{t('myBooking.checkedIn')}</State> : null}
          {ticket.closed && !ticket.cancelled ? <State role="status">{t('myBooking.sessionClosed')}</State> : null}
          {ticket.qrImage ? (
            <>
              <img src={ticket.qrImage} alt={t('myBooking.qrAlt', { number: index + 1, activity: ticket.activity.title })} width={320} height={320} />
              <Code>{ticket.typedText}</Code>
            </>
          ) : null}
          {ticket.wallet ? <WalletLinks wallet={ticket.wallet} /> : null}
        </Card>
      ))}
    </Cards>
  );
}

/**
 * A ticket's wallet passes (lib/server/wallet): Apple's file downloads (Safari on an iPhone offers to add it),
 * Google's link leads to Google's save page. The demo's passes are signed with its own test certificate,
 * which no phone trusts: it says so where the buttons are.
 */
function WalletLinks({ wallet }: { wallet: NonNullable<MyTicket['wallet']> }) {
  const t = useT();
  return (
    <>
      <Wallet>
        {wallet.applePassPath ? (
          // No `download`: Safari on an iPhone opens a .pkpass it navigates to in Wallet's own "Add" sheet.
          <a href={wallet.applePassPath} type="application/vnd.apple.pkpass">
            {t('myBooking.addToAppleWallet')}
          </a>
        ) : null}
        {wallet.googlePassPath ? (
          <a href={wallet.googlePassPath} rel="noopener">
            {t('myBooking.addToGoogleWallet')}
          </a>
        ) : null}
      </Wallet>
      {wallet.demo ? <Note>{t('myBooking.walletDemoNote')}</Note> : null}
    </>
  );
}
