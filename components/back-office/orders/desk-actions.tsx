import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ResendConfirmationDocument, TakePaymentAtDeskDocument, type StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { useStaffT } from '../translations';
import { ActionBlock, useActionKey, useRunAction, type Outcome } from './action-kit';
import { useStaffFormat } from './format';

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
  const format = useStaffFormat();
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
