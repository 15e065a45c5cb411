import * as v from 'valibot';
import { phoneSchema } from './otp';
import { propertyPageMarkets } from './property-ref';
import { emailSchema, messages, optionalParagraph, rowIdValue, text, wholeNumber } from './validation';

/** The markets a property can be asked about from its page: its page's market. */
export const requestMarkets = propertyPageMarkets;

/** What a request is about: a property page, a project (a building), a foreign project or a rental. */
export const requestKinds = ['interest', 'project', 'foreign', 'rental'] as const;
export type RequestKind = (typeof requestKinds)[number];

const rowId = rowIdValue;
const optionalEmail = v.optional(v.union([v.literal(''), emailSchema], messages.email));
const optionalText = optionalParagraph(500);

/** Who asks and how to reach them: every request kind carries these. */
const contactEntries = {
  name: text(100),
  phoneNumber: phoneSchema,
  email: optionalEmail,
};

/**
 * The request form of the property page (spec section 7, "an interest application"): who asks, how
 * to reach them, and their consent to be called. The bank replies within one working day (section 9).
 */
export const interestApplicationSchema = v.object({
  market: v.picklist(requestMarkets, messages.invalid),
  propertyId: rowId,
  ...contactEntries,
  message: optionalText,
  consent: v.literal(true, 'validation:consentRequired'),
});
export type InterestApplication = v.InferOutput<typeof interestApplicationSchema>;

/** A request about a developer's project (spec section 7, "POST project request"); the project is in the path. */
export const projectRequestSchema = v.object({
  ...contactEntries,
  message: optionalText,
  consent: v.literal(true, 'validation:consentRequired'),
});
export type ProjectRequest = v.InferOutput<typeof projectRequestSchema>;

/**
 * A request about a foreign-market project (spec section 7, "POST property request"). The person may
 * pick which of the project's brokers answers; otherwise the first of them does.
 */
export const foreignRequestSchema = v.object({
  ...projectRequestSchema.entries,
  brokerId: v.optional(rowId),
});
export type ForeignRequest = v.InferOutput<typeof foreignRequestSchema>;

/** How the rent is paid: by the day (only where the listing has a daily fee) or by the month. */
export const rentalFees = ['daily', 'monthly'] as const;
export type RentalFee = (typeof rentalFees)[number];
/** Whether the person wants the utility bills inside the fee or paid on their own. */
export const utilityPreferences = ['included', 'separate'] as const;

/** The longest stay one request asks for: a year by the day, three years by the month. */
export const rentalLimits = { maxDays: 365, maxMonths: 36, maxGuests: 20 } as const;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * The rental request of a rental's page (spec section 3): when, for how long and on which fee, who
 * moves in, what the person asks of the landlord, how to reach them, and the two required consents.
 * `prepayment` says the person agrees to pay the first period (a day or a month) in advance.
 */
export const rentalRequestSchema = v.object({
  listingId: rowId,
  moveInDate: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalid), v.check(isCalendarDate, messages.invalid)),
  fee: v.picklist(rentalFees, messages.invalid),
  period: wholeNumber(1, rentalLimits.maxDays),
  guests: wholeNumber(1, rentalLimits.maxGuests),
  pets: v.boolean(messages.invalid),
  children: v.boolean(messages.invalid),
  utilities: v.picklist(utilityPreferences, messages.invalid),
  prepayment: v.boolean(messages.invalid),
  comment: optionalText,
  ...contactEntries,
  consentTerms: v.literal(true, 'validation:termsRequired'),
  consentPersonalData: v.literal(true, 'validation:consentRequired'),
});
export type RentalRequest = v.InferOutput<typeof rentalRequestSchema>;

/** What a rental's landlord accepts (the listing's terms). */
export interface RentalTerms {
  dailyFee: number | null;
  minRentDays: number | null;
  minRentMonths: number | null;
  petsAllowed: boolean | null;
  childrenAllowed: boolean | null;
}

