import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { MoveOptionsDocument, MoveTicketsDocument, type StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldLabel, Input } from '@/components/ui/field';
import { useStaffT } from '../translations';
import { ActionBlock, useRunAction } from './action-kit';
import { useStaffFormats } from '../formats';
import { isBadInput, ConfirmStep, type Outcome } from '../ui';
import { useActionKey } from '../action-key';

type Order = StaffOrderFieldsFragment;

/**
 * Moves the tickets chosen in the list to another time of their activity: a day, then one of its times
 * with room (the server takes the places as a sale does, and may still find it full). A dearer time says
 * what the visitor will be charged (the server's difference) and asks to confirm before it moves: the
 * visitor of a paid order gets a payment link for it, a reservation owes it at the desk.
 */
export function MoveTickets({ order, selected, onDone, onOutcome }: { order: Order; selected: string[]; onDone: () => void; onOutcome: (outcome: Outcome) => void }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const dateId = useId();
  const { key, renew } = useActionKey();
  const { run } = useRunAction(order.bookingId, onOutcome);
  const [date, setDate] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [findTimes, options] = useLazyQuery(MoveOptionsDocument, { fetchPolicy: 'network-only' });
  const [move, { loading }] = useMutation(MoveTicketsDocument);
  const zone = order.park.timeZone;
  const chosen = options.data?.moveOptions.find((option) => option.sessionId === sessionId);
  const charge = chosen && chosen.priceDifference > 0 ? format.money(chosen.priceDifference, order.currency) : null;
  const choose = (id: string) => {
    setSessionId(id);
    setConfirming(false);
  };
  const submit = () =>
    run(
      async () =>
        (
          await move({
            variables: { bookingId: order.bookingId, ticketCodes: selected, sessionId, refundTo: 'original', chargeDifference: Boolean(charge), idempotencyKey: key },
          })
        ).data?.moveTickets,
      t(charge ? 'orders.actions.movedCharged' : 'orders.actions.moved'),
      () => {
        renew();
        setSessionId('');
        setConfirming(false);
        onDone();
      },
    );
  return (
    <ActionBlock aria-labelledby="move-heading">
      <h3 id="move-heading">{t('orders.actions.move')}</h3>
      <p>{selected.length ? t('orders.actions.selected', { count: selected.length }) : t('orders.actions.moveHelp')}</p>
      {order.tickets.some((ticket) => !ticket.cancelledAt && ticket.checkIns.length > 0) && <p>{t('orders.actions.checkedInHelp')}</p>}
      {selected.length > 0 && (
        <>
          <FieldLabel htmlFor={dateId}>{t('orders.actions.moveDate')}</FieldLabel>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '4px 0 8px' }}>
            <Input id={dateId} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            <Button type="button" $variant="secondary" disabled={!date} onClick={() => void findTimes({ variables: { bookingId: order.bookingId, ticketCodes: selected, date } })}>
              {t('orders.actions.findTimes')}
            </Button>
          </div>
          {options.error && <p role="alert">{t(isBadInput(options.error) ? 'orders.badDate' : 'orders.actions.timesFailed')}</p>}
          {options.data && !options.data.moveOptions.length && <p role="status">{t('orders.actions.noTimes')}</p>}
          {options.data && options.data.moveOptions.length > 0 && (
            <fieldset>
              <legend>{t('orders.actions.timesFor', { date: format.dayOf(`${date}T12:00:00Z`, 'UTC') })}</legend>
              {options.data.moveOptions.map((option) => {
                const full = option.remaining < selected.length;
                const difference = option.priceDifference ? ` · ${option.priceDifference > 0 ? '+' : '−'}${format.money(Math.abs(option.priceDifference), order.currency)}` : '';
                return (
                  <label key={option.sessionId} className="choice">
                    <input type="radio" name="move-to" value={option.sessionId} disabled={full} checked={sessionId === option.sessionId} onChange={() => choose(option.sessionId)} />
                    {format.clock(option.startsAt, zone)} · {t('orders.actions.remaining', { count: option.remaining })}
                    {difference}
                  </label>
                );
              })}
            </fieldset>
          )}
          {chosen && charge && (
            <p>{t(order.status === 'reserved' ? 'orders.actions.chargeAtDesk' : 'orders.actions.chargeByLink', { amount: charge })}</p>
          )}
          {chosen && !charge && (
            <Button type="button" disabled={loading} onClick={submit}>
              {loading ? t('orders.actions.working') : t('orders.actions.moveButton', { when: format.when(chosen.startsAt, zone) })}
            </Button>
          )}
          {chosen && charge && !confirming && (
            <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
              {t('orders.actions.moveChargeButton', { when: format.when(chosen.startsAt, zone), amount: charge })}
            </Button>
          )}
          {chosen && charge && confirming && (
            <ConfirmStep
              question={t('orders.actions.confirmCharge', { amount: charge })}
              confirm={loading ? t('orders.actions.working') : t('orders.actions.moveChargeButton', { when: format.when(chosen.startsAt, zone), amount: charge })}
              cancel={t('orders.actions.back')}
              busy={loading}
              onConfirm={submit}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
    </ActionBlock>
  );
}
