/*
 * The conformance rules octotravel's supplier validator (github.com/octotravel/validator) checks an OCTO
 * supplier's answers against, written again here as plain checks (no code of theirs): each function lists
 * the problems it finds in one object, by its path, so a test can say `expect(problems).toEqual([])` and
 * read what is wrong. Where the validator only warns (a date's exact format, a null that should be), these
 * checks are strict all the same: the API should be right, not just passable.
 */

type Value = unknown;

/** A JSON value's field (or item), read down a path: undefined where the path does not go. */
const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((current, key) => (current !== null && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined), value);
/** A JSON value's items, or none when it is not a list. */
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A JSON value as text, or undefined. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const UTC = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;
const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d[+-][01]\d:[0-5]\d$/;
const LOCAL_DATE = /^\d{4}-(0[1-9]|1[012])-(0[1-9]|[12]\d|3[01])$/;
const HOURS = /^\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const AVAILABILITY_STATUS = ['AVAILABLE', 'FREESALE', 'SOLD_OUT', 'LIMITED', 'CLOSED'];
const AVAILABILITY_TYPE = ['START_TIME', 'OPENING_HOURS'];
const BOOKING_STATUS = ['ON_HOLD', 'CONFIRMED', 'EXPIRED', 'CANCELLED', 'REDEEMED', 'PENDING', 'REJECTED'];
const DELIVERY_FORMAT = ['PDF_URL', 'QRCODE', 'CODE128', 'PKPASS_URL', 'AZTECCODE'];
const DELIVERY_METHOD = ['VOUCHER', 'TICKET'];
const REDEMPTION_METHOD = ['DIGITAL', 'PRINT', 'MANIFEST'];
const CONTACT_FIELD = ['firstName', 'lastName', 'emailAddress', 'phoneNumber', 'country', 'notes', 'locales', 'allowMarketing', 'postalCode'];
const PRICING_PER = ['BOOKING', 'UNIT'];
const UNIT_TYPE = ['ADULT', 'YOUTH', 'CHILD', 'INFANT', 'FAMILY', 'SENIOR', 'STUDENT', 'MILITARY', 'OTHER'];
const CAPABILITY = ['octo/adjustments', 'octo/cart', 'octo/content', 'octo/mappings', 'octo/packages', 'octo/pickups', 'octo/pricing', 'octo/offers', 'octo/questions', 'octo/webhooks'];

/** One object's checks, collecting problems by path. */
class Check {
  readonly problems: string[] = [];
  private say(path: string, what: string, value: Value) {
    this.problems.push(`${path} ${what} (was ${JSON.stringify(value)})`);
  }
  string(path: string, value: Value, equals?: string) {
    if (typeof value !== 'string' || !value) this.say(path, 'must be a non-empty string', value);
    else if (equals !== undefined && value !== equals) this.say(path, `must be "${equals}"`, value);
  }
  nullableString(path: string, value: Value) {
    if (value !== null && typeof value !== 'string') this.say(path, 'must be a string or null', value);
  }
  integer(path: string, value: Value) {
    if (!Number.isInteger(value)) this.say(path, 'must be an integer', value);
  }
  nullableInteger(path: string, value: Value) {
    if (value !== null && !Number.isInteger(value)) this.say(path, 'must be an integer or null', value);
  }
  boolean(path: string, value: Value, equals?: boolean) {
    if (typeof value !== 'boolean') this.say(path, 'must be a boolean', value);
    else if (equals !== undefined && value !== equals) this.say(path, `must be ${equals}`, value);
  }
  oneOf(path: string, value: Value, values: readonly string[]) {
    if (typeof value !== 'string' || !values.includes(value)) this.say(path, `must be one of ${values.join(', ')}`, value);
  }
  enumArray(path: string, value: Value, values: readonly string[], min = 0) {
    if (!Array.isArray(value) || value.length < min || value.some((item) => !values.includes(item))) this.say(path, `must list at least ${min} of ${values.join(', ')}`, value);
  }
  strings(path: string, value: Value, pattern?: RegExp, min = 0) {
    if (!Array.isArray(value) || value.length < min || value.some((item) => typeof item !== 'string' || (pattern && !pattern.test(item)))) this.say(path, `must list at least ${min} strings${pattern ? ` like ${pattern}` : ''}`, value);
  }
  matches(path: string, value: Value, pattern: RegExp) {
    if (typeof value !== 'string' || !pattern.test(value)) this.say(path, `must match ${pattern}`, value);
  }
  isNull(path: string, value: Value) {
    if (value !== null) this.say(path, 'must be null', value);
  }
  array(path: string, value: Value, min = 0) {
    if (!Array.isArray(value) || value.length < min) this.say(path, `must be an array of at least ${min}`, value);
  }
  add(problems: string[]) {
    this.problems.push(...problems);
  }
}

