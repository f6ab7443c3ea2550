import {
  buildASTSchema,
  concatAST,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readTypeDefs } from '@/lib/server/graphql/schema';

/**
 * Names that hold a value from a closed list (a page's type, a payment's method, a scan's verdict, a
 * language): such a field or argument is an enum (or the Language scalar), so clients get its values typed.
 */
const VOCABULARY_FIELD =
  /^(code|status|outcome|kind|type|reason|result|method|verdict|role|roles|language|languages|problem|field|direction|origin|refundTo|actions)$|(Code|Status|Type|Method|Verdict|Role|Language|Kind|Reason|RefundTo|Problem|Direction)$/;

/** Names of a day, a time or an instant: such a field is a Date, LocalTime or DateTime, never a String. */
const TIME_FIELD = /^(at|date|dates|day|days|today)$|(At|Date|Day|Time|Until|Since)$/;

/** A text in one language of a pair (titleEn, titleZh): one LocalizedText holds every language's. */
const ONE_LANGUAGE_FIELD = /[a-z](En|Zh|ZhHant)$/;

/** Fields and arguments so named that hold free text, not a value from a list: "Type.field" and why. */
const FREE_TEXT: Record<string, string> = {
  'CodeResult.code': 'the voucher or promo code as the visitor typed it',
  'GateRiderProblem.question': "the park's own health question, as the park wrote it, in the staff member's language",
  'OrderInput.code': 'the voucher or promo code as the visitor typed it',
  'GiftCardBalance.code': "a gift card's own code",
  'MyTicket.code': "a ticket's own code (issue #24)",
  'RiderSeat.ticketCode': "the code of the ticket carrying a rider's seat",
  'KioskSeat.ticketCode': "the code of the ticket carrying a rider's seat, as the kiosk lists it",
  'Mutation.kioskRiderLink(ticketCode)': "the code of the ticket carrying the rider's seat handed over",
  'RiderSeatKey.ticketCode': "the code of the ticket carrying a rider's seat, as My booking shows it",
  'Mutation.makeRiderLink(ticketCode)': "the code of the ticket carrying a rider's seat, as My booking shows it",
  'ManifestRider.ticketCode': "the rider's ticket's own code",
  'GiftPurchase.maskedCode': "a gift card's code with all but its last four characters masked",
  'Locale.googleAnalyticsCode': "the operator's tracker ids",
  'Locale.googleTagManagerCode': "the operator's tracker ids",
  'Locale.hubspotCode': "the operator's tracker ids",
  'Locale.facebookCode': "the operator's tracker ids",
  'Locale.bookingEmbedCode': "the operator's booking widget HTML",
  'Locale.progressiveCheckoutCode': "the operator's ROLLER checkout settings",
  'Query.getCheckout(code)': 'the voucher or promo code as the visitor typed it',
  'Query.getGiftCardBalance(code)': "a gift card's code as the visitor typed it",
  'AnalyticsSettingsInput.googleTagManagerCode': "the operator's tracker ids",
  'AnalyticsSettingsInput.googleAnalyticsCode': "the operator's tracker ids",
  'AnalyticsSettingsInput.hubspotCode': "the operator's tracker ids",
  'AnalyticsSettingsInput.facebookCode': "the operator's tracker ids",
  'AnalyticsSection.googleTagManagerCode': "the operator's tracker ids",
  'AnalyticsSection.googleAnalyticsCode': "the operator's tracker ids",
  'AnalyticsSection.hubspotCode': "the operator's tracker ids",
  'AnalyticsSection.facebookCode': "the operator's tracker ids",
  'BookingSettingsInput.bookingEmbedCode': "the operator's booking widget HTML",
  'BookingSection.bookingEmbedCode': "the operator's booking widget HTML",
  'BookingSettingsInput.progressiveCheckoutCode': "the operator's ROLLER checkout settings",
  'BookingSection.progressiveCheckoutCode': "the operator's ROLLER checkout settings",
  'GateTicket.code': "a ticket's own code",
  'ScannerTicket.code': "a ticket's own code",
  'OfflineCheckInInput.code': "the ticket's code an offline scanner admitted",
  'CheckInConflict.code': "the ticket's code an offline scanner admitted",
  'OfflineSyncConflict.code': "the ticket's code an offline scanner admitted",
  'ScanTicketInput.code': 'what the camera read or staff typed',
  'StaffTicket.code': "a ticket's own code",
  'StaffGiftCard.code': "a gift card's own code",
  'StaffRefund.giftCardCode': "the code of the gift card a refund made",
  'Query.giftCard(code)': "a gift card's code as staff typed it",
  'AdjustGiftCardInput.code': "a gift card's code",
  'VoidGiftCardInput.code': "a gift card's code",
  'StaffPromoCode.code': "a promo code's own code",
  'PromoCodeInput.code': 'a promo code as staff type it',
  'GateTicket.ticketType': "the ticket type's title, in the member's language",
  'Mutation.cancelTickets(reason)': 'why, as staff wrote it',
  'Mutation.closeSessions(reason)': 'why, as staff wrote it (mailed to the visitors)',
  'ScheduleSession.closedReason': 'why, as staff wrote it',
  'AdjustGiftCardInput.reason': 'why, as staff wrote it',
  'VoidGiftCardInput.reason': 'why, as staff wrote it',
  'StaffCharge.reason': 'why, as the action that made it wrote it',
  'StaffRefund.reason': 'why, as the action that made it wrote it',
  'OpeningHours.days': 'the days as the park writes them on its page (Mon–Fri)',
  'Session.localDay': "the day as the site's language writes it ('Fri, 4 Dec'), for display",
  'MySession.localDay': "the day as the site's language writes it ('Fri, 4 Dec'), for display",
  'WaitingListOffer.localDay': "the day as the site's language writes it ('Fri, 4 Dec'), for display",
  'WaitingListConfirmation.localDay': "the day as the site's language writes it ('Fri, 4 Dec'), for display",
  'ContentFormProblem.path': "the form's path to the field refused (blocks[2].items[0].question)",
};

