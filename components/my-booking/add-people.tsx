import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { Button } from '@/components/ui/button';
import { CheckboxLabel } from '@/components/ui/choice-field';
import { FieldLabel, Input } from '@/components/ui/field';
import { useFormatMoney } from '@/components/ui/price';
import { AddMyGroupTicketsDocument, type MyBookingChangeFieldsFragment, type MyBookingFieldsFragment } from '@/graphql/generated/operations';
import { sessionWhen } from '@/lib/domain/time';
import { useChangeRequest } from './change-request';

type Group = NonNullable<MyBookingFieldsFragment['group']>;

/**
 * A group's organiser raises its numbers (lib/server/orders/commands/group-numbers.ts): a ticket type at
 * one of the group's sessions, how many, and what that adds to the balance, at the price the server quoted
 * (it prices the change again, and refuses it if the price moved meanwhile). Lowering the numbers is
 * cancelling tickets, beside this.
 */
export function AddPeople({ token, group, onChanged }: { token: string; group: Group; onChanged: (change: MyBookingChangeFieldsFragment) => void }) {
  const t = useT();
  const format = useFormatMoney();
  const [choice, setChoice] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const option = group.additions[choice] ?? group.additions[0];
  const most = Math.max(1, Math.floor(group.room / Math.max(1, option.variation.participants)));
  const count = Math.min(Math.max(1, Math.floor(quantity) || 1), most);
  const added = { ...option.unitPrice, amount: option.unitPrice.amount * count };
  const [add, { loading }] = useMutation(AddMyGroupTicketsDocument);
  const { key, answer, refusal } = useChangeRequest(`${choice}:${count}`, onChanged);

  const submit = async () => {
    const { data } = await add({
      variables: { token, sessionId: option.session.id, variationId: option.variation.id, quantity: count, expectedAmount: added.amount, idempotencyKey: key.current },
    });
    answer(data?.addMyGroupTickets);
  };

  return (
    <>
      <fieldset>
        <legend>{t('myBooking.addPeople.which')}</legend>
        {group.additions.map((candidate, index) => (
          <CheckboxLabel key={`${candidate.session.id}:${candidate.variation.id}`}>
            <input type="radio" name="add-people-type" checked={index === choice} onChange={() => setChoice(index)} />
            <span>
              {candidate.variation.title} · {sessionWhen(candidate.session)} · {format(candidate.unitPrice)}
            </span>
          </CheckboxLabel>
        ))}
      </fieldset>
      <div style={{ display: 'grid', gap: 6, maxWidth: 220 }}>
        <FieldLabel htmlFor="add-people-quantity">{t('myBooking.addPeople.howMany', { most })}</FieldLabel>
        <Input id="add-people-quantity" type="number" inputMode="numeric" min={1} max={most} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))} />
      </div>
      <p role="status">{t('myBooking.addPeople.adds', { amount: format(added) })}</p>
      {refusal}
      <div>
        <Button type="button" disabled={loading} aria-busy={loading} onClick={submit}>
          {t('myBooking.addPeople.confirm', { count })}
        </Button>
      </div>
    </>
  );
}