export function supplierProblems(supplier: unknown): string[] {
  const c = new Check();
  c.string('supplier.id', at(supplier, 'id'));
  c.string('supplier.name', at(supplier, 'name'));
  c.string('supplier.endpoint', at(supplier, 'endpoint'));
  for (const field of ['website', 'email', 'telephone', 'address']) c.nullableString(`supplier.contact.${field}`, at(supplier, 'contact', field));
  return c.problems;
}

export function capabilityProblems(capability: unknown, path = 'capability'): string[] {
  const c = new Check();
  c.oneOf(`${path}.id`, at(capability, 'id'), CAPABILITY);
  c.integer(`${path}.revision`, at(capability, 'revision'));
  c.boolean(`${path}.required`, at(capability, 'required'));
  c.enumArray(`${path}.dependencies`, at(capability, 'dependencies'), CAPABILITY);
  c.nullableString(`${path}.docs`, at(capability, 'docs'));
  return c.problems;
}

export function pricingProblems(pricing: unknown, path: string): string[] {
  const c = new Check();
  c.integer(`${path}.original`, at(pricing, 'original'));
  c.integer(`${path}.retail`, at(pricing, 'retail'));
  c.nullableInteger(`${path}.net`, at(pricing, 'net'));
  c.string(`${path}.currency`, at(pricing, 'currency'));
  c.integer(`${path}.currencyPrecision`, at(pricing, 'currencyPrecision'));
  c.array(`${path}.includedTaxes`, at(pricing, 'includedTaxes'));
  return c.problems;
}

interface Options {
  /** The octo/pricing capability was asked for: its fields are checked too. */
  pricing: boolean;
}

export function unitProblems(unit: unknown, path: string, { pricing }: Options, pricingPer?: string, onBooking = false): string[] {
  const c = new Check();
  c.string(`${path}.id`, at(unit, 'id'));
  c.string(`${path}.internalName`, at(unit, 'internalName'));
  c.nullableString(`${path}.reference`, at(unit, 'reference'));
  c.oneOf(`${path}.type`, at(unit, 'type'), UNIT_TYPE);
  const r = at(unit, 'restrictions');
  c.integer(`${path}.restrictions.minAge`, at(r, 'minAge'));
  c.integer(`${path}.restrictions.maxAge`, at(r, 'maxAge'));
  c.boolean(`${path}.restrictions.idRequired`, at(r, 'idRequired'));
  c.nullableInteger(`${path}.restrictions.minQuantity`, at(r, 'minQuantity'));
  c.nullableInteger(`${path}.restrictions.maxQuantity`, at(r, 'maxQuantity'));
  c.integer(`${path}.restrictions.paxCount`, at(r, 'paxCount'));
  c.strings(`${path}.restrictions.accompaniedBy`, at(r, 'accompaniedBy'));
  c.enumArray(`${path}.requiredContactFields`, at(unit, 'requiredContactFields'), CONTACT_FIELD);
  if (pricing && pricingPer === 'UNIT' && !onBooking) {
    c.array(`${path}.pricingFrom`, at(unit, 'pricingFrom'), 1);
    items(at(unit, 'pricingFrom')).forEach((price, i) => c.add(pricingProblems(price, `${path}.pricingFrom[${i}]`)));
  }
  return c.problems;
}

