import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Form, FormField, showFieldProblems, type FieldProblems } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { findBookingSchema, type FindBookingForm as Values } from '@/lib/domain/find-booking';
import type { FindBookingError } from './use-find-booking';

const Actions = styled.div`
  display: grid;
  gap: 14px;
  justify-items: start;

  /* On a phone the button is the width of the thumb's reach: the whole row. */
  @media (max-width: 599px) {
    justify-items: stretch;
  }
`;

interface Props {
  busy: boolean;
  error: FindBookingError | null;
  onSubmit: (values: Values) => Promise<FieldProblems>;
}

/**
 * The "Find my booking" form (lib/domain/find-booking.ts): an email and an optional booking ID, checked by
 * the shared yup schema here and again on the server, whose field problems come back into the same fields.
 */
export function FindBookingForm({ busy, error, onSubmit }: Props) {
  const t = useT();
  const form = useForm<Values>({ resolver: yupResolver(findBookingSchema), defaultValues: { email: '', bookingId: '' }, mode: 'onTouched' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    showFieldProblems(form, await onSubmit(values), 'findBooking');
  });

  return (
    <Form noValidate onSubmit={submit} aria-describedby={error ? 'find-booking-error' : undefined}>
      <FormField
        label={t('findBooking.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t('findBooking.emailHint')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={t('findBooking.bookingId')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('findBooking.bookingIdHint')}
        error={errors.bookingId?.message}
        {...form.register('bookingId')}
      />
      <Actions>
        {error && (
          <Notice id="find-booking-error" role="alert" $tone="error" style={{ margin: 0 }}>
            <strong>{error.title}</strong>
            <br />
            {error.detail}
          </Notice>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('findBooking.sending') : t('findBooking.send')}
        </Button>
      </Actions>
    </Form>
  );
}
