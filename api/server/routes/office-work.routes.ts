import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { uploadParamSchema } from '../../contract/loan-application';
import { caseClaimSchema, officeCaseDecisionSchema, officeCaseParamSchema, officeCaseSchema, officeQueueQuerySchema, officeQueueSchema } from '../../contract/office-cases';
import {
  availabilityAnswerSchema,
  moderateReviewSchema,
  moderatedReviewSchema,
  moderationQuerySchema,
  notaryDocumentParamSchema,
  notaryPackageStepSchema,
  notaryWorkspaceSchema,
  partnerPriceSchema,
  partnerWorkspaceSchema,
  reviewIdParamSchema,
  sandboxModesSchema,
} from '../../contract/office-workspaces';
import { lendingStatusSchema } from '../../contract/loan-application';
import { propertyPriceChangedSchema } from '../../contract/sandbox';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { conflictDoc, describe } from '../http/describe';
import { requireStaff } from '../http/require-staff';
import { input } from '../http/validate';
import { caseQueue, caseRow, claimCase, decideCase, officeCase, releaseCase, type CaseDeps } from '../services/office/credit-cases.service';
import { storedPicture } from '../services/lending/document-pictures.service';
import { notaryPackageDocument, notaryPackageStep, notaryWorkspace } from '../services/office/notary-workspace.service';
import { answerAvailability, changePartnerPrice, partnerWorkspace } from '../services/office/partner-workspace.service';
import { moderateReview, reviewsToModerate } from '../services/office/review-moderation.service';
import { sandboxModes, setSandboxModes } from '../services/office/sandbox-modes.service';

const tags = ['Office'];

const chartRefusal = conflictDoc("The lending chart refuses the step in the application's state (`params.rule`), or the claim does not allow it; nothing changed");

const caseDeps = (c: Context<AppEnv>): CaseDeps => {
  const { database, clock, config, registry, creditRegister } = c.get('deps');
  return { db: database.db, clock, publicUrl: config.publicUrl, registry, creditRegister };
};
const workDeps = (c: Context<AppEnv>) => {
  const { database, clock, config, completion } = c.get('deps');
  return { db: database.db, clock, publicUrl: config.publicUrl, notary: completion.notary };
};
const statusSchema = v.object({ status: lendingStatusSchema });

/**
 * The office's workspaces (issue 18): the credit officer's queue and decisions, the partner's
 * properties, the notary's packages, the moderator's reviews, and the sandbox's modes. Every step a
 * person takes here is written to the audit log in the step's own transaction.
 */