export function optionProblems(option: unknown, path: string, options: Options, availabilityType?: string, pricingPer?: string): string[] {
  const c = new Check();
  c.string(`${path}.id`, at(option, 'id'));
  c.boolean(`${path}.default`, at(option, 'default'));
  c.string(`${path}.internalName`, at(option, 'internalName'));
  c.nullableString(`${path}.reference`, at(option, 'reference'));
  if (availabilityType === 'OPENING_HOURS') c.array(`${path}.availabilityLocalStartTimes`, at(option, 'availabilityLocalStartTimes'));
  else c.strings(`${path}.availabilityLocalStartTimes`, at(option, 'availabilityLocalStartTimes'), HOURS, 1);
  c.string(`${path}.cancellationCutoff`, at(option, 'cancellationCutoff'));
  c.integer(`${path}.cancellationCutoffAmount`, at(option, 'cancellationCutoffAmount'));
  c.string(`${path}.cancellationCutoffUnit`, at(option, 'cancellationCutoffUnit'));
  c.enumArray(`${path}.requiredContactFields`, at(option, 'requiredContactFields'), CONTACT_FIELD);
  c.integer(`${path}.restrictions.minUnits`, at(option, 'restrictions', 'minUnits'));
  c.nullableInteger(`${path}.restrictions.maxUnits`, at(option, 'restrictions', 'maxUnits'));
  c.array(`${path}.units`, at(option, 'units'), 1);
  items(at(option, 'units')).forEach((unit, i) => c.add(unitProblems(unit, `${path}.units[${i}]`, options, pricingPer)));
  return c.problems;
}

export function productProblems(product: unknown, options: Options, path = 'product'): string[] {
  const c = new Check();
  c.string(`${path}.id`, at(product, 'id'));
  c.string(`${path}.internalName`, at(product, 'internalName'));
  c.nullableString(`${path}.reference`, at(product, 'reference'));
  c.string(`${path}.locale`, at(product, 'locale'));
  c.string(`${path}.timeZone`, at(product, 'timeZone'));
  for (const field of ['allowFreesale', 'instantConfirmation', 'instantDelivery', 'availabilityRequired']) c.boolean(`${path}.${field}`, at(product, field));
  c.oneOf(`${path}.availabilityType`, at(product, 'availabilityType'), AVAILABILITY_TYPE);
  c.enumArray(`${path}.deliveryFormats`, at(product, 'deliveryFormats'), DELIVERY_FORMAT, 1);
  c.enumArray(`${path}.deliveryMethods`, at(product, 'deliveryMethods'), DELIVERY_METHOD, 1);
  c.oneOf(`${path}.redemptionMethod`, at(product, 'redemptionMethod'), REDEMPTION_METHOD);
  c.array(`${path}.options`, at(product, 'options'), 1);
  items(at(product, 'options')).forEach((option, i) => c.add(optionProblems(option, `${path}.options[${i}]`, options, text(at(product, 'availabilityType')), text(at(product, 'pricingPer')))));
  if (options.pricing) {
    c.string(`${path}.defaultCurrency`, at(product, 'defaultCurrency'));
    c.strings(`${path}.availableCurrencies`, at(product, 'availableCurrencies'), undefined, 1);
    c.oneOf(`${path}.pricingPer`, at(product, 'pricingPer'), PRICING_PER);
  }
  return c.problems;
}

function openingHoursProblems(c: Check, path: string, hours: Value, availabilityType?: string) {
  c.array(`${path}.openingHours`, hours, availabilityType === 'OPENING_HOURS' ? 1 : 0);
  items(hours).forEach((hour, i) => {
    c.matches(`${path}.openingHours[${i}].from`, at(hour, 'from'), HOURS);
    c.matches(`${path}.openingHours[${i}].to`, at(hour, 'to'), HOURS);
  });
}

