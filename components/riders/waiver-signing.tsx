import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from '@/components/ui/field';
import { SignRiderWaiverDocument } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';
import { signingFormSchema } from '@/lib/domain/rider-form';
import { useRiderWords, type Seat, type SeatKey } from './rider-words';
import { SignaturePad } from './signature-pad';
import { Refusal, StepForm, SubmitRow } from './step-parts';

const Text = styled.div`
  max-height: 260px;
  overflow-y: auto;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-line;
  line-height: 1.5;

  h5 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

type Values = { signerName: string; guardianRelationship: string; signerEmail: string };

interface Props {
  seat: Seat;
  seatKey: SeatKey;
  /** The address to prefill for the signed copy (the booking's, on My booking; none on a rider's own link). */
  email: string;
  onSigned: (seat: Seat) => void;
}

/**
 * Signing a rider's waiver: the text to read (a scrollable region the keyboard reaches), the signer's
 * full name typed as the signature, a guardian's relationship when the rider is under 18 on the day, an
 * email for the PDF copy, and an optional drawing. The version read is the one signed: a newer one since
 * is refused, and the page asks to read it again.
 */
export function WaiverSigning({ seat, seatKey, email, onSigned }: Props) {
  const t = useT();
  const words = useRiderWords();
  const text = seat.waiverText!;
  const name = words.seatName(seat);
  const schema = useMemo(() => signingFormSchema(seat.guardianSigns), [seat.guardianSigns]);
  const form = useForm<Values>({ resolver: yupResolver(schema) as never, mode: 'onTouched', defaultValues: { signerName: '', guardianRelationship: '', signerEmail: email } });
  const [drawing, setDrawing] = useState<string | null>(null);
  const [sign, { loading }] = useMutation(SignRiderWaiverDocument);
  const [refused, setRefused] = useState<string[] | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefused(null);
    const answer = await sign({
      variables: {
        seat: seatKey,
        signing: {
          waiverTextId: text.id,
          signerName: values.signerName,
          email: values.signerEmail,
          guardianRelationship: seat.guardianSigns ? values.guardianRelationship : null,
          drawing,
        },
      },
    }).catch(() => null);
    const change = answer?.data?.signRiderWaiver;
    if (!change) return setRefused([t('riderSeats.refusal.unknown')]);
    if (change.__typename === 'RiderChanged') return onSigned(change.seat);
    const fields: Record<string, Path<Values>> = { name: 'signerName', email: 'signerEmail', guardianRelationship: 'guardianRelationship' };
    for (const problem of change.signerProblems) {
      const field = fields[problem.field];
      if (field) form.setError(field, { message: `riderSeats.waiver.signerProblem.${problem.field}.${problem.code}` });
      else setDrawing(null);
    }
    setRefused(words.refusal(change, seat));
  });

  const id = `waiver-${seat.ticketCode}-${seat.seat}`;
  return (
    <StepForm noValidate onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <h4 id={`${id}-legend`}>{t('riderSeats.waiver.legend')}</h4>
      <p style={{ margin: 0 }}>{t('riderSeats.waiver.read', { name })}</p>
      {/* Focusable, so a keyboard scrolls it; labelled, so a screen reader names it. */}
      <Text tabIndex={0} role="region" aria-label={t('riderSeats.waiver.textLabel')} lang={text.language}>
        <h5>{text.title}</h5>
        {text.body}
        <p style={{ margin: '12px 0 0', fontSize: 14 }}>{t('riderSeats.waiver.version', { version: text.version })}</p>
      </Text>
      {seat.guardianSigns && <p style={{ margin: 0, fontWeight: 600 }}>{t('riderSeats.waiver.guardianNote', { name })}</p>}
      <FormField label={t('riderSeats.waiver.signerName')} autoComplete="name" hint={t('riderSeats.waiver.signerNameHint')} error={errors.signerName?.message} {...form.register('signerName')} />
      {seat.guardianSigns && (
        <FormField
          label={t('riderSeats.waiver.guardianRelationship', { name })}
          hint={t('riderSeats.waiver.guardianHint')}
          error={errors.guardianRelationship?.message}
          {...form.register('guardianRelationship')}
        />
      )}
      <FormField
        label={t('riderSeats.waiver.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('riderSeats.waiver.emailHint')}
        error={errors.signerEmail?.message}
        {...form.register('signerEmail')}
      />
      <SignaturePad id={`${id}-drawing`} value={drawing} onChange={setDrawing} />
      <p style={{ margin: 0 }}>{t('riderSeats.waiver.agree')}</p>
      {refused && <Refusal lines={refused} />}
      <SubmitRow busy={loading} label={t('riderSeats.waiver.submit')} busyLabel={t('riderSeats.waiver.signing')} />
    </StepForm>
  );
}