export const officeWorkRoutes = new Hono<AppEnv>()
  .get(
    '/office/cases',
    describe({ operationId: 'officeCaseQueue', summary: "Applications waiting for a bank employee, oldest first (credit officers: their branch's; administrators: all)", tags, response: officeQueueSchema }),
    requireStaff('creditOfficer', 'administrator'),
    input('query', officeQueueQuerySchema),
    async (c) => c.json(await caseQueue(c.get('deps').database.db, c.get('deps').clock, c.get('staff'), c.req.valid('query'))),
  )
  .get(
    '/office/cases/:applicationId',
    describe({ operationId: 'officeCase', summary: "A case: the application's data, documents, the registries' answers now, its log and the decisions its state takes", tags, response: officeCaseSchema, outsideSystem: true }),
    requireStaff('creditOfficer', 'administrator'),
    input('param', officeCaseParamSchema),
    async (c) => c.json(await officeCase(caseDeps(c), c.get('staff'), c.req.valid('param').applicationId)),
  )
  .get(
    '/office/cases/:applicationId/pictures/:owner/:kind',
    describe({ operationId: 'officeCasePicture', summary: "A picture of a case's document (private, never cached)", tags }),
    requireStaff('creditOfficer', 'administrator'),
    input('param', uploadParamSchema),
    async (c) => {
      const ref = c.req.valid('param');
      const { database, storage, clock } = c.get('deps');
      // Only a case of the member's branch (404 otherwise).
      await caseRow(database.db, clock, c.get('staff'), ref.applicationId);
      const picture = await storedPicture(database.db, storage, c.get('log'), ref);
      return c.body(new Uint8Array(picture.bytes), 200, { 'content-type': picture.contentType, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    },
  )
  .post(
    '/office/cases/:applicationId/claim',
    describe({ operationId: 'claimOfficeCase', summary: 'Take a case for 15 minutes (again: extend one\'s own claim)', tags, response: caseClaimSchema }),
    conflictDoc('The case no longer waits for a person (OFFICE.CASE_NOT_WAITING), or another officer holds it (OFFICE.CLAIMED_BY_OTHER)'),
    requireStaff('creditOfficer', 'administrator'),
    input('param', officeCaseParamSchema),
    async (c) => c.json(await claimCase(caseDeps(c), c.get('staff'), c.req.valid('param').applicationId)),
  )
  .delete(
    '/office/cases/:applicationId/claim',
    describe({ operationId: 'releaseOfficeCase', summary: 'Give a case back before the claim expires', tags, status: 204 }),
    conflictDoc('The member holds no live claim on the case (OFFICE.CLAIM_REQUIRED)'),
    requireStaff('creditOfficer', 'administrator'),
    input('param', officeCaseParamSchema),
    async (c) => {
      await releaseCase(caseDeps(c), c.get('staff'), c.req.valid('param').applicationId);
      return c.body(null, 204);
    },
  )
  .post(
    '/office/cases/:applicationId/decisions',
    describe({ operationId: 'decideOfficeCase', summary: 'Decide a case one holds: approve, reject, ask for documents, or pass or fail a manual identification', tags, response: officeCaseSchema, outsideSystem: true }),
    chartRefusal,
    requireStaff('creditOfficer', 'administrator'),
    input('param', officeCaseParamSchema),
    input('json', officeCaseDecisionSchema),
    async (c) => c.json(await decideCase(caseDeps(c), c.get('staff'), c.req.valid('param').applicationId, c.req.valid('json'))),
  )
  .get(
    '/office/partner',
    describe({ operationId: 'partnerWorkspace', summary: "The partner's company's properties: availability requests, bookings, applications and requests", tags, response: partnerWorkspaceSchema }),
    requireStaff('partner'),
    async (c) => c.json(await partnerWorkspace(c.get('deps').database.db, c.get('staff'), c.get('lang'))),
  )
  .post(
    '/office/partner/availability/:applicationId',
    describe({ operationId: 'answerPropertyAvailability', summary: "Confirm an application's booked property is available, or refuse it with a reason", tags, response: statusSchema }),
    chartRefusal,
    requireStaff('partner'),
    input('param', officeCaseParamSchema),
    input('json', availabilityAnswerSchema),
    async (c) => c.json(await answerAvailability(workDeps(c), c.get('staff'), c.req.valid('param').applicationId, c.req.valid('json'))),
  )
  .put(
    '/office/partner/prices',
    describe({ operationId: 'changePartnerPrice', summary: "A new price of one of the company's properties (its drafts ask their applicant to confirm it)", tags, response: propertyPriceChangedSchema }),
    requireStaff('partner'),
    input('json', partnerPriceSchema),
    async (c) => c.json(await changePartnerPrice(workDeps(c), c.get('staff'), c.req.valid('json'))),
  )
  .get(
    '/office/notary',
    describe({ operationId: 'notaryWorkspace', summary: "The notary office's appointments, free hours and the packages to check", tags, response: notaryWorkspaceSchema }),
    requireStaff('notary'),
    async (c) => c.json(await notaryWorkspace(workDeps(c), c.get('staff'), c.get('lang'))),
  )
  .get(
    '/office/notary/packages/:applicationId/documents/:documentId',
    describe({ operationId: 'notaryPackageDocument', summary: "One PDF of a package the notary holds for an appointment at their office (any other: 404; private, never cached)", tags }),
    describeRoute({ responses: { 200: { description: 'The PDF as the bank prepared it (its SHA-256 is the listed one)', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } }),
    requireStaff('notary'),
    input('param', notaryDocumentParamSchema),
    async (c) => {
      const { applicationId, documentId } = c.req.valid('param');
      const file = await notaryPackageDocument({ ...workDeps(c), storage: c.get('deps').storage }, c.get('staff'), applicationId, documentId);
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${file.fileName}"`,
      });
    },
  )
  .post(
    '/office/notary/packages/:applicationId',
    describe({ operationId: 'notaryPackageStep', summary: 'The notary checked a package, or holds it available for the appointment', tags, response: statusSchema }),
    chartRefusal,
    requireStaff('notary'),
    input('param', officeCaseParamSchema),
    input('json', notaryPackageStepSchema),
    async (c) => c.json(await notaryPackageStep(workDeps(c), c.get('staff'), c.req.valid('param').applicationId, c.req.valid('json').step)),
  )
  .get(
    '/office/reviews',
    describe({ operationId: 'reviewsToModerate', summary: 'Building reviews, newest first, shown and hidden (moderators)', tags, response: v.array(moderatedReviewSchema) }),
    requireStaff('moderator'),
    input('query', moderationQuerySchema),
    async (c) => {
      const { hidden } = c.req.valid('query');
      return c.json(await reviewsToModerate(c.get('deps').database.db, c.get('lang'), hidden === undefined ? undefined : hidden === 'true'));
    },
  )
  .put(
    '/office/reviews/:reviewId',
    describe({ operationId: 'moderateReview', summary: 'Hide a building review from everyone, or show it again, with the reason', tags, status: 204 }),
    requireStaff('moderator'),
    input('param', reviewIdParamSchema),
    input('json', moderateReviewSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      await moderateReview(database.db, clock, c.get('staff'), c.req.valid('param').reviewId, c.req.valid('json'));
      return c.body(null, 204);
    },
  )
  .get(
    '/office/sandbox-modes',
    describe({ operationId: 'sandboxModes', summary: 'Sandbox only: which outside parties act on their own and which wait for a person in the office (administrators)', tags, response: sandboxModesSchema }),
    requireStaff('administrator'),
    async (c) => {
      if (!c.get('deps').config.sandbox) throw notFound();
      return c.json(await sandboxModes(c.get('deps').database.db));
    },
  )
  .put(
    '/office/sandbox-modes',
    describe({ operationId: 'setSandboxModes', summary: 'Sandbox only: set which outside parties wait for a person in the office (administrators)', tags, response: sandboxModesSchema }),
    requireStaff('administrator'),
    input('json', sandboxModesSchema),
    async (c) => {
      const { database, clock, config } = c.get('deps');
      if (!config.sandbox) throw notFound();
      return c.json(await setSandboxModes(database.db, clock, c.get('staff'), c.req.valid('json')));
    },
  );
