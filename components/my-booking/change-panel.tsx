import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { DatePicker } from '@/components/booking/date-picker';
import { TimeSlots } from '@/components/booking/time-slots';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckboxLabel } from '@/components/ui/choice-field';
import { Notice } from '@/components/ui/notice';
import { useFormatMoney } from '@/components/ui/price';
import {
  CancelMyTicketsDocument,
  GetMyCancellationQuoteDocument,
  GetMyMoveOptionsDocument,
  RescheduleMyTicketsDocument,
  type MyBookingChangeFieldsFragment,
  type MyBookingFieldsFragment,
} from '@/graphql/generated/operations';
import { todayIn } from '@/lib/domain/calendar';
import { sessionWhen } from '@/lib/domain/time';
import { AddPeople } from './add-people';
import { useChangeRequest } from './change-request';
import type { MyTicket } from './ticket-cards';
import { useParkDateTime } from './use-my-booking-formats';

type Booking = MyBookingFieldsFragment;
type Mode = 'reschedule' | 'cancel';
type Choice = Mode | 'add';
type RefundTo = 'original' | 'gift_card';

const Panel = styled.section`
  display: grid;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: 20px;
  }
  h3 {
    font-size: 17px;
  }
  p {
    margin: 0;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

interface Props {
  token: string;
  booking: Booking;
  onChanged: (change: MyBookingChangeFieldsFragment) => void;
}

/** The tickets a change may take, as checkboxes, each with until when it may. */
function TicketChoice({ tickets, chosen, onChange, mode }: { tickets: MyTicket[]; chosen: string[]; onChange: (codes: string[]) => void; mode: Mode }) {
  const t = useT();
  const when = useParkDateTime();
  return (
    <fieldset>
      <legend>{t('myBooking.chooseTickets')}</legend>
      {tickets.map((ticket) => {
        const window = ticket[mode];
        return (
          <CheckboxLabel key={ticket.code}>
            <input
              type="checkbox"
              checked={chosen.includes(ticket.code)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, ticket.code] : chosen.filter((code) => code !== ticket.code))}
            />
            <span>
              {ticket.activity.title} · {ticket.variation.title} · {sessionWhen(ticket.session)}
              {window.until ? (
                <>
                  <br />
                  <small>{t(ticket.closed ? 'myBooking.untilClosed' : 'myBooking.until', { when: when(window.until) })}</small>
                </>
              ) : null}
            </span>
          </CheckboxLabel>
        );
      })}
    </fieldset>
  );
}

function Reschedule({ token, tickets, booking, onChanged }: Props & { tickets: MyTicket[] }) {
  const t = useT();
  const format = useFormatMoney();
  const locale = useSiteLocale();
  const [chosen, setChosen] = useState<string[]>(() => tickets.map((ticket) => ticket.code).slice(0, tickets.every((x) => x.activity.id === tickets[0]?.activity.id) ? tickets.length : 1));
  const [today, setToday] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const { key, answer, refusal } = useChangeRequest(`${sessionId}:${chosen.join(',')}`, onChanged);
  useEffect(() => setToday(todayIn(locale.timeZone)), [locale.timeZone]);
  const activities = new Set(tickets.filter((ticket) => chosen.includes(ticket.code)).map((ticket) => ticket.activity.id));
  const activity = tickets.find((ticket) => chosen.includes(ticket.code))?.activity;
  const options = useQuery(GetMyMoveOptionsDocument, {
    variables: { token, ticketCodes: chosen, date: day ?? '' },
    skip: !day || activities.size !== 1,
    fetchPolicy: 'network-only',
  });
  const slots = useMemo(() => (options.data?.myBookingMoveOptions ?? []).map((option) => ({ ...option.session, remaining: option.remaining, soldOut: option.soldOut })), [options.data]);
  const picked = options.data?.myBookingMoveOptions.find((option) => option.session.id === sessionId) ?? null;
  const [reschedule, { loading }] = useMutation(RescheduleMyTicketsDocument);

  const submit = async () => {
    if (!picked) return;
    const { data } = await reschedule({
      variables: { token, ticketCodes: chosen, sessionId: picked.session.id, expectedDifference: picked.priceDifference, idempotencyKey: key.current },
    });
    answer(data?.rescheduleMyTickets);
  };

  const difference = picked?.priceDifference ?? 0;
  const differenceText =
    difference > 0
      ? t('myBooking.costsMore', { amount: format({ amount: difference, currency: locale.currency }) })
      : difference < 0
        ? t(`myBooking.costsLess.${booking.policy.cheaperDifferenceTo}`, { amount: format({ amount: -difference, currency: locale.currency }) })
        : t('myBooking.samePrice');
  return (
    <>
      <TicketChoice tickets={tickets} chosen={chosen} onChange={setChosen} mode="reschedule" />
      {activities.size > 1 ? <Notice $tone="error">{t('myBooking.oneActivity')}</Notice> : null}
      {activity && activities.size === 1 && today ? (
        <>
          <h3 id="my-booking-new-date">{t('myBooking.newDate')}</h3>
          <DatePicker
            slug={activity.slug}
            today={today}
            selected={day}
            onSelect={(value) => {
              setDay(value);
              setSessionId(null);
            }}
          />
        </>
      ) : null}
      {day && activities.size === 1 ? (
        <>
          <h3>{t('myBooking.newTime')}</h3>
          {options.loading ? <p>{t('loading')}</p> : <TimeSlots sessions={slots} selected={sessionId} onSelect={setSessionId} />}
        </>
      ) : null}
      {picked ? (
        <p role="status">
          <strong>{sessionWhen(picked.session)}</strong> · {differenceText}
        </p>
      ) : null}
      {refusal}
      <div>
        <Button type="button" disabled={!picked || loading || !chosen.length} onClick={submit}>
          {t(difference > 0 ? 'myBooking.confirmMoveAndPay' : 'myBooking.confirmMove')}
        </Button>
      </div>
    </>
  );
}

function Cancel({ token, tickets, booking, onChanged }: Props & { tickets: MyTicket[] }) {
  const t = useT();
  const format = useFormatMoney();
  const [chosen, setChosen] = useState<string[]>([]);
  const allClosed = chosen.length > 0 && tickets.filter((ticket) => chosen.includes(ticket.code)).every((ticket) => ticket.closed);
  const choices: RefundTo[] = allClosed ? ['original', 'gift_card'] : (booking.policy.refundTo as RefundTo[]);
  const [refundTo, setRefundTo] = useState<RefundTo>(choices[0]);
  // Asked once more before it is done, as the back office does (components/back-office/orders/cancel-form.tsx).
  const [confirming, setConfirming] = useState(false);
  const quote = useQuery(GetMyCancellationQuoteDocument, { variables: { token, ticketCodes: chosen }, skip: !chosen.length, fetchPolicy: 'network-only' }).data?.myCancellationQuote;
  const [cancel, { loading }] = useMutation(CancelMyTicketsDocument);
  const { key, answer, refusal } = useChangeRequest(`${refundTo}:${chosen.join(',')}`, onChanged);
  useEffect(() => {
    if (!choices.includes(refundTo)) setRefundTo(choices[0]);
  }, [choices.join(','), refundTo]);
  // Another choice is another question.
  useEffect(() => setConfirming(false), [refundTo, chosen.join(',')]);

  const submit = async () => {
    const { data } = await cancel({ variables: { token, ticketCodes: chosen, refundTo, idempotencyKey: key.current } });
    setConfirming(false);
    answer(data?.cancelMyTickets);
  };

  const amount = quote?.amount.amount ?? 0;
  const difference = quote?.differenceReturned.amount ?? 0;
  // Where each part of the money goes: the original payment's share as chosen (to it, or a voucher with the
  // park's bonus), a paid difference always the way it was paid, a gift card's share back onto it.
  const parts = quote
    ? [
        amount > 0
          ? t(difference > 0 ? `myBooking.refundOriginalPart.${refundTo}` : `myBooking.refundAmount.${refundTo}`, {
              amount: format(refundTo === 'gift_card' ? { ...quote.amount, amount: amount + quote.giftCardBonus.amount } : quote.amount),
            })
          : null,
        difference > 0 ? t(`myBooking.differenceBack.${amount > 0 ? refundTo : 'original'}`, { amount: format(quote.differenceReturned) }) : null,
        quote.giftCardReturned.amount > 0 ? t('myBooking.giftCardReturned', { amount: format(quote.giftCardReturned) }) : null,
      ].filter((part): part is string => Boolean(part))
    : [];
  return (
    <>
      <TicketChoice tickets={tickets} chosen={chosen} onChange={setChosen} mode="cancel" />
      {quote && chosen.length ? (
        <>
          {amount > 0 && choices.length > 1 ? (
            <fieldset>
              <legend>{t('myBooking.refundTo')}</legend>
              <Choices>
                {choices.map((choice) => (
                  <CheckboxLabel key={choice}>
                    <input type="radio" name="refund-to" value={choice} checked={refundTo === choice} onChange={() => setRefundTo(choice)} />
                    <span>
                      {t(`myBooking.refundChoice.${choice}`)}
                      {choice === 'gift_card' && quote.giftCardBonus.amount > 0 ? (
                        <>
                          <br />
                          <small>{t('myBooking.bonus', { amount: format(quote.giftCardBonus) })}</small>
                        </>
                      ) : null}
                    </span>
                  </CheckboxLabel>
                ))}
              </Choices>
            </fieldset>
          ) : null}
          <p role="status">
            {parts.length
              ? parts.map((part) => (
                  <span key={part} style={{ display: 'block' }}>
                    {part}
                  </span>
                ))
              : t('myBooking.refundNothing')}
          </p>
        </>
      ) : null}
      {refusal}
      {confirming ? (
        <Notice role="alert" $tone="info" style={{ margin: 0 }}>
          <strong style={{ display: 'block', marginBottom: 10 }}>{t('myBooking.confirmCancelQuestion')}</strong>
          <Choices>
            <Button type="button" disabled={loading} aria-busy={loading} onClick={submit}>
              {t('myBooking.confirmCancelYes', { count: chosen.length })}
            </Button>
            <Button type="button" $variant="secondary" disabled={loading} onClick={() => setConfirming(false)}>
              {t('myBooking.keepTickets')}
            </Button>
          </Choices>
        </Notice>
      ) : (
        <div>
          <Button type="button" disabled={!chosen.length || loading || !quote} onClick={() => setConfirming(true)}>
            {t('myBooking.confirmCancel', { count: chosen.length })}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * What the visitor may change themselves (issue #24): move tickets to another session of their activity
 * in the same calendar they booked with, or cancel some, within the park's policy; or, when nothing may
 * change any more, why not and how to reach the park.
 */
export function ChangePanel({ token, booking, onChanged, payOffered = false }: Props & { payOffered?: boolean }) {
  const t = useT();
  const [mode, setMode] = useState<Choice | null>(null);
  const group = booking.group?.additions.length ? booking.group : null;
  const standing = booking.tickets.filter((ticket) => !ticket.cancelled);
  const movable = standing.filter((ticket) => ticket.reschedule.allowed);
  const cancellable = standing.filter((ticket) => ticket.cancel.allowed);
  const closed = standing.some((ticket) => ticket.closed);
  if (!standing.length) return null;
  // Why a change is not offered any more, said beside its button: too late under the policy (and how
  // late is too late), or not offered online at all. Each with the way to reach the park.
  const whyNot = (change: Mode, allowed: MyTicket[]) => {
    if (allowed.length) return null;
    const refusals = standing.map((ticket) => ticket[change].refusal);
    const hours = change === 'reschedule' ? booking.policy.rescheduleHoursBefore : booking.policy.cancelHoursBefore;
    if (refusals.includes('chargeDue')) return t('myBooking.whyNot.rescheduleChargeDue');
    if (refusals.includes('tooLate')) return t(`myBooking.whyNot.${change}TooLate`, { count: hours ?? 0 });
    if (refusals.every((refusal) => refusal === 'notOffered')) return t(`myBooking.whyNot.${change}NotOffered`);
    return t('myBooking.whyNot.other');
  };
  const notes = [whyNot('reschedule', movable), whyNot('cancel', cancellable)].filter((note): note is string => Boolean(note));
  // A dearer move's difference still to pay holds further moves back: its link is offered right there,
  // unless the move just made offers it above (`payOffered`: one "Pay the difference" on the page).
  const chargeDue = standing.some((ticket) => ticket.reschedule.refusal === 'chargeDue');
  const payPath = chargeDue && !payOffered ? booking.payments.find((entry) => entry.status === 'due' && entry.payPath)?.payPath : null;

  return (
    <Panel aria-labelledby="my-booking-change">
      <h2 id="my-booking-change">{t('myBooking.change')}</h2>
      {closed ? (
        <Notice role="status" $tone="info" style={{ margin: 0 }}>
          {t('myBooking.closedChoice')}
        </Notice>
      ) : null}
      <Choices role="group" aria-label={t('myBooking.change')}>
        <Button type="button" $variant={mode === 'reschedule' ? 'primary' : 'secondary'} aria-pressed={mode === 'reschedule'} disabled={!movable.length} onClick={() => setMode('reschedule')}>
          {t('myBooking.reschedule')}
        </Button>
        <Button type="button" $variant={mode === 'cancel' ? 'primary' : 'secondary'} aria-pressed={mode === 'cancel'} disabled={!cancellable.length} onClick={() => setMode('cancel')}>
          {t('myBooking.cancel')}
        </Button>
        {group ? (
          <Button type="button" $variant={mode === 'add' ? 'primary' : 'secondary'} aria-pressed={mode === 'add'} onClick={() => setMode('add')}>
            {t('myBooking.addPeople.title')}
          </Button>
        ) : null}
      </Choices>
      {notes.length ? (
        <Notice role="status" $tone="info" style={{ margin: 0 }}>
          {[...new Set(notes)].map((note) => (
            <span key={note} style={{ display: 'block' }}>
              {note}
            </span>
          ))}
          {payPath ? (
            <ButtonLink href={payPath} style={{ margin: '10px 0', display: 'inline-flex' }}>
              {t('myBooking.payDifference')}
            </ButtonLink>
          ) : null}
          <a href={booking.park.contactPath} style={{ display: 'block' }}>
            {t('myBooking.contact', { park: booking.park.name })}
          </a>
        </Notice>
      ) : null}
      {mode === 'reschedule' && movable.length ? <Reschedule token={token} booking={booking} tickets={movable} onChanged={onChanged} /> : null}
      {mode === 'cancel' && cancellable.length ? <Cancel token={token} booking={booking} tickets={cancellable} onChanged={onChanged} /> : null}
      {mode === 'add' && group ? <AddPeople token={token} group={group} onChanged={onChanged} /> : null}
    </Panel>
  );
}

/**
 * After a change: what was done, and the next step (pay a dearer session's difference, or a group's balance
 * as the change left it; where a gift card was mailed).
 */
export function ChangeDone({ change }: { change: MyBookingChangeFieldsFragment }) {
  const t = useT();
  const group = change.paysBalance;
  const done = change.payPath ? (group ? 'myBooking.done.balancePay' : 'myBooking.done.movedPay') : change.giftCardMailedTo ? 'myBooking.done.giftCard' : 'myBooking.done.changed';
  return (
    <Notice role="status" $tone="success" style={{ margin: 0 }}>
      {t(done, { email: change.giftCardMailedTo ?? '' })}
      {change.payPath ? (
        <>
          <br />
          <ButtonLink href={change.payPath} style={{ marginTop: 10 }}>
            {t(group ? 'myBooking.payBalance' : 'myBooking.payDifference')}
          </ButtonLink>
        </>
      ) : null}
    </Notice>
  );
}
