import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import {
  AddEnquiryNoteDocument,
  EnquiryDocument,
  ReplyToEnquiryDocument,
  SetEnquiryStatusDocument,
  type EnquiryFormRefusedFieldsFragment,
  type EnquiryQuery,
  type EnquiryStatus,
} from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldError, FieldFrame, FieldLabel, TextArea, useValidationText } from '@/components/ui/field';
import { ENQUIRY_NOTE_MAX, ENQUIRY_REPLY_BODY_MAX, ENQUIRY_REPLY_SUBJECT_MAX, ENQUIRY_STATUSES, isEnquiryStatus } from '@/lib/domain/enquiry-inbox';
import { ENQUIRY_INBOX_PROBLEM_KEYS, enquiryNoteSchema, enquiryReplySchema, type EnquiryNoteValues, type EnquiryReplyValues } from '@/lib/domain/enquiry-inbox-forms';
import { useStaffT } from '../translations';
import { EnquiryStatusBadge, Muted, useEnquiryDates } from './enquiry-parts';
import { Panel, ScreenHeading, TextField, Facts } from '../ui';

type Enquiry = EnquiryQuery['enquiry'];
type Problems = EnquiryFormRefusedFieldsFragment['problems'];

const Back = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    width: 100%;
    margin: 0;
  }
`;

/** One column on a phone; at a desk, the enquiry and the reply beside the notes and history. */
const Columns = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Words = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StatusButtons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
  button {
    min-height: 48px;
    padding: 8px 12px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: #fff;
  }
  button:disabled {
    cursor: progress;
  }
`;