export function availabilityProblems(availability: unknown, { pricing }: Options, availabilityType = 'START_TIME', path = 'availability'): string[] {
  const c = new Check();
  c.string(`${path}.id`, at(availability, 'id'));
  c.matches(`${path}.localDateTimeStart`, at(availability, 'localDateTimeStart'), LOCAL_DATE_TIME);
  c.matches(`${path}.localDateTimeEnd`, at(availability, 'localDateTimeEnd'), LOCAL_DATE_TIME);
  c.boolean(`${path}.allDay`, at(availability, 'allDay'), availabilityType === 'OPENING_HOURS');
  c.boolean(`${path}.available`, at(availability, 'available'));
  c.oneOf(`${path}.status`, at(availability, 'status'), AVAILABILITY_STATUS);
  c.nullableInteger(`${path}.vacancies`, at(availability, 'vacancies'));
  c.nullableInteger(`${path}.capacity`, at(availability, 'capacity'));
  c.nullableInteger(`${path}.maxUnits`, at(availability, 'maxUnits'));
  c.matches(`${path}.utcCutoffAt`, at(availability, 'utcCutoffAt'), UTC);
  openingHoursProblems(c, path, at(availability, 'openingHours'), availabilityType);
  if (pricing) {
    if (at(availability, 'unitPricing')) {
      items(at(availability, 'unitPricing')).forEach((price, i) => {
        c.add(pricingProblems(price, `${path}.unitPricing[${i}]`));
        c.string(`${path}.unitPricing[${i}].unitId`, at(price, 'unitId'));
      });
    } else c.add(pricingProblems(at(availability, 'pricing'), `${path}.pricing`));
  }
  return c.problems;
}

export function calendarDayProblems(day: unknown, { pricing }: Options, availabilityType = 'START_TIME', path = 'calendar'): string[] {
  const c = new Check();
  c.matches(`${path}.localDate`, at(day, 'localDate'), LOCAL_DATE);
  c.boolean(`${path}.available`, at(day, 'available'));
  c.oneOf(`${path}.status`, at(day, 'status'), AVAILABILITY_STATUS);
  c.nullableInteger(`${path}.vacancies`, at(day, 'vacancies'));
  c.nullableInteger(`${path}.capacity`, at(day, 'capacity'));
  openingHoursProblems(c, path, at(day, 'openingHours'), availabilityType);
  if (pricing) {
    if (at(day, 'unitPricingFrom')) {
      items(at(day, 'unitPricingFrom')).forEach((price, i) => {
        c.add(pricingProblems(price, `${path}.unitPricingFrom[${i}]`));
        c.string(`${path}.unitPricingFrom[${i}].unitId`, at(price, 'unitId'));
      });
    } else c.add(pricingProblems(at(day, 'pricingFrom'), `${path}.pricingFrom`));
  }
  return c.problems;
}

function contactProblems(c: Check, contact: unknown, path: string) {
  for (const field of ['fullName', 'firstName', 'lastName', 'emailAddress', 'phoneNumber', 'country', 'notes']) c.nullableString(`${path}.contact.${field}`, at(contact, field));
  c.strings(`${path}.contact.locales`, at(contact, 'locales'));
}

function ticketProblems(c: Check, ticket: unknown, path: string) {
  c.oneOf(`${path}.redemptionMethod`, at(ticket, 'redemptionMethod'), REDEMPTION_METHOD);
  if (at(ticket, 'utcRedeemedAt') !== null) c.matches(`${path}.utcRedeemedAt`, at(ticket, 'utcRedeemedAt'), UTC);
  c.array(`${path}.deliveryOptions`, at(ticket, 'deliveryOptions'));
  items(at(ticket, 'deliveryOptions')).forEach((option, i) => {
    c.oneOf(`${path}.deliveryOptions[${i}].deliveryFormat`, at(option, 'deliveryFormat'), DELIVERY_FORMAT);
    c.string(`${path}.deliveryOptions[${i}].deliveryValue`, at(option, 'deliveryValue'));
  });
}

