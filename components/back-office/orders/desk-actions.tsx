import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ResendConfirmationDocument, TakeChargeAtDeskDocument, TakePaymentAtDeskDocument, type StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { useStaffT } from '../translations';
import { ActionBlock, useRunAction } from './action-kit';
import { useStaffFormats } from '../formats';
import { useActionKey } from '../action-key';
import { type Outcome } from '../ui';

type Order = StaffOrderFieldsFragment;

/** Sends the booking's confirmation to the visitor again. */
export function ResendConfirmation({ order, onOutcome }: { order: Order; onOutcome: (outcome: Outcome) => void }) {
  const t = useStaffT();
  const { key, renew } = useActionKey();
  const { run } = useRunAction(order.bookingId, onOutcome);
  const [resend, { loading }] = useMutation(ResendConfirmationDocument);
  return (
    <ActionBlock aria-labelledby="resend-heading">
      <h3 id="resend-heading">{t('orders.actions.resend')}</h3>
      <Button
        type="button"
        $variant="secondary"
        disabled={loading}
        onClick={() =>
          run(
            async () => (await resend({ variables: { bookingId: order.bookingId, idempotencyKey: key } })).data?.resendConfirmation,
            t('orders.actions.resent', { email: order.customer.email }),
            renew,
          )
        }
      >
        {loading ? t('orders.actions.working') : t('orders.actions.resend')}
      </Button>
    </ActionBlock>
  );
}

/** A reservation's payment taken at the desk: how the visitor pays, and the amount the server says is due. */
export function TakePaymentAtDesk({ order, onOutcome }: { order: Order; onOutcome: (outcome: Outcome) => void }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const { key, renew } = useActionKey();
  const { run } = useRunAction(order.bookingId, onOutcome);
  const [method, setMethod] = useState<'cash' | 'card_at_desk'>('cash');
  const [take, { loading }] = useMutation(TakePaymentAtDeskDocument);
  const amount = format.money(order.dueOnArrival, order.currency);
  return (
    <ActionBlock aria-labelledby="pay-heading">
      <h3 id="pay-heading">{t('orders.actions.takePayment')}</h3>
      <p>{t('orders.actions.payAmount', { amount })}</p>
      <fieldset>
        <legend>{t('orders.actions.payMethod')}</legend>
        {(['cash', 'card_at_desk'] as const).map((choice) => (
          <label key={choice} className="choice">
            <input type="radio" name="desk-method" value={choice} checked={method === choice} onChange={() => setMethod(choice)} />
            {t(`orders.method.${choice}`)}
          </label>
        ))}
      </fieldset>
      <Button
        type="button"
        disabled={loading}
        onClick={() =>
          run(async () => (await take({ variables: { bookingId: order.bookingId, method, idempotencyKey: key } })).data?.takePaymentAtDesk, t('orders.actions.paid'), renew)
        }
      >
        {loading ? t('orders.actions.working') : t('orders.actions.pay', { amount })}
      </Button>
    </ActionBlock>
  );
}

/**
 * A charge still due (a move to a dearer time) taken at the desk instead of through the visitor's link:
 * the oldest due one, its amount the server's. Should the visitor pay the link meanwhile, the server
 * finds the charge paid and does nothing (or gives the later money back).
 */
export function TakeChargeAtDesk({ order, onOutcome }: { order: Order; onOutcome: (outcome: Outcome) => void }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const { key, renew } = useActionKey();
  const { run } = useRunAction(order.bookingId, onOutcome);
  const [method, setMethod] = useState<'cash' | 'card_at_desk'>('card_at_desk');
  const [take, { loading }] = useMutation(TakeChargeAtDeskDocument);
  const charge = order.charges.find((c) => c.status === 'due');
  if (!charge) return null;
  const amount = format.money(charge.amount, order.currency);
  return (
    <ActionBlock aria-labelledby="charge-heading">
      <h3 id="charge-heading">{t('orders.actions.takeCharge')}</h3>
      <p>{t('orders.actions.chargeDue', { amount })}</p>
      <fieldset>
        <legend>{t('orders.actions.payMethod')}</legend>
        {(['cash', 'card_at_desk'] as const).map((choice) => (
          <label key={choice} className="choice">
            <input type="radio" name="charge-method" value={choice} checked={method === choice} onChange={() => setMethod(choice)} />
            {t(`orders.method.${choice}`)}
          </label>
        ))}
      </fieldset>
      <Button
        type="button"
        disabled={loading}
        onClick={() =>
          run(
            async () => (await take({ variables: { bookingId: order.bookingId, chargeId: charge.id, method, idempotencyKey: key } })).data?.takeChargeAtDesk,
            t('orders.actions.chargePaid'),
            renew,
          )
        }
      >
        {loading ? t('orders.actions.working') : t('orders.actions.pay', { amount })}
      </Button>
    </ActionBlock>
  );
}
