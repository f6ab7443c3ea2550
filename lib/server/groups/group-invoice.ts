import { todayIn } from '@/lib/domain/calendar';
import { personName, textIn, toLanguage } from '@/lib/domain/language';
import { intlLocale } from '@/lib/domain/money';
import { getCatalogue } from '../activities';
import { invoicePdf, type InvoiceDocument } from '../booking-documents';
import type { LocaleRecord } from '../locales';
import { mailFormats } from '../mail';
import type { OrderRecord } from '../orders';
import type { GroupRecord } from './group-records';

/*
 * A group's invoice (lib/server/booking-documents/invoice-pdf.ts draws it): answered behind the booking's
 * own signed My booking link, at `<My booking link>/invoice.pdf` (lib/server/my-booking/documents.ts), in
 * the language of the site asking, with the park's business details and tax line from its settings.
 */

/** The invoice's address for a My booking link. */
export const invoiceUrlOf = (manageUrl: string): string => `${manageUrl}/invoice.pdf`;

/** The invoice of a group's order as a PDF, or null when the park has no invoice details yet. */
export async function groupInvoicePdf(order: OrderRecord, group: GroupRecord, site: LocaleRecord, now = new Date()): Promise<Buffer | null> {
  const details = site.park?.invoiceDetails;
  if (!details?.businessName) return null;
  const language = toLanguage(site.locale);
  const catalogue = await getCatalogue();
  const { t, date, parkTime } = mailFormats({ language, intlLocale: intlLocale(site.hrefLang, site.locale), timeZone: site.timeZone, parkName: site.title, currency: order.currency });
  // Each line's part of what the group pays: in proportion to its standing tickets' catalogue prices (a
  // line of riders added later is worth nothing of the deposit: its price is in the balance's charge,
  // lib/server/orders/commands/group-numbers.ts).
  const standing = order.lines
    .map((line) => ({ line, left: order.tickets.filter((ticket) => ticket.orderItemId === line.id && !ticket.cancelledAt) }))
    .filter(({ left }) => left.length);
  const priceOf = (activityId: string, variationId: string) => catalogue.variationsByActivity.get(activityId)?.find((variation) => variation.id === variationId)?.price ?? 0;
  const weights = standing.map(({ line, left }) => left.reduce((sum, ticket) => sum + priceOf(line.activityId, ticket.variationId), 0));
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  const lines = standing.map(({ line, left }, index) => {
    const activity = catalogue.activities.find((candidate) => candidate.id === line.activityId);
    const variations = catalogue.variationsByActivity.get(line.activityId) ?? [];
    const amount = index === standing.length - 1 ? group.cost - given : whole ? Math.round((group.cost * weights[index]) / whole) : 0;
    given += amount;
    const counts = new Map<string, number>();
    for (const ticket of left) counts.set(ticket.variationId, (counts.get(ticket.variationId) ?? 0) + 1);
    return {
      title: activity ? textIn(activity.texts, language).title : '',
      when: t('dateAndTime', { date: date(line.startsAt.toISOString()), time: parkTime(line.startsAt.toISOString()) }),
      tickets: [...counts]
        .map(([variationId, quantity]) => {
          const variation = variations.find((candidate) => candidate.id === variationId);
          return t('quantity', { quantity, title: variation ? textIn(variation.texts, language).title : '' });
        })
        .join(', '),
      amount,
    };
  });
  const document: InvoiceDocument = {
    bookingId: order.bookingId,
    language,
    intlLocale: intlLocale(site.hrefLang, site.locale),
    currency: order.currency,
    park: { name: site.title, timeZone: site.timeZone },
    business: { name: details.businessName, address: details.businessAddress, taxNumber: details.taxNumber },
    taxLabel: details.taxLabel,
    taxBasisPoints: details.taxBasisPoints,
    organisation: group.organisation,
    organiser: personName(order.customer.firstName, order.customer.lastName, language),
    invoiceEmail: group.invoiceEmail,
    issuedOn: todayIn(site.timeZone, now),
    dueOn: group.dueOn,
    lines,
    total: group.cost,
    payments: group.payments.map((payment) => ({ on: todayIn(site.timeZone, payment.at), amount: payment.amount })),
    due: group.due,
  };
  return invoicePdf(document);
}
