import { eq } from 'drizzle-orm';
import { textIn, toLanguage, type Language } from '@/lib/domain/language';
import type { HealthQuestion } from '@/lib/domain/riders';
import { waiverPdf, type WaiverDocument } from '../booking-documents';
import { listLocales, mailSiteOf } from '../locales';
import { deleteMailOfKind, enqueueMail, type WaiverCopyEmailView } from '../mail';
import type { Database } from '../platform/db/client';
import { activities, orderItems, orders, riders, tickets, waiverSignatures, waiverTexts } from '../platform/db/schema';

/*
 * The signer's copy of a signed waiver: the PDF of the record as signed (lib/server/booking-documents
 * waiverPdf), mailed through the outbox in the signed text's language to the address the signer gave.
 * Called in the transaction that inserts the signature, so the copy goes if and only if the signature
 * committed. The PDF is drawn here, not when the mail is sent: the outbox's templates are in mail, which
 * booking-documents uses for its words, so mail cannot draw it; and the payload is then what was signed.
 */

/** A transaction (or the database) that reads the signature and queues its mail. */
export type WaiverCopyExecutor = Pick<Database, 'select' | 'insert'>;

/** The rider's details as the signature keeps them (waiver_signatures.rider), read as a stranger's JSON. */
function riderAsSigned(value: Record<string, unknown>) {
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const figure = (key: string) => (typeof value[key] === 'number' && Number.isFinite(value[key]) ? (value[key] as number) : null);
  const answers = value.answers && typeof value.answers === 'object' && !Array.isArray(value.answers) ? (value.answers as Record<string, unknown>) : {};
  return {
    name: text('name'),
    dateOfBirth: text('dateOfBirth'),
    heightCm: figure('heightCm'),
    weightKg: figure('weightKg'),
    answers: Object.entries(answers).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  };
}

/**
 * Each answer with its question's text in `language` (English where the park wrote none), in the order
 * the activity asks them; a question the activity no longer asks is named by its id, after the others.
 */
function answersWithQuestions(answers: [string, boolean][], questions: readonly HealthQuestion[], language: Language): WaiverDocument['rider']['answers'] {
  const asked = new Map(questions.map((question, index) => [question.id, { question, index }]));
  return [...answers]
    .sort(([a], [b]) => (asked.get(a)?.index ?? Infinity) - (asked.get(b)?.index ?? Infinity) || a.localeCompare(b))
    .map(([id, answer]) => {
      const question = asked.get(id)?.question;
      const text = question ? (language === 'zh-Hant' && question.text.zhHant.trim() ? question.text.zhHant : question.text.en) : '';
      return { question: text.trim() || id, answer };
    });
}

/**
 * Queues the signer's PDF copy of signature `signatureId`, inside the caller's transaction `tx`. Nothing
 * when the signer gave no address (a kiosk signature). Once per signature however often it is called:
 * answers whether this call queued it.
 */
export async function queueWaiverCopy(tx: WaiverCopyExecutor, signatureId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      signature: waiverSignatures,
      text: { title: waiverTexts.title, body: waiverTexts.body, version: waiverTexts.version, language: waiverTexts.language },
      activity: { texts: activities.texts, healthQuestions: activities.healthQuestions, parkId: activities.parkId },
      localeId: orders.localeId,
    })
    .from(waiverSignatures)
    .innerJoin(waiverTexts, eq(waiverTexts.id, waiverSignatures.waiverTextId))
    .innerJoin(riders, eq(riders.id, waiverSignatures.riderId))
    .innerJoin(tickets, eq(tickets.id, riders.ticketId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(activities, eq(activities.id, orderItems.activityId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(waiverSignatures.id, signatureId))
    .limit(1);
  // The caller has just inserted it: a missing row is a bug, said without anyone's details.
  if (!row) throw new Error(`No waiver signature ${signatureId}`);
  const { signature, text, activity } = row;
  if (!signature.signerEmail) return false;

  const language = toLanguage(text.language);
  // The park as its site in the signed language names it: the booking's own site when it speaks it.
  const parkLocales = (await listLocales()).filter((locale) => locale.parkId === activity.parkId);
  const bookedOn = parkLocales.find((locale) => locale.id === row.localeId) ?? null;
  const site = mailSiteOf([bookedOn, ...parkLocales].find((locale) => locale && toLanguage(locale.locale) === language) ?? bookedOn, language);
  const rider = riderAsSigned(signature.rider);
  const activityTitle = textIn(activity.texts, language).title;
  const document: WaiverDocument = {
    language,
    intlLocale: site.intlLocale,
    park: { name: site.parkName, timeZone: site.timeZone },
    waiver: { title: text.title, body: text.body, version: text.version },
    activityTitle,
    rider: { ...rider, answers: answersWithQuestions(rider.answers, activity.healthQuestions, language) },
    signer: { name: signature.signerName, guardianRelationship: signature.guardianRelationship },
    drawing: signature.drawing,
    signedAt: signature.signedAt,
    clientAddress: signature.clientAddress,
    seal: signature.seal,
  };
  const payload: WaiverCopyEmailView = {
    signatureId,
    language,
    intlLocale: site.intlLocale,
    parkName: site.parkName,
    email: signature.signerEmail,
    signerName: signature.signerName,
    riderName: rider.name,
    activityTitle,
    waiverTitle: text.title,
    pdf: (await waiverPdf(document)).toString('base64'),
  };
  return enqueueMail(tx, { dedupeKey: `waiver-copy:${signatureId}`, kind: 'waiver-copy', payload });
}

/**
 * How long a queued copy is kept: its payload is the PDF, with the rider's date of birth and answers, so
 * it goes once it has long been sent (or long failed: a month of retries is an outage to fix, not to wait
 * out). The signature itself is the record, kept for the park's retention.
 */
export const WAIVER_COPY_KEEP_DAYS = 30;

/** Deletes the outbox's waiver copies older than WAIVER_COPY_KEEP_DAYS; how many went. */
export const deleteOldWaiverCopies = (now = new Date()): Promise<number> => deleteMailOfKind('waiver-copy', new Date(now.getTime() - WAIVER_COPY_KEEP_DAYS * 86_400_000));