const Entries = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  &:last-child {
    margin-bottom: 0;
  }
  li {
    padding: 10px 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
`;

const Stack = styled.form`
  display: grid;
  gap: 14px;
  textarea {
    width: 100%;
  }
  > button {
    justify-self: start;
  }
`;

const Done = styled.p`
  margin: 8px 0 0;
  font-weight: 700;
`;

const Problem = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;

/** The server's field problems into the form, each code worded as the shared schema words its own. */
function showProblems<T extends FieldValues>(form: UseFormReturn<T>, problems: Problems): void {
  for (const { field, code, max } of problems) {
    form.setError(field as Path<T>, { message: { key: ENQUIRY_INBOX_PROBLEM_KEYS[code], ...(max === null || max === undefined ? {} : { max }) } as never });
  }
}

/** A multi-line field with its label, hint and error, linked for screen readers. */
function TextAreaField({ id, label, hint, error, rows, ...field }: { id: string; label: string; hint?: string; error?: unknown; rows: number } & ReturnType<UseFormReturn['register']>) {
  const text = useValidationText()(error);
  const describedBy = [hint && `${id}-hint`, text && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea id={id} rows={rows} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...field} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {text && <FieldError id={`${id}-error`}>{text}</FieldError>}
    </FieldFrame>
  );
}

function StatusPanel({ enquiry }: { enquiry: Enquiry }) {
  const t = useStaffT();
  const [setStatus, { loading }] = useMutation(SetEnquiryStatusDocument);
  const [said, setSaid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const choose = async (status: EnquiryStatus) => {
    setFailed(false);
    setSaid(null);
    const { data } = await setStatus({ variables: { id: enquiry.id, status } }).catch(() => ({ data: undefined }));
    if (data?.setEnquiryStatus.__typename === 'EnquiryChanged') setSaid(t('enquiries.statusSet', { status: t(`enquiries.status.${status}`) }));
    else setFailed(true);
  };
  return (
    <Panel aria-labelledby="status-heading">
      <h2 id="status-heading">{t('enquiries.setStatus')}</h2>
      <StatusButtons role="group" aria-labelledby="status-heading">
        {ENQUIRY_STATUSES.map((status) => (
          <button key={status} type="button" aria-pressed={enquiry.status === status} disabled={loading} onClick={() => void choose(status)}>
            {t(`enquiries.status.${status}`)}
          </button>
        ))}
      </StatusButtons>
      <div role="status">{said && <Done>{said}</Done>}</div>
      {failed && <Problem role="alert">{t('enquiries.failed')}</Problem>}
    </Panel>
  );
}

function DetailsPanel({ enquiry }: { enquiry: Enquiry }) {
  const t = useStaffT();
  const dates = useEnquiryDates();
  return (
    <Panel aria-labelledby="details-heading">
      <h2 id="details-heading">{t('enquiries.details')}</h2>
      <Facts>
        <dt>{t('enquiries.email')}</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </dd>
        <dt>{t('enquiries.mobilePhone')}</dt>
        <dd>
          <a href={`tel:${enquiry.mobilePhone.replace(/[^\d+]/g, '')}`}>{enquiry.mobilePhone}</a>
        </dd>
        <dt>{t('enquiries.event')}</dt>
        <dd>{t(`enquiries.functionType.${enquiry.functionType}`, { defaultValue: enquiry.functionType })}</dd>
        <dt>{t('enquiries.bookingTypeLabel')}</dt>
        <dd>{t(`enquiries.bookingType.${enquiry.bookingType}`, { defaultValue: enquiry.bookingType })}</dd>
        <dt>{t('enquiries.guestsLabel')}</dt>
        <dd>{enquiry.guests}</dd>
        <dt>{t('enquiries.preferredDate')}</dt>
        <dd>{dates.day(enquiry.preferredDate)}</dd>
        <dt>{t('enquiries.site')}</dt>
        <dd>
          {enquiry.parkName} ({enquiry.site})
        </dd>
        <dt>{t('enquiries.writesIn')}</dt>
        <dd lang={enquiry.language}>{t(`language.${enquiry.language}`, { defaultValue: enquiry.language })}</dd>
        <dt>{t('enquiries.message')}</dt>
        <dd>{enquiry.message ? <Words>{enquiry.message}</Words> : <Muted>{t('enquiries.noMessage')}</Muted>}</dd>
      </Facts>
    </Panel>
  );
}

/**
 * The reply form: react-hook-form with the server's own rule (lib/domain/enquiry-inbox.ts). One
 * idempotency key per reply, kept across retries after a lost answer (the reply may have been sent), new
 * after a sent one: a double click or a retry mails one reply.
 */
function ReplyPanel({ enquiry }: { enquiry: Enquiry }) {
  const t = useStaffT();
  const [reply] = useMutation(ReplyToEnquiryDocument);
  const form = useForm<EnquiryReplyValues>({ resolver: yupResolver(enquiryReplySchema), defaultValues: { subject: enquiry.replySubject, body: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const key = useRef<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = async (values: EnquiryReplyValues) => {
    setSent(null);
    setFailed(false);
    key.current ??= uuidv4();
    try {
      const { data } = await reply({ variables: { id: enquiry.id, subject: values.subject, body: values.body, idempotencyKey: key.current } });
      const answer = data?.replyToEnquiry;
      if (!answer) throw new Error('No answer');
      // The server kept nothing: the next try is a new reply.
      key.current = null;
      if (answer.__typename === 'EnquiryFormRefused') return showProblems(form, answer.problems);
      form.reset({ subject: enquiry.replySubject, body: '' });
      setSent(t('enquiries.reply.sent', { email: enquiry.email }));
    } catch {
      setFailed(true);
    }
  };

  return (
    <Panel aria-labelledby="reply-heading">
      <h2 id="reply-heading">{t('enquiries.reply.heading')}</h2>
      <p>{t('enquiries.reply.to', { name: enquiry.name, email: enquiry.email, language: t(`language.${enquiry.language}`, { defaultValue: enquiry.language }) })}</p>
      <Stack noValidate onSubmit={form.handleSubmit(submit)}>
        <TextField label={t('enquiries.reply.subject')} maxLength={ENQUIRY_REPLY_SUBJECT_MAX} error={errors.subject?.message} {...form.register('subject')} />
        <TextAreaField
          id="reply-body"
          label={t('enquiries.reply.body')}
          hint={t('enquiries.reply.bodyHint')}
          rows={8}
          maxLength={ENQUIRY_REPLY_BODY_MAX}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('enquiries.reply.sending') : t('enquiries.reply.send')}
        </Button>
      </Stack>
      <div role="status">{sent && <Done>{sent}</Done>}</div>
      {failed && <Problem role="alert">{t('enquiries.failed')}</Problem>}
    </Panel>
  );
}

function RepliesPanel({ enquiry }: { enquiry: Enquiry }) {
  const t = useStaffT();
  const dates = useEnquiryDates();
  return (
    <Panel aria-labelledby="replies-heading">
      <h2 id="replies-heading">{t('enquiries.reply.history')}</h2>
      {enquiry.replies.length ? (
        <Entries>
          {enquiry.replies.map((sentReply) => (
            <li key={sentReply.id}>
              <h3>{sentReply.subject}</h3>
              <Muted>
                {t('enquiries.by', { name: sentReply.byName, date: dates.moment(sentReply.at, enquiry.timeZone) })} ·{' '}
                {sentReply.sentAt ? t('enquiries.reply.sentAt', { date: dates.moment(sentReply.sentAt, enquiry.timeZone) }) : t('enquiries.reply.queued')}
              </Muted>
              <Words>{sentReply.body}</Words>
            </li>
          ))}
        </Entries>
      ) : (
        <p>{t('enquiries.reply.none')}</p>
      )}
    </Panel>
  );
}

function NotesPanel({ enquiry }: { enquiry: Enquiry }) {
  const t = useStaffT();
  const dates = useEnquiryDates();
  const [addNote] = useMutation(AddEnquiryNoteDocument);
  const form = useForm<EnquiryNoteValues>({ resolver: yupResolver(enquiryNoteSchema), defaultValues: { text: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [added, setAdded] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (values: EnquiryNoteValues) => {
    setAdded(false);
    setFailed(false);
    try {
      const { data } = await addNote({ variables: { id: enquiry.id, text: values.text } });
      const answer = data?.addEnquiryNote;
      if (!answer) throw new Error('No answer');
      if (answer.__typename === 'EnquiryFormRefused') return showProblems(form, answer.problems);
      form.reset({ text: '' });
      setAdded(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Panel aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t('enquiries.notes.heading')}</h2>
      <p>
        <Muted>{t('enquiries.notes.intro')}</Muted>
      </p>
      {enquiry.notes.length ? (
        <Entries>
          {enquiry.notes.map((note) => (
            <li key={note.id}>
              <Words>{note.text}</Words>
              <Muted>{t('enquiries.by', { name: note.byName, date: dates.moment(note.at, enquiry.timeZone) })}</Muted>
            </li>
          ))}
        </Entries>
      ) : (
        <p>{t('enquiries.notes.none')}</p>
      )}
      <Stack noValidate onSubmit={form.handleSubmit(submit)}>
        <TextAreaField id="note-text" label={t('enquiries.notes.label')} rows={3} maxLength={ENQUIRY_NOTE_MAX} error={errors.text?.message} {...form.register('text')} />
        <Button type="submit" $variant="secondary" disabled={isSubmitting}>
          {t('enquiries.notes.add')}
        </Button>
      </Stack>
      <div role="status">{added && <Done>{t('enquiries.notes.added')}</Done>}</div>
      {failed && <Problem role="alert">{t('enquiries.failed')}</Problem>}
    </Panel>
  );
}

/** A status as the member reads it, from an audit entry's JSON. */
function statusIn(json: string | null, t: ReturnType<typeof useStaffT>): string {
  try {
    const status = (JSON.parse(json ?? 'null') as { status?: unknown } | null)?.status;
    return isEnquiryStatus(status) ? t(`enquiries.status.${status}`) : '';
  } catch {
    return '';
  }
}

const TRAIL_ACTIONS: Record<string, 'status' | 'note' | 'reply'> = { 'enquiry.status': 'status', 'enquiry.note': 'note', 'enquiry.reply': 'reply' };

function HistoryPanel({ enquiry }: { enquiry: Enquiry }) {
  const t = useStaffT();
  const dates = useEnquiryDates();
  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">{t('enquiries.trail.heading')}</h2>
      {enquiry.auditTrail.length ? (
        <Entries>
          {enquiry.auditTrail.map((entry) => {
            const kind = TRAIL_ACTIONS[entry.action];
            return (
              <li key={entry.id}>
                <div>{kind ? t(`enquiries.trail.${kind}`, { before: statusIn(entry.before, t), after: statusIn(entry.after, t) }) : entry.action}</div>
                <Muted>{t('enquiries.by', { name: entry.actor, date: dates.moment(entry.at, enquiry.timeZone) })}</Muted>
              </li>
            );
          })}
        </Entries>
      ) : (
        <p>{t('enquiries.trail.none')}</p>
      )}
    </Panel>
  );
}

/**
 * One enquiry (issue #22): its status in four taps, what the enquirer sent, the replies sent and a new
 * one emailed in the enquirer's language, the team's internal notes, and the history of every change.
 */
export function EnquiryScreen() {
  const t = useStaffT();
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  const { data, error, loading } = useQuery(EnquiryDocument, { variables: { id }, skip: !id });
  const dates = useEnquiryDates();
  const enquiry = data?.enquiry;
  const refused = CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'FORBIDDEN');

  return (
    <>
      <Back>
        <a href="/enquiries">← {t('enquiries.back')}</a>
      </Back>
      {!enquiry && (
        <>
          <ScreenHeading>{t('enquiries.heading')}</ScreenHeading>
          {refused ? <p role="alert">{t('enquiries.notFound')}</p> : error ? <p role="alert">{t('errors.load')}</p> : loading || !id ? <p>{t('loading')}</p> : null}
        </>
      )}
      {enquiry && (
        <>
          <Title>
            <ScreenHeading>{enquiry.name}</ScreenHeading>
            <EnquiryStatusBadge status={enquiry.status} />
            <p>
              <Muted>
                {t('enquiries.receivedAt', { date: dates.moment(enquiry.receivedAt, enquiry.timeZone) })} · {enquiry.parkName}
              </Muted>
            </p>
          </Title>
          <Columns>
            <div>
              <StatusPanel enquiry={enquiry} />
              <DetailsPanel enquiry={enquiry} />
              <RepliesPanel enquiry={enquiry} />
              <ReplyPanel enquiry={enquiry} />
            </div>
            <div>
              <NotesPanel enquiry={enquiry} />
              <HistoryPanel enquiry={enquiry} />
            </div>
          </Columns>
        </>
      )}
    </>
  );
}
