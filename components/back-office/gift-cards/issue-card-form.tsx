import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { v4 as uuidv4 } from 'uuid';
import { Notice } from '@/components/ui/notice';
import { GiftCardParksDocument, IssueComplimentaryGiftCardDocument, type GiftCardParksQuery, type IssueComplimentaryGiftCardMutation } from '@/graphql/generated/staff-operations';
import { GIFT_MESSAGE_MAX } from '@/lib/domain/gift';
import { complimentaryCardSchema, GIFT_CARD_DESK_PROBLEM_KEYS, type ComplimentaryCardValues } from '@/lib/domain/gift-card-desk';
import { LANGUAGES } from '@/lib/domain/language';
import { useStaffFormats } from '../formats';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { giftCardPath } from './find-card-form';
import { applyProblems, DeskForm, SelectField, SubmitButton, TextAreaField, wordedProblems, TextField, MoneyField } from '../ui';

/** The form as typed: the amount is text until the schema reads it as minor units. */
interface IssueText {
  parkId: string;
  amount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  language: string;
}

type Issued = Extract<IssueComplimentaryGiftCardMutation['issueComplimentaryGiftCard'], { __typename: 'GiftCardActionDone' }>['card'];

/**
 * "Issue a complimentary card" (managers and owners, at their parks): the amount in the park's currency,
 * whom it is for, an optional message and the email's language. The server checks it all again, writes
 * the card's opening credit and audit entry, and emails it; one key per card, so a double click issues one.
 */
export function IssueCardForm() {
  const { data } = useQuery(GiftCardParksDocument);
  const parks = data?.giftCardParks ?? [];
  return parks.length ? <IssueCardFields parks={parks} /> : null;
}

type Park = GiftCardParksQuery['giftCardParks'][number];

function IssueCardFields({ parks }: { parks: Park[] }) {
  const t = useStaffT();
  const { lang } = useStaffShell();
  const { money } = useStaffFormats();
  const key = useRef(uuidv4());
  const [issued, setIssued] = useState<Issued | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [issue] = useMutation(IssueComplimentaryGiftCardDocument);

  // The amount's bounds are the chosen park's: the schema is made for it at each validation.
  const resolver: Resolver<IssueText, unknown, ComplimentaryCardValues & { parkId: string }> = (values, context, options) => {
    const chosen = parks.find((candidate) => candidate.parkId === values.parkId) ?? parks[0];
    const schema = complimentaryCardSchema({ currency: chosen.currency, max: chosen.maxAmount });
    return yupResolver(schema)(values as never, context, options as never) as never;
  };
  const form = useForm<IssueText, unknown, ComplimentaryCardValues & { parkId: string }>({
    resolver,
    defaultValues: { parkId: parks[0].parkId, amount: '', recipientName: '', recipientEmail: '', message: '', language: lang },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const park = parks.find((candidate) => candidate.parkId === form.watch('parkId')) ?? parks[0];

  const submit = form.handleSubmit(async (values) => {
    setIssued(null);
    setGeneral(null);
    try {
      const { data: answer } = await issue({
        variables: {
          input: {
            parkId: park.parkId,
            amount: values.amount,
            recipientName: values.recipientName,
            recipientEmail: values.recipientEmail,
            message: values.message || null,
            language: values.language,
            idempotencyKey: key.current,
          },
        },
      });
      const result = answer?.issueComplimentaryGiftCard;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'GiftCardActionDone') {
        setIssued(result.card);
        key.current = uuidv4();
        form.reset({ parkId: park.parkId, amount: '', recipientName: '', recipientEmail: '', message: '', language: lang });
      } else setGeneral(applyProblems(form, wordedProblems(result.problems, GIFT_CARD_DESK_PROBLEM_KEYS)));
    } catch {
      // Unknown whether it was issued: the key stays, so trying again cannot issue a second card.
      setGeneral('giftCards.errors.failed');
    }
  });

  return (
    <DeskForm onSubmit={submit} noValidate aria-labelledby="issue-heading">
      {parks.length > 1 && <SelectField label={t('giftCards.issue.park')} options={parks.map((option) => ({ value: option.parkId, label: option.name }))} {...form.register('parkId')} />}
      <MoneyField
        label={t('giftCards.issue.amount', { currency: park.currency })}
        hint={t('giftCards.issue.amountHint', { max: money(park.maxAmount, park.currency) })}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField label={t('giftCards.issue.recipientName')} autoComplete="off" error={errors.recipientName?.message} {...form.register('recipientName')} />
      <TextField label={t('giftCards.issue.recipientEmail')} type="email" inputMode="email" autoComplete="off" spellCheck={false} error={errors.recipientEmail?.message} {...form.register('recipientEmail')} />
      <TextAreaField label={t('giftCards.issue.message')} hint={t('giftCards.issue.messageHint', { max: GIFT_MESSAGE_MAX })} maxLength={GIFT_MESSAGE_MAX} error={errors.message?.message} {...form.register('message')} />
      <SelectField label={t('giftCards.issue.language')} options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`), lang: language }))} {...form.register('language')} />
      <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('giftCards.issue.busy') : t('giftCards.issue.button')}
      </SubmitButton>
      <div role="status">
        {issued && (
          <Notice $tone="success">
            {t('giftCards.issue.issued', { code: issued.code, amount: money(issued.value, issued.currency), email: issued.recipient?.email ?? '' })}{' '}
            <a href={giftCardPath(issued.code)}>{t('giftCards.issue.open', { code: issued.code })}</a>
          </Notice>
        )}
      </div>
      {general && (
        <Notice role="alert" $tone="error">
          {t(general)}
        </Notice>
      )}
    </DeskForm>
  );
}