/** The state rules: which times and what cancellation each status has. */
function stateProblems(c: Check, booking: unknown) {
  const utc = (field: string, nullable = false) => (nullable && at(booking, field) === null ? undefined : c.matches(`booking.${field}`, at(booking, field), UTC));
  const none = (field: string) => c.isNull(`booking.${field}`, at(booking, field));
  utc('utcCreatedAt');
  switch (at(booking, 'status')) {
    case 'ON_HOLD':
      utc('utcUpdatedAt', true);
      utc('utcExpiresAt', true);
      none('utcRedeemedAt');
      none('utcConfirmedAt');
      none('cancellation');
      break;
    case 'CONFIRMED':
      utc('utcUpdatedAt');
      none('utcExpiresAt');
      none('utcRedeemedAt');
      utc('utcConfirmedAt');
      none('cancellation');
      break;
    case 'REDEEMED':
      utc('utcUpdatedAt');
      none('utcExpiresAt');
      utc('utcRedeemedAt');
      none('cancellation');
      break;
    case 'CANCELLED':
    case 'EXPIRED':
      utc('utcUpdatedAt');
      if (at(booking, 'status') === 'CANCELLED') none('utcExpiresAt');
      else at('utcExpiresAt');
      none('utcRedeemedAt');
      utc('utcConfirmedAt', true);
      c.string('booking.cancellation.refund', at(booking, 'cancellation', 'refund'));
      c.nullableString('booking.cancellation.reason', at(booking, 'cancellation', 'reason'));
      c.matches('booking.cancellation.utcCancelledAt', at(booking, 'cancellation', 'utcCancelledAt'), UTC);
      break;
    default:
      c.problems.push(`booking.status ${at(booking, 'status')} has no state rules`);
  }
}

export function bookingProblems(booking: unknown, options: Options): string[] {
  const c = new Check();
  c.string('booking.id', at(booking, 'id'));
  c.matches('booking.uuid', at(booking, 'uuid'), UUID);
  c.boolean('booking.testMode', at(booking, 'testMode'));
  c.nullableString('booking.resellerReference', at(booking, 'resellerReference'));
  c.nullableString('booking.supplierReference', at(booking, 'supplierReference'));
  c.oneOf('booking.status', at(booking, 'status'), BOOKING_STATUS);
  stateProblems(c, booking);
  c.string('booking.productId', at(booking, 'productId'));
  if (at(booking, 'product')) c.add(productProblems(at(booking, 'product'), options, 'booking.product'));
  c.string('booking.optionId', at(booking, 'optionId'));
  if (at(booking, 'option')) c.add(optionProblems(at(booking, 'option'), 'booking.option', options, text(at(booking, 'product', 'availabilityType')), text(at(booking, 'product', 'pricingPer'))));
  c.boolean('booking.cancellable', at(booking, 'cancellable'));
  c.boolean('booking.freesale', at(booking, 'freesale'));
  c.string('booking.availabilityId', at(booking, 'availabilityId'));
  c.string('booking.availability.id', at(booking, 'availability', 'id'));
  c.matches('booking.availability.localDateTimeStart', at(booking, 'availability', 'localDateTimeStart'), LOCAL_DATE_TIME);
  c.matches('booking.availability.localDateTimeEnd', at(booking, 'availability', 'localDateTimeEnd'), LOCAL_DATE_TIME);
  c.boolean('booking.availability.allDay', at(booking, 'availability', 'allDay'));
  contactProblems(c, at(booking, 'contact'), 'booking');
  c.nullableString('booking.notes', at(booking, 'notes'));
  c.enumArray('booking.deliveryMethods', at(booking, 'deliveryMethods'), DELIVERY_METHOD);
  if (at(booking, 'product')) {
    const methods = items(at(booking, 'deliveryMethods')).map(String).sort().join();
    if (methods !== items(at(booking, 'product', 'deliveryMethods')).map(String).sort().join()) c.problems.push('booking.deliveryMethods must match booking.product.deliveryMethods');
  }
  const methods = items(at(booking, 'deliveryMethods'));
  items(at(booking, 'unitItems')).forEach((item, i) => {
    const path = `booking.unitItems[${i}]`;
    c.matches(`${path}.uuid`, at(item, 'uuid'), UUID);
    c.string(`${path}.unitId`, at(item, 'unitId'));
    if (at(item, 'unit')) c.add(unitProblems(at(item, 'unit'), `${path}.unit`, options, text(at(booking, 'product', 'pricingPer')), true));
    c.oneOf(`${path}.status`, at(item, 'status'), BOOKING_STATUS);
    if (at(item, 'status') !== 'REDEEMED') c.isNull(`${path}.utcRedeemedAt`, at(item, 'utcRedeemedAt'));
    contactProblems(c, at(item, 'contact'), path);
    if (options.pricing && at(booking, 'product', 'pricingPer') === 'UNIT') c.add(pricingProblems(at(item, 'pricing'), `${path}.pricing`));
    if (methods.includes('TICKET')) ticketProblems(c, at(item, 'ticket'), `${path}.ticket`);
    else c.isNull(`${path}.ticket`, at(item, 'ticket'));
  });
  if (methods.includes('VOUCHER')) ticketProblems(c, at(booking, 'voucher'), 'booking.voucher');
  else c.isNull('booking.voucher', at(booking, 'voucher'));
  if (options.pricing) c.add(pricingProblems(at(booking, 'pricing'), 'booking.pricing'));
  return c.problems;
}