/** The refusals of a rental's terms (catalogued under APARTMENT), each with the field a form shows it at. */
export const rentalRefusalFields = {
  DAILY_RENT_NOT_OFFERED: 'fee',
  RENT_DAYS_BELOW_MINIMUM: 'period',
  RENT_MONTHS_BELOW_MINIMUM: 'period',
  RENT_MONTHS_ABOVE_MAXIMUM: 'period',
  PETS_NOT_ALLOWED: 'pets',
  CHILDREN_NOT_ALLOWED: 'children',
  MOVE_IN_DATE_PAST: 'moveInDate',
  MOVE_IN_DATE_TOO_FAR: 'moveInDate',
} as const satisfies Record<string, keyof RentalRequest>;
export type RentalRefusalReason = keyof typeof rentalRefusalFields;
export const rentalRefusalReasons = Object.keys(rentalRefusalFields) as RentalRefusalReason[];
export const isRentalRefusalReason = (reason: string | undefined): reason is RentalRefusalReason => reason !== undefined && reason in rentalRefusalFields;

/** A rental request the listing's terms refuse: the reason and the limit its message names. */
export interface RentalRefusal {
  reason: RentalRefusalReason;
  params?: { minimum?: number; maximum?: number };
}

/** Yerevan keeps UTC+4 all year, so its calendar date is the UTC date four hours on. */
export function yerevanDate(now: Date): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

const sameDayNextYear = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

/**
 * The rules a rental's own terms set on a request, in the order a person would fix them. The server
 * enforces them; the form asks them first to answer at once. `today` is Yerevan's date.
 */
export function rentalRequestRefusal(terms: RentalTerms, request: Pick<RentalRequest, 'moveInDate' | 'fee' | 'period' | 'pets' | 'children'>, today: string): RentalRefusal | null {
  if (request.moveInDate < today) return { reason: 'MOVE_IN_DATE_PAST' };
  if (request.moveInDate > sameDayNextYear(today)) return { reason: 'MOVE_IN_DATE_TOO_FAR' };
  if (request.fee === 'daily') {
    if (terms.dailyFee === null) return { reason: 'DAILY_RENT_NOT_OFFERED' };
    const minimum = terms.minRentDays ?? 1;
    if (request.period < minimum) return { reason: 'RENT_DAYS_BELOW_MINIMUM', params: { minimum } };
  } else {
    const minimum = terms.minRentMonths ?? 1;
    if (request.period < minimum) return { reason: 'RENT_MONTHS_BELOW_MINIMUM', params: { minimum } };
    if (request.period > rentalLimits.maxMonths) return { reason: 'RENT_MONTHS_ABOVE_MAXIMUM', params: { maximum: rentalLimits.maxMonths } };
  }
  if (request.pets && terms.petsAllowed !== true) return { reason: 'PETS_NOT_ALLOWED' };
  if (request.children && terms.childrenAllowed !== true) return { reason: 'CHILDREN_NOT_ALLOWED' };
  return null;
}

/** Every request kind answers the same: its number and when the reply is due. */
export const requestAnswerSchema = v.object({
  id: v.number(),
  /** The end of the working day by which the person hears back. */
  replyBy: v.string(),
});
export type RequestAnswer = v.InferOutput<typeof requestAnswerSchema>;

/** One request the signed-in user sent, as the personal page lists it. */
export const sentRequestSchema = v.object({
  id: v.number(),
  kind: v.picklist(requestKinds),
  /** The property or project asked about, in the language of the call. */
  subject: v.string(),
  /** Who the request went to: the developer, agency or broker (or the bank, for a private seller). */
  recipient: v.string(),
  createdAt: v.string(),
  replyBy: v.string(),
  /** The app path of what was asked about, without the language, e.g. `/property/rent/12`. */
  path: v.string(),
});
export type SentRequest = v.InferOutput<typeof sentRequestSchema>;
export const sentRequestsSchema = v.array(sentRequestSchema);
