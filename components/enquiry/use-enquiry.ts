import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { v4 as uuidv4 } from 'uuid';
import type { FieldProblems } from '@/components/ui/field';
import { SendEnquiryDocument, type EnquiryProblemCode, type GetEnquiryFormQuery, type SendEnquiryMutation } from '@/graphql/generated/operations';
import { loadRecaptcha, recaptchaToken } from '@/lib/client/recaptcha';
import { ENQUIRY_RECAPTCHA_ACTION, type EnquiryDetails } from '@/lib/domain/enquiry';

export type EnquirySettings = NonNullable<GetEnquiryFormQuery['getEnquiryForm']>;
export type EnquiryValues = EnquiryDetails & { website?: string };

type Problem = Extract<SendEnquiryMutation['sendEnquiry'], { __typename: 'EnquiryProblem' }>;

export interface EnquiryError {
  /** 'Error sending message' … */
  title: string;
  /** … and what the visitor can do about it. */
  detail: string;
}

/** What the visitor can do about a problem. A Record: a new problem fails the type check until it has words. */
const PROBLEM_KEYS: Record<EnquiryProblemCode, string> = {
  INVALID_DETAILS: 'enquiry.checkFields',
  RATE_LIMITED: 'enquiry.rateLimited',
  VERIFICATION_FAILED: 'enquiry.verificationFailed',
  // No venue-hire inbox (the form is not shown then): nothing the visitor can do but try again later.
  NOT_ACCEPTED: 'enquiry.errorRetry',
};

/** A problem's words: always 'Error sending message', then why and what to do. */
export function problemText(t: (key: string, options?: Record<string, unknown>) => string, problem: Pick<Problem, 'code' | 'retryAfterSeconds'> | null): EnquiryError {
  const title = t('enquiry.error');
  // No answer, or a code newer than this page (a deploy in between): the visitor may try again.
  const key = (problem && PROBLEM_KEYS[problem.code]) ?? 'enquiry.errorRetry';
  if (problem?.code === 'RATE_LIMITED') return { title, detail: t(key, { minutes: Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60)) }) };
  return { title, detail: t(key) };
}

/**
 * Sending the enquiry form: a reCAPTCHA token when the site has a key, one idempotency key per filled-in
 * form (kept across retries of that form, so a resubmission after a lost answer is not a second enquiry),
 * then the typed outcome as the success state, a translated error, or field problems for the form.
 */
export function useEnquiry(settings: EnquirySettings) {
  const t = useT();
  const [send] = useMutation(SendEnquiryDocument);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<EnquiryError | null>(null);
  const key = useRef<string | null>(null);
  const siteKey = settings.recaptchaSiteKey;

  // v3 scores the visitor's behaviour on the page, so its script loads with the form, not at submit.
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  async function submit({ website, ...values }: EnquiryValues): Promise<FieldProblems> {
    setBusy(true);
    setError(null);
    key.current ??= uuidv4();
    try {
      const token = siteKey ? await recaptchaToken(siteKey, ENQUIRY_RECAPTCHA_ACTION) : null;
      const { data } = await send({
        variables: { input: { ...values, message: values.message || null, idempotencyKey: key.current, website: website || null, recaptchaToken: token } },
      });
      const outcome = data?.sendEnquiry;
      if (!outcome) throw new Error('No answer');
      if (outcome.__typename === 'EnquiryProblem') {
        // The server answered and kept nothing: the next try is a new submission.
        key.current = null;
        setError(problemText(t, outcome));
        return outcome.fields;
      }
      setSent(true);
      key.current = null;
    } catch {
      // The network, the server or reCAPTCHA failed: the form keeps what was typed for another try, and
      // the key too, since the enquiry may have been taken before the answer was lost.
      setError(problemText(t, null));
    } finally {
      setBusy(false);
    }
    return [];
  }

  /** Back to an empty form for another enquiry. */
  const again = () => {
    setSent(false);
    setError(null);
  };

  return { busy, sent, error, submit, again };
}