/** A type that answers one problem of a refused form or action (CatalogueFormProblem, ScheduleFormProblem). */
const PROBLEM_TYPE = /Problem$/;

type Surface = 'site' | 'staff';
const schemaOf = (surface: Surface) => buildASTSchema(concatAST(readTypeDefs(surface).map((typeDefs) => parse(typeDefs))));

/** The fields of an object, interface or input type; none for the other kinds of type. */
const fieldsOf = (type: GraphQLNamedType): (GraphQLField<unknown, unknown> | GraphQLInputField)[] =>
  isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? Object.values<GraphQLField<unknown, unknown> | GraphQLInputField>(type.getFields()) : [];

/** Every field of a schema's own types, and every argument of their fields, as "Type.field" or "Type.field(argument)" with its type's name. */
const fieldsOfSchema = (surface: Surface) =>
  Object.values(schemaOf(surface).getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) =>
      fieldsOf(type).flatMap((field) => [
        { name: field.name, path: `${type.name}.${field.name}`, type: getNamedType(field.type).name },
        ...('args' in field ? field.args : []).map((arg) => ({ name: arg.name, path: `${type.name}.${field.name}(${arg.name})`, type: getNamedType(arg.type).name })),
      ]),
    );

describe.each<Surface>(['site', 'staff'])('the %s API’s vocabulary', (surface) => {
  const fields = fieldsOfSchema(surface);

  it('types every code, status, kind, method, verdict, role, language and problem as an enum, not a String', () => {
    const strings = fields.filter((field) => VOCABULARY_FIELD.test(field.name) && field.type === 'String' && !(field.path in FREE_TEXT));
    expect(strings.map((field) => field.path)).toEqual([]);
  });

  it('types every day, time and instant as a Date, LocalTime or DateTime scalar, not a String', () => {
    expect(fields.filter((field) => TIME_FIELD.test(field.name) && field.type === 'String' && !(field.path in FREE_TEXT)).map((field) => field.path)).toEqual([]);
  });

  it('holds a translated text as one LocalizedText, not a field per language', () => {
    expect(fields.filter((field) => ONE_LANGUAGE_FIELD.test(field.name)).map((field) => field.path)).toEqual([]);
  });
});

it.each<Surface>(['site', 'staff'])('answers the %s API’s problems as codes: a problem type holds no String but free text (no message key)', (surface) => {
  const strings = fieldsOfSchema(surface).filter((field) => PROBLEM_TYPE.test(field.path.split('.')[0]) && field.type === 'String' && !(field.path in FREE_TEXT));
  expect(strings.map((field) => field.path)).toEqual([]);
});

it('lists as free text only String fields that exist', () => {
  const types = Object.fromEntries([...fieldsOfSchema('site'), ...fieldsOfSchema('staff')].map((field) => [field.path, field.type]));
  expect(Object.keys(FREE_TEXT).filter((path) => types[path] !== 'String')).toEqual([]);
});
