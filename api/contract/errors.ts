import * as v from 'valibot';

/**
 * The error catalogue (spec section 8). A 400 answer is `{ type, reason, params? }`: `type` names the
 * domain, `reason` is a stable code the client maps to a localized message (`errors:<TYPE>.<REASON>`
 * in locales/<lang>/errors.json). Reason codes never change meaning once shipped; add new ones instead.
 */
export const errorCatalogue = {
  STORE: [
    'STORE_NOT_FOUND',
    /** The person has an active code for this store (a second request at the same moment, or another tab). */
    'PROMO_CODE_ALREADY_GENERATED',
    /** No such code at this store. */
    'PROMO_CODE_INVALID',
    'PROMO_CODE_EXPIRED',
    /** The code was used already (`params.usedAt`): a code gives its discount once (issue 20). */
    'PROMO_CODE_ALREADY_USED',
    /** The partner gives no promo codes: its offer is on its page. */
    'PROMO_CODES_NOT_OFFERED',
  ],
  LOAN_APPLICATION: [
    'COMPLETED_APPLICATION_EXISTS',
    'ACTIVE_APPLICATION_EXISTS',
    'CO_APPLICANT_INVITATION_EXISTS',
    'CO_APPLICANT_EMAIL_SAME_AS_APPLICANT',
    'CO_APPLICANT_AGE_MISMATCH',
    'LOAN_LIMIT_EXCEEDED',
    'INSUFFICIENT_PREPAYMENT',
    'AGE_NOT_ELIGIBLE',
    'INVALID_USER_TYPE',
    'WRONG_APPLICANT_DATA',
    'DATA_MISMATCH',
    'DOCUMENT_NOT_VALID',
    'WRONG_FILE_FORMAT',
    'MARITAL_STATUS_MISMATCH',
    'CITIZENSHIP_MISMATCH',
    'CO_APPLICANT_CITIZENSHIP_MISMATCH',
    'PROPERTY_NOT_FOR_ONLINE_LENDING',
    'PROPERTY_ABOVE_LIMIT',
    'PROPERTY_BELOW_MINIMUM',
    'PRICE_CHANGED',
    'IDENTIFICATION_IN_MANUAL_CHECK',
    'IDENTIFICATION_UNAVAILABLE',
    'ONLINE_AUTHENTICATION_FAILED',
    'APPLICATION_REJECTED',
    'ACTION_NOT_ALLOWED',
    /** The person has no such appointment booked (its calendar file is asked for): 404. */
    'APPOINTMENT_NOT_BOOKED',
    /** An uploaded picture over loanApplicationRules.maxUploadBytes (params.maxMegabytes). */
    'FILE_TOO_LARGE',
    /** A picture kind the saved spouse document does not have (a passport's pages, or an ID card's sides). */
    'PICTURE_NOT_OF_DOCUMENT',
    /** A picture of more pixels than the server decodes (params.maxMegapixels): a guard against decompression bombs. */
    'PICTURE_DIMENSIONS_TOO_LARGE',
    /** A new application only 7 days after a rejection or a manual review: `params.from` is the first allowed time (ISO). */
    'REAPPLY_NOT_YET',
    /** A wizard step needs the steps before it (and the submit every needed step): `params.step` names the first missing one. */
    'STEP_MISSING',
    /** A married applicant submits with both pictures of the spouse's document: `params.kinds` lists the missing ones. */
    'SPOUSE_PICTURES_MISSING',
    /** The invitation was sent to another e-mail than the signed-in account's (403): sign in with the invited e-mail. */
    'INVITATION_FOR_ANOTHER_EMAIL',
    /** The invitation was recalled, declined, cancelled or has lapsed: it can no longer be answered. */
    'INVITATION_NOT_ACTIVE',
    /** The invited person has a current application of their own, or is the co-applicant of another (spec section 5). */
    'CO_APPLICANT_HAS_APPLICATION',
    /** The invited person's waiting period is not over (7 days after a rejection or manual review, 6 months after an issued loan): `params.from`. */
    'CO_APPLICANT_REAPPLY_NOT_YET',
    /** The applicant submits only when the co-applicant has confirmed their part. */
    'CO_APPLICANT_PART_INCOMPLETE',
    /** The co-applicant's social card, once checked by the registry, cannot be changed (spec section 5). */
    'SOCIAL_CARD_LOCKED',
    // The lending process after the offer (issue 17).
    /** The person's identification is under way (or done): the widget is not opened again. */
    'IDENTIFICATION_ALREADY_STARTED',
    /** The person has done this step of the process already. */
    'ALREADY_DONE',
    /** Only the main applicant sets the monthly repayment day (spec section 6). */
    'REPAYMENT_DAY_MAIN_APPLICANT_ONLY',
    /** The contract package expired unsigned: the bank prepares a new one. */
    'PACKAGE_EXPIRED',
  ],
  LOAN_CONTRACT: [
    'APPOINTMENT_NOT_AVAILABLE',
    'APPOINTMENT_NOT_VALID',
    'PAYMENT_DAY_OUT_OF_RANGE',
    'CONTRACT_EXPIRED',
    'OFFER_REJECTED',
    // Signing the contract package with a one-time code (issue 17).
    /** A wrong signing code: `params.retryCount` wrong tries so far, `params.retriesLeft` before it is spent. */
    'OTP_INVALID',
    /** The signing code expired, was used, was replaced by a newer one or had its tries spent: send a new one. */
    'OTP_NO_LONGER_VALID',
    /** The code is sent to the person's verified phone: they confirm a phone number with an SMS code first (inline on the signing card). */
    'PHONE_NOT_VERIFIED',
  ],
  FAVORITE: ['FAVORITE_ALREADY_EXISTS', 'FAVORITE_NOT_FOUND'],
  FILTER: ['RANGE_INVALID', 'FILTER_NAME_TAKEN', 'FILTER_NOT_FOUND', 'FILTERS_LIMIT_REACHED'],
  APARTMENT: [
    'APARTMENT_NOT_FOUND',
    'APARTMENT_UNAVAILABLE',
    'DAILY_RENT_NOT_OFFERED',
    'RENT_DAYS_BELOW_MINIMUM',
    'RENT_MONTHS_BELOW_MINIMUM',
    'RENT_MONTHS_ABOVE_MAXIMUM',
    'PETS_NOT_ALLOWED',
    'CHILDREN_NOT_ALLOWED',
    'MOVE_IN_DATE_PAST',
    'MOVE_IN_DATE_TOO_FAR',
  ],
  FOREIGN_MARKET: ['PROJECT_NOT_FOUND', 'BROKER_NOT_OF_PROJECT'],
  BOOKING: ['MAX_BOOKINGS_REACHED', 'APARTMENT_ALREADY_BOOKED', 'BOOKING_NOT_FOUND', 'ALREADY_BOOKED_BY_YOU'],
  CONDITION_PRICE: ['APARTMENT_OR_PRICE_REQUIRED', 'PRICE_OUT_OF_RANGE', 'DOWN_PAYMENT_ABOVE_PRICE', 'LOAN_ABOVE_PRICE'],
  PRODUCT: ['PRODUCT_NOT_AVAILABLE', 'LOAN_AMOUNT_OUT_OF_RANGE'],
  USER_NOTIFICATION: ['ALREADY_SUBSCRIBED', 'NOTIFICATION_NOT_FOUND', 'PROPERTY_NOT_BOOKED'],
  PREAPPROVAL_APPLICATION: [
    'PREAPPROVAL_EXISTS',
    'WRONG_SOCIAL_CARD',
    'OTP_INVALID',
    'OTP_REQUIRED',
    'OTP_NO_LONGER_VALID',
    'ELIGIBILITY_REFUSED',
    'MANUAL_REVIEW_REQUIRED',
    'REGISTRY_UNAVAILABLE',
    'DOCUMENT_MISMATCH',
    'CONSENT_EXPIRED',
    'APPLICATION_NOT_FOUND',
    'IDENTIFICATOR_MISMATCH',
    'PHONE_NOT_VERIFIED',
    'ALREADY_DECIDED',
    'UNSUBSCRIBE_LINK_INVALID',
    'LETTER_NOT_AVAILABLE',
    /** The registry's person of this social card is bound to another account (the person is told to contact the bank). */
    'SOCIAL_CARD_TAKEN',
    /** This account is bound to the person of another social card. */
    'ACCOUNT_OF_ANOTHER_PERSON',
  ],
  BUILDING: ['BUILDING_NOT_FOUND', 'ALREADY_REVIEWED'],
  SUBSCRIPTION: [
    'EMAIL_ALREADY_SUBSCRIBED',
    /** The newsletter's confirmation or unsubscribe link is wrong, used or expired. */
    'LINK_NOT_ACTIVE',
  ],
  USER: [
    'INVALID_CREDENTIALS',
    'EMAIL_NOT_CONFIRMED',
    'USER_NOT_FOUND',
    'DUPLICATE_USER_NAME',
    'LINK_NOT_ACTIVE',
    'PASSWORDS_DO_NOT_MATCH',
    'CAPTCHA_REQUIRED',
    'CAPTCHA_INVALID',
    'TOO_MANY_ATTEMPTS',
    'CURRENT_PASSWORD_WRONG',
    'OTP_REQUIRED',
    'OTP_NO_LONGER_VALID',
  ],
  /** The service partners' order platform (issue 20): down (503), or the partner did not take the request. */
  VARPET: ['SERVICE_UNAVAILABLE', 'MESSAGE_NOT_SENT'],
  PRIVATE_SELLER: [
    /** The registry knows no person with this social card and document: the identification is typed again. */
    'NO_IDENTITY_DATA',
    /** Agencies, brokers and developers are partners, not private sellers: `params.userType`. */
    'USER_TYPE_REFUSED',
    /** The registry's person is younger than `params.minAge`. */
    'UNDERAGE',
    'OTP_INVALID',
    'OTP_NO_LONGER_VALID',
    /** No registration in this browser (its cookie is missing or lapsed): the code is sent again. */
    'REGISTRATION_REQUIRED',
    /** The check before the mobile's code was confirmed. */
    'PHONE_NOT_VERIFIED',
    'ALREADY_REGISTERED',
    /** The registry's person of this social card is bound to another account. */
    'SOCIAL_CARD_TAKEN',
    /** The account is bound to another person of the registry. */
    'ACCOUNT_OF_ANOTHER_PERSON',
    'REGISTRY_UNAVAILABLE',
    /** A listing call by an account that is not a registered private seller (403). */
    'NOT_A_SELLER',
    /** `params.max` listings waiting for approval or published at once. */
    'ACTIVE_LISTINGS_LIMIT',
    /** `params.max` listings in all, drafts included. */
    'LISTINGS_LIMIT',
    /** A listing takes `params.max` photos. */
    'PHOTOS_LIMIT',
    /** A listing is submitted with at least one photo. */
    'PHOTO_REQUIRED',
    /** Not a png or jpeg by its content. */
    'WRONG_FILE_FORMAT',
    /** Over `params.maxMegabytes`. */
    'FILE_TOO_LARGE',
    /** Over `params.maxMegapixels`. */
    'PICTURE_DIMENSIONS_TOO_LARGE',
    /** The listing's status does not allow the action (409): `params.status`. */
    'LISTING_STATUS_CONFLICT',
    /** Booked or under a loan application: it cannot be taken off or closed now. */
    'LISTING_HELD',
    /** The district is not one of the catalogue's. */
    'UNKNOWN_DISTRICT',
  ],
  /** Not a domain of spec section 8: the bank's back office (issue 18), its staff sign-in and roles. */
  OFFICE: [
    /** A wrong second-factor code: `params.triesLeft` before the sign-in must start again. */
    'SECOND_FACTOR_INVALID',
    /** The code was already used for a sign-in: the next one from the app is needed. */
    'SECOND_FACTOR_USED',
    /** The sign-in's challenge expired, was used or had its tries spent: sign in again. */
    'CHALLENGE_NOT_ACTIVE',
    /** The office needs a staff session opened with the second factor (403). */
    'STAFF_ONLY',
    /** The member lacks the role the action needs (403): `params.role`. */
    'ROLE_REQUIRED',
    /** A credit officer needs a branch of the bank. */
    'BRANCH_REQUIRED',
    /** A partner belongs to one developer or one agency, not both and not neither. */
    'ORGANISATION_REQUIRED',
    /** A notary needs one of the notary offices. */
    'NOTARY_REQUIRED',
    /** The named branch, developer, agency or notary office does not exist. */
    'ASSIGNMENT_NOT_FOUND',
    /** The account is staff already: change their roles instead. */
    'ALREADY_STAFF',
    /** The last administrator keeps the administrator role. */
    'LAST_ADMINISTRATOR',
    /** A case is no longer waiting for a bank employee, so it cannot be taken. */
    'CASE_NOT_WAITING',
    /** Another officer holds the case (until their claim expires). */
    'CLAIMED_BY_OTHER',
    /** A decision needs the officer's own live claim on the case. */
    'CLAIM_REQUIRED',
    /** An approval lends more than the application asked for: `params.max`. */
    'AMOUNT_ABOVE_REQUESTED',
    /** Another FAQ entry or article already has this address (issue 19). */
    'SLUG_TAKEN',
    /** An article names a tag that does not exist. */
    'TAG_NOT_FOUND',
  ],
  /** Not a domain of spec section 8: failures any call can meet (bad input, missing route, overload). */
  COMMON: [
    'INVALID_INPUT',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'NOT_FOUND',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'RATE_LIMITED',
    'SERVICE_UNAVAILABLE',
    'TECHNICAL_ISSUE',
    /** An `Idempotency-Key` header that is not 16 to 100 characters of A-Z, a-z, 0-9, `_` and `-` (api/contract/idempotency.ts). */
    'IDEMPOTENCY_KEY_INVALID',
    /** The `Idempotency-Key` was sent before with another request (method, path or body): 422, nothing done. */
    'IDEMPOTENCY_KEY_REUSED',
    /** The first request of this `Idempotency-Key` is still running: 409, try again in a moment for its answer. */
    'REQUEST_IN_PROGRESS',
  ],
} as const;

