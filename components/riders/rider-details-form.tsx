import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SaveRiderDocument } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';
import { riderFormSchema } from '@/lib/domain/rider-form';
import { RiderFields, riderDefaults, riderInputOf, type RiderValues } from './rider-fields';
import { useRiderWords, type Seat, type SeatKey } from './rider-words';
import { Refusal, StepForm, SubmitRow } from './step-parts';

interface Props {
  seat: Seat;
  seatKey: SeatKey;
  onSaved: (seat: Seat) => void;
}

/**
 * A rider's details (./rider-fields.tsx) saved on their seat. The server checks the rider against the
 * ride: a refusal names each limit, in the site's language, above the button, and the form keeps what
 * was typed so the visitor fixes it and saves again.
 */
export function RiderDetailsForm({ seat, seatKey, onSaved }: Props) {
  const t = useT();
  const words = useRiderWords();
  const schema = useMemo(() => riderFormSchema(seat.asks), [seat.asks]);
  const form = useForm<RiderValues>({
    resolver: yupResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: riderDefaults(seat.asks, seat.rider),
  });
  const [save, { loading }] = useMutation(SaveRiderDocument);
  const [refused, setRefused] = useState<{ title?: string; lines: string[] } | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefused(null);
    const answer = await save({
      variables: {
        seat: seatKey,
        rider: riderInputOf(values, seat.asks),
      },
    }).catch(() => null);
    const change = answer?.data?.saveRider;
    if (!change) return setRefused({ lines: [t('riderSeats.refusal.unknown')] });
    if (change.__typename === 'RiderRefused') {
      const limits = change.code === 'RIDER_PROBLEMS' || change.code === 'GROUP_PROBLEMS';
      return setRefused({ title: limits ? t('riderSeats.refused') : undefined, lines: words.refusal(change, seat) });
    }
    onSaved(change.seat);
  });

  // One seat's form is open at a time on a page: its fields' ids (their names) are the page's only ones.
  const id = `rider-${seat.ticketCode}-${seat.seat}`;
  return (
    <StepForm noValidate onSubmit={submit} aria-labelledby={`${id}-details`}>
      <h4 id={`${id}-details`}>{t('riderSeats.details.legend')}</h4>
      <RiderFields asks={seat.asks} register={(field) => form.register(field)} errors={errors} idPrefix={id} />
      {refused && <Refusal title={refused.title} lines={refused.lines} />}
      <SubmitRow busy={loading} label={t('riderSeats.details.save')} busyLabel={t('riderSeats.details.saving')} />
    </StepForm>
  );
}
