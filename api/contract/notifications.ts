import * as v from 'valibot';
import { lendingStatusSchema } from './loan-application';
import { propertyLinkSchema } from './property-ref';
import { savedFilterPages } from './saved-filters';
import { messages } from './validation';

/** What happened to a loan application that a person on it (the main applicant or the co-applicant) is told of. */
export const loanApplicationNotices = [
  'approved',
  'approvedForLess',
  'rejected',
  'manualReview',
  'documentMismatch',
  'expired',
  'propertyRefused',
  // Applying together (issue 16): what one person did that the other is told of.
  'coApplicantRecalled',
  'coApplicantLapsed',
  'coApplicantAccepted',
  'coApplicantDeclined',
  'coApplicantPartComplete',
  'coApplicantPartChanged',
  'coApplicantCancelled',
  'coApplicantNotCitizen',
  'coApplicantNotSpouse',
  'coApplicantMismatch',
  'submittedTogether',
  'offerAcceptedByOther',
  'offerRefusedByOther',
  'applicationWithdrawn',
  // The lending process after the offer (issue 17): every stage (`status` names it), and what a person must do.
  'stage',
  'identificationToStart',
  'branchVisitToBook',
  'videoCallToBook',
  'spouseDataToGive',
  'packageDataToGive',
  'packageToSign',
  'notaryToBook',
  'notaryMissed',
  'loanDisbursed',
] as const;
export type LoanApplicationNotice = (typeof loanApplicationNotices)[number];

const localizedSchema = v.object({ hy: v.string(), ru: v.string(), en: v.string() });

/** What a notification about a property links to (its page) and names (its title in every language). */
const propertyNoticeSchema = { ...propertyLinkSchema.entries, property: localizedSchema };

/**
 * The events that reach the personal page's notifications, each with what its sentence needs. The
 * app words them (locales/<lang>/notifications.json), so they read in the language of the moment.
 */
export const notificationParamsSchema = v.variant('kind', [
  /** The hold of the user's own booking ended and the property was released. */
  v.object({ kind: v.literal('bookingExpired'), params: v.object({ bookingId: v.number(), ...propertyNoticeSchema }) }),
  /** A property the user asked about is free again. */
  v.object({ kind: v.literal('propertyAvailable'), params: v.object(propertyNoticeSchema) }),
  /** A request the user sent went to the listing's developer, agency or broker. */
  v.object({
    kind: v.literal('requestSent'),
    params: v.object({ requestId: v.number(), requestKind: v.picklist(['interest', 'project', 'foreign', 'rental']), subject: localizedSchema, recipient: v.string(), path: v.string() }),
  }),
  /** New listings match a saved search with alerts on. */
  v.object({
    kind: v.literal('savedFilterMatches'),
    params: v.object({ filterId: v.number(), name: v.string(), count: v.number(), page: v.picklist(savedFilterPages) }),
  }),
  /**
   * The bank decided on a loan application, it expired, the partner refused its property, or the
   * process moved on; `date` is when a new application is possible (rejected, disbursed) or when the
   * package expires (packageToSign); `status` the process's stage.
   */
  v.object({
    kind: v.literal('loanApplication'),
    params: v.object({
      applicationId: v.string(),
      outcome: v.picklist(loanApplicationNotices),
      date: v.optional(v.string()),
      /** The status entered: set for the lending process (its notices open the process page). */
      status: v.optional(lendingStatusSchema),
      /** The stage of the process told of (its name and what comes next, locales' `lendingStage`), when the status is one. */
      stage: v.optional(lendingStatusSchema),
    }),
  }),
  /** A moderator approved the private seller's listing (it is in the catalogue) or returned it with a reason. */
  v.object({
    kind: v.literal('sellerListing'),
    params: v.object({ listingId: v.string(), outcome: v.picklist(['approved', 'returned']), title: localizedSchema, reason: v.optional(v.string()) }),
  }),
]);
export type NotificationEvent = v.InferOutput<typeof notificationParamsSchema>;
export type NotificationKind = NotificationEvent['kind'];

export const notificationSchema = v.intersect([v.object({ id: v.number(), createdAt: v.string(), read: v.boolean() }), notificationParamsSchema]);
export type Notification = v.InferOutput<typeof notificationSchema>;

export const notificationsPageSchema = v.object({ items: v.array(notificationSchema), totalCount: v.number(), unread: v.number() });
export type NotificationsPage = v.InferOutput<typeof notificationsPageSchema>;

export const notificationsQuerySchema = v.object({
  pageNumber: v.optional(v.pipe(v.string(messages.invalid), v.regex(/^\d{1,4}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall)), '1'),
  unreadOnly: v.optional(v.picklist(['true', 'false'], messages.invalid)),
});
export const notificationsPageSize = 20;

export const unreadCountSchema = v.object({ unread: v.number() });