export type ErrorCatalogue = typeof errorCatalogue;
export type ErrorType = keyof ErrorCatalogue;
export type ErrorReason<T extends ErrorType = ErrorType> = ErrorCatalogue[T][number];
/** `TYPE.REASON` of every catalogued refusal: the message key and what forms map to a field. */
export type ErrorCode = { [T in ErrorType]: `${T}.${ErrorReason<T>}` }[ErrorType];

/** The 17 catalogued domain types of spec section 8, in the spec's order (the office's and the common ones are the product's own). */
export const domainErrorTypes = Object.keys(errorCatalogue).filter((type) => type !== 'COMMON' && type !== 'OFFICE') as Exclude<ErrorType, 'COMMON' | 'OFFICE'>[];

/** Reasons that open a dialog instead of a toast (spec section 7). */
export const dialogReasons: ReadonlySet<string> = new Set<`${ErrorType}.${string}`>([
  'LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH',
  'LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS',
]);

const errorParams = v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]));

/** One field issue of a schema failure: `message` is an i18n key (`validation:<key>`). */
export const fieldIssueSchema = v.object({
  path: v.string(),
  message: v.string(),
  /** The limit a length or range check names, for messages like 'Maximum {{count}} characters'. */
  params: v.optional(v.object({ count: v.number() })),
});
export type FieldIssue = v.InferOutput<typeof fieldIssueSchema>;

export const apiErrorSchema = v.object({
  type: v.picklist(Object.keys(errorCatalogue) as ErrorType[]),
  reason: v.string(),
  params: v.optional(errorParams),
  issues: v.optional(v.array(fieldIssueSchema)),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;

/** A 5xx answer: a safe, localized message and the request id to quote to support. */
export const serverErrorSchema = v.object({
  type: v.literal('COMMON'),
  reason: v.picklist(['TECHNICAL_ISSUE', 'SERVICE_UNAVAILABLE']),
  message: v.string(),
  requestId: v.string(),
});
export type ServerErrorBody = v.InferOutput<typeof serverErrorSchema>;

export function isCatalogued(type: string, reason: string): boolean {
  const reasons = (errorCatalogue as Record<string, readonly string[]>)[type];
  return reasons?.includes(reason) ?? false;
}