/** The booking is the one asked for: its product, option and availability, each as an id and as its object. */
export function bookingMatches(booking: unknown, asked: { productId: string; optionId: string; availabilityId: string }): string[] {
  const c = new Check();
  c.string('booking.productId', at(booking, 'productId'), asked.productId);
  if (at(booking, 'product')) c.string('booking.product.id', at(booking, 'product', 'id'), asked.productId);
  c.string('booking.optionId', at(booking, 'optionId'), asked.optionId);
  if (at(booking, 'option')) c.string('booking.option.id', at(booking, 'option', 'id'), asked.optionId);
  c.string('booking.availabilityId', at(booking, 'availabilityId'), asked.availabilityId);
  c.string('booking.availability.id', at(booking, 'availability', 'id'), asked.availabilityId);
  return c.problems;
}

/** Its unit items are those sent: as many, each uuid once, each unit one of those asked. */
export function unitItemsMatch(booking: unknown, sent: { unitId: string }[]): string[] {
  const problems: string[] = [];
  const booked = items(at(booking, 'unitItems'));
  if (booked.length !== sent.length) problems.push(`booking.unitItems must have ${sent.length} items (had ${booked.length})`);
  const uuids = booked.map((item) => at(item, 'uuid'));
  if (new Set(uuids).size !== uuids.length) problems.push('booking.unitItems must have distinct uuids');
  const asked = sent.map((item) => item.unitId);
  if (booked.some((item) => !asked.includes(String(at(item, 'unitId'))))) problems.push(`booking.unitItems must name only ${asked.join()}`);
  return problems;
}

/** The contact is as sent, field by field. */
export function contactMatches(booking: unknown, sent: Record<string, unknown>): string[] {
  const c = new Check();
  for (const field of ['firstName', 'fullName', 'lastName', 'emailAddress', 'notes']) {
    const given = text(sent[field]);
    if (given) c.string(`booking.contact.${field}`, at(booking, 'contact', field), given);
  }
  return c.problems;
}

/** An error answer: the spec's code, a message, the invalid id under its name, and the status. */
export function errorProblems(reply: { status: number; body: unknown }, code: string, subject?: string, status = 400): string[] {
  const c = new Check();
  c.string('error', at(reply.body, 'error'), code);
  c.string('errorMessage', at(reply.body, 'errorMessage'));
  if (subject) c.string(subject, at(reply.body, subject));
  if (reply.status !== status) c.problems.push(`status must be ${status} (was ${reply.status})`);
  return c.problems;
}
