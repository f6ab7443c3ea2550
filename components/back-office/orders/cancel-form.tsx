import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { CancelTicketsDocument, RefundQuoteDocument, type StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldLabel, TextArea } from '@/components/ui/field';
import { useStaffT } from '../translations';
import { ActionBlock, useRunAction } from './action-kit';
import { useStaffFormats } from '../formats';
import { ConfirmStep, type Outcome } from '../ui';
import { useActionKey } from '../action-key';

type Order = StaffOrderFieldsFragment;

/**
 * Cancels the tickets chosen in the list: what goes back is the server's quote for them (never an amount
 * typed here), to the original payment or as a gift card; a reservation just owes less. Asked twice: the
 * button shows what it will do, then a second one does it.
 */
export function CancelTickets({ order, selected, onDone, onOutcome }: { order: Order; selected: string[]; onDone: () => void; onOutcome: (outcome: Outcome) => void }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const reasonId = useId();
  const { key, renew } = useActionKey();
  const { run } = useRunAction(order.bookingId, onOutcome);
  const [refundTo, setRefundTo] = useState<'original' | 'gift_card'>('original');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [cancel, { loading }] = useMutation(CancelTicketsDocument);
  const quote = useQuery(RefundQuoteDocument, { variables: { bookingId: order.bookingId, ticketCodes: selected }, skip: !selected.length });
  const paid = order.status !== 'reserved';
  const money = (amount: number) => format.money(amount, order.currency);
  const amount = quote.data?.refundQuote.amount ?? 0;
  const giftCard = quote.data?.refundQuote.giftCard ?? 0;
  const toOriginal = quote.data?.refundQuote.toOriginalPayment ?? false;
  const chargeRefund = quote.data?.refundQuote.chargeRefund ?? 0;
  const method = paid && !toOriginal ? 'gift_card' : refundTo;
  const submit = () =>
    run(
      async () => (await cancel({ variables: { bookingId: order.bookingId, ticketCodes: selected, refundTo: method, reason, idempotencyKey: key } })).data?.cancelTickets,
      t('orders.actions.cancelled'),
      () => {
        renew();
        setConfirming(false);
        setReason('');
        onDone();
      },
    );
  return (
    <ActionBlock aria-labelledby="cancel-heading">
      <h3 id="cancel-heading">{t('orders.actions.cancel')}</h3>
      <p>{selected.length ? t('orders.actions.selected', { count: selected.length }) : t('orders.actions.cancelHelp')}</p>
      {order.tickets.some((ticket) => !ticket.cancelledAt && ticket.checkIns.length > 0) && <p>{t('orders.actions.checkedInHelp')}</p>}
      {selected.length > 0 && (
        <>
          {paid ? (
            <>
              <p role="status">{t('orders.actions.refundQuote', { amount: money(amount) })}</p>
              {amount > 0 && (
                <fieldset>
                  <legend>{t('orders.actions.refundMethod')}</legend>
                  {toOriginal && (
                    <label className="choice">
                      <input type="radio" name="refund-to" value="original" checked={method === 'original'} onChange={() => setRefundTo('original')} />
                      {t('orders.actions.refundTo')}
                    </label>
                  )}
                  <label className="choice">
                    <input type="radio" name="refund-to" value="gift_card" checked={method === 'gift_card'} onChange={() => setRefundTo('gift_card')} />
                    {t('orders.actions.refundGiftCard')}
                  </label>
                </fieldset>
              )}
            </>
          ) : (
            <p>{t('orders.actions.noRefund')}</p>
          )}
          {giftCard > 0 && <p>{t('orders.actions.giftCardBack', { amount: money(giftCard) })}</p>}
          {chargeRefund > 0 && <p>{t('orders.actions.chargeBack', { amount: money(chargeRefund) })}</p>}
          <FieldLabel htmlFor={reasonId}>{t('orders.actions.reason')}</FieldLabel>
          <TextArea id={reasonId} rows={2} value={reason} required maxLength={500} onChange={(event) => setReason(event.target.value)} style={{ width: '100%', marginBottom: 8 }} />
          {!confirming ? (
            <Button type="button" $variant="secondary" disabled={!reason.trim() || quote.loading} onClick={() => setConfirming(true)}>
              {t('orders.actions.cancelButton', { count: selected.length })}
            </Button>
          ) : (
            <ConfirmStep
              danger
              question={t('orders.actions.confirmCancel')}
              confirm={loading ? t('orders.actions.working') : t('orders.actions.cancelButton', { count: selected.length })}
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
