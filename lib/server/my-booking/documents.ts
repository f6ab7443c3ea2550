import type { IncomingMessage, ServerResponse } from 'node:http';
import { intlLocale } from '@/lib/domain/money';
import { personName, textIn, toLanguage } from '@/lib/domain/language';
import { myBookingPath } from '@/lib/domain/paths';
import { bookingIcs, ticketsPdf, type BookingDocument } from '../booking-documents';
import { getCatalogue } from '../activities';
import { contextFromHeaders, siteOrigin, type LocaleRecord } from '../locales';
import { ticketQrText, ticketTypedText } from '../orders';
import { clientAddress } from '../platform/http/client-address';
import { groupInvoicePdf, groupOfOrder } from '../groups';
import { db } from '../platform/db/client';
import { consumeLimit } from '../platform/rate-limit';
import { openMyBooking, type MyBookingSource } from './my-booking';

/*
 * A booking's documents behind its My booking link (issue #24): the standing tickets as a PDF, the
 * sessions as a calendar file and a group's invoice (lib/server/groups), drawn by lib/server/booking-documents, answered at
 * `/my-booking/<token>/tickets.pdf` and `/booking.ics` on the park's own sites (no-store: they are the
 * visitor's tickets). The link is checked exactly as the page checks it.
 */

/** A session lasts its activity's duration; one without says an hour in the calendar. */
const DEFAULT_MINUTES = 60;

/** The booking as its documents show it, in the language of the site asking (a site of the booking's park: the link may open on either). */
export async function bookingDocumentOf(
  source: MyBookingSource,
  site: Pick<LocaleRecord, 'locale' | 'hrefLang' | 'domain' | 'title' | 'address' | 'mapUrl'>,
  token: string,
): Promise<BookingDocument> {
  const catalogue = await getCatalogue();
  const language = toLanguage(site.locale);
  const { order } = source;
  return {
    bookingId: order.bookingId,
    language,
    intlLocale: intlLocale(site.hrefLang, site.locale),
    park: {
      // The park as the site asking names itself, in its language.
      name: site.title,
      address: (site.address ?? source.site.address)?.trim() || null,
      mapUrl: site.mapUrl || source.site.mapUrl || null,
      timeZone: source.park.timeZone,
      siteUrl: siteOrigin(site),
    },
    visitorName: personName(order.customer.firstName, order.customer.lastName, language),
    // The link the documents were asked with, on the site asking: the page they came from, which they lead back to.
    manageUrl: `${siteOrigin(site)}${myBookingPath(token)}`,
    tickets: order.tickets
      .filter((ticket) => !ticket.cancelledAt)
      .map((ticket) => {
        const line = order.lines.find((l) => l.id === ticket.orderItemId)!;
        const activity = catalogue.activities.find((a) => a.id === line.activityId);
        const variation = catalogue.variationsByActivity.get(line.activityId)?.find((v) => v.id === ticket.variationId);
        const minutes = activity?.durationMinutes ?? DEFAULT_MINUTES;
        return {
          code: ticket.code,
          qrText: ticketQrText(ticket.code),
          typedText: ticketTypedText(ticket.code),
          activityId: line.activityId,
          activityTitle: activity ? textIn(activity.texts, language).title : '',
          ticketTitle: variation ? textIn(variation.texts, language).title : '',
          people: variation?.participants ?? 1,
          startsAt: ticket.startsAt,
          endsAt: new Date(ticket.startsAt.getTime() + minutes * 60_000),
        };
      })
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.code.localeCompare(b.code)),
  };
}

const DOCUMENT_PATH = /^\/my-booking\/([\w.-]{1,400})\/(tickets\.pdf|booking\.ics|invoice\.pdf)$/;

/** Whether a request's path is one of a booking's documents. */
export const isBookingDocumentPath = (pathname: string): boolean => DOCUMENT_PATH.test(pathname);

function answer(res: ServerResponse, status: number, type: string, body: string | Buffer, filename?: string): void {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex');
  if (filename) res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  res.end(body);
}

/** GET a booking's PDF or calendar file by its link; a link that opens nothing answers 404 (expired: 410). */
export async function bookingDocumentEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('allow', 'GET');
    res.end();
    return;
  }
  const match = new URL(req.url ?? '/', 'http://localhost').pathname.match(DOCUMENT_PATH);
  if (!match) return answer(res, 404, 'text/plain; charset=utf-8', 'Not found');
  const limit = await consumeLimit('bookingDocumentsByAddress', clientAddress(req));
  if (!limit.allowed) {
    res.setHeader('retry-after', String(limit.retryAfterSeconds));
    return answer(res, 429, 'text/plain; charset=utf-8', 'Too many downloads: please try again in a few minutes');
  }
  const ctx = await contextFromHeaders((name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  }).catch(() => null);
  if (!ctx) return answer(res, 404, 'text/plain; charset=utf-8', 'Not found');
  const opening = await openMyBooking(match[1], ctx);
  if (!opening.ok) return answer(res, opening.code === 'LINK_EXPIRED' ? 410 : 404, 'text/plain; charset=utf-8', opening.code === 'LINK_EXPIRED' ? 'This link has expired' : 'Not found');
  const name = opening.source.order.bookingId.replace(/[^A-Za-z0-9-]/g, '');
  if (match[2] === 'invoice.pdf') {
    // A group booking's invoice (lib/server/groups): none for a booking that is no group, or a park with no invoice details.
    const group = await groupOfOrder(db(), opening.source.order.id);
    const invoice = group ? await groupInvoicePdf(opening.source.order, group, ctx.locale) : null;
    return invoice ? answer(res, 200, 'application/pdf', invoice, `${name}-invoice.pdf`) : answer(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
  const doc = await bookingDocumentOf(opening.source, ctx.locale, match[1]);
  if (!doc.tickets.length) return answer(res, 404, 'text/plain; charset=utf-8', 'No tickets stand in this booking');
  if (match[2] === 'tickets.pdf') return answer(res, 200, 'application/pdf', await ticketsPdf(doc), `${name}-tickets.pdf`);
  return answer(res, 200, 'text/calendar; charset=utf-8', bookingIcs(doc, new Date()), `${name}.ics`);
}
