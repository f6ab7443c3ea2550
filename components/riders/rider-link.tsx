import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useParkDateTime } from '@/components/my-booking/use-my-booking-formats';
import { Button } from '@/components/ui/button';
import { Actions } from './step-parts';
import { FieldFrame, FieldLabel, Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { MakeRiderLinkDocument } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';
import { useRiderWords, type Seat } from './rider-words';

/**
 * A seat's personal link, made when asked (by the booking's link only): shown to copy, and handed to the
 * phone's share sheet where the browser has one. Whoever opens it names that seat's rider and signs
 * their waiver, and sees no one else's.
 */
export function RiderLinkPanel({ seat, number, bookingToken }: { seat: Seat; number: number; bookingToken: string }) {
  const t = useT();
  const words = useRiderWords();
  const until = useParkDateTime();
  const [make, { data, loading }] = useMutation(MakeRiderLinkDocument);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    make({ variables: { bookingToken, ticketCode: seat.ticketCode, seat: seat.seat } }).catch(() => setFailed(true));
  }, [make, bookingToken, seat.ticketCode, seat.seat]);

  const answer = data?.makeRiderLink;
  if (failed || answer?.__typename === 'RiderRefused') {
    const lines = answer?.__typename === 'RiderRefused' ? words.refusal(answer, seat) : [t('riderSeats.refusal.unknown')];
    return (
      <Notice role="alert" $tone="error" style={{ margin: 0 }}>
        {lines.join(' ')}
      </Notice>
    );
  }
  if (loading || !answer) return <p role="status" style={{ margin: 0 }}>{t('riderSeats.link.making')}</p>;

  const id = `rider-link-${seat.ticketCode}-${seat.seat}`;
  // Said copied only when it was; otherwise the link is selected, for the visitor to copy themselves.
  const copy = async () => {
    const done = await (navigator.clipboard?.writeText(answer.url).then(() => true, () => false) ?? Promise.resolve(false));
    setCopied(done);
    if (!done) (document.getElementById(id) as HTMLInputElement | null)?.select();
  };
  const share = () =>
    navigator
      .share({ title: t('riderSeats.link.shareTitle', { activity: seat.activity.title }), text: t('riderSeats.link.shareText', { activity: seat.activity.title }), url: answer.url })
      .catch(() => undefined);

  return (
    <>
      <h4 style={{ margin: 0, fontSize: 17 }}>{t('riderSeats.link.title', { number })}</h4>
      <p style={{ margin: 0 }}>{t('riderSeats.link.text', { when: until(answer.expiresAt) })}</p>
      <FieldFrame>
        <FieldLabel htmlFor={id}>{t('riderSeats.link.label')}</FieldLabel>
        <Input id={id} readOnly value={answer.url} onFocus={(event) => event.currentTarget.select()} />
      </FieldFrame>
      <Actions>
        <Button type="button" onClick={copy}>
          {t('riderSeats.link.copy')}
        </Button>
        {canShare && (
          <Button type="button" $variant="secondary" onClick={share}>
            {t('riderSeats.link.share')}
          </Button>
        )}
      </Actions>
      <p role="status" style={{ margin: 0, minHeight: '1.5em' }}>
        {copied ? t('riderSeats.link.copied') : ''}
      </p>
    </>
  );
}
