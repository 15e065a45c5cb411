import * as v from 'valibot';
import { currentPassword, personNameSchema } from './account';
import { otpCodeSchema } from './otp';
import { emailSchema, messages, singleLine } from './validation';

/** The bank's staff roles (issue 18). */
export const staffRoles = ['creditOfficer', 'partner', 'notary', 'moderator', 'contentEditor', 'administrator'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = v.picklist(staffRoles, messages.invalid);

/** The office's first step: the account's e-mail and password. */
export const officeSignInSchema = v.object({ email: emailSchema, password: currentPassword });
export type OfficeSignInInput = v.InferInput<typeof officeSignInSchema>;

/**
 * The password was right: the second factor is asked for with this challenge (5 minutes, single use).
 * A member without a confirmed second factor enrols now: the secret, its `otpauth://` address and the
 * same as a QR code (SVG) for the authenticator app.
 */
export const officeChallengeSchema = v.object({
  challenge: v.string(),
  expiresAt: v.string(),
  enrolment: v.nullable(v.object({ secret: v.string(), otpauthUri: v.string(), qrSvg: v.string() })),
});
export type OfficeChallenge = v.InferOutput<typeof officeChallengeSchema>;

const challengeToken = v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(100, messages.tooLong), singleLine);
export const officeVerifySchema = v.object({ challenge: challengeToken, code: otpCodeSchema });

/** A staff member as the office shows them. */
export const staffMemberSchema = v.object({
  userId: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  roles: v.array(staffRoleSchema),
  branchCode: v.nullable(v.string()),
  developerId: v.nullable(v.number()),
  agencyId: v.nullable(v.number()),
  storeId: v.nullable(v.number()),
  notaryId: v.nullable(v.string()),
  secondFactorConfirmed: v.boolean(),
  createdAt: v.string(),
});
export type StaffMember = v.InferOutput<typeof staffMemberSchema>;

export const officeSessionSchema = v.object({ token: v.string(), expiresAt: v.string(), staff: staffMemberSchema });

const code = v.pipe(v.string(messages.invalid), v.trim(), v.nonEmpty(messages.required), v.maxLength(60, messages.tooLong), singleLine);
const id = v.pipe(v.number(messages.number), v.integer(messages.integer), v.minValue(1, messages.tooSmall), v.maxValue(2_147_483_647, messages.tooLarge));

/**
 * What an administrator gives a member: their roles and, for the roles that need one, whose they are
 * (a credit officer's branch; a partner's developer, agency or partner store, one of the three; a
 * notary's office).
 */
export const staffAssignmentSchema = v.object({
  roles: v.pipe(v.array(staffRoleSchema, messages.invalid), v.maxLength(staffRoles.length, messages.tooLong), v.check((roles) => new Set(roles).size === roles.length, messages.invalid)),
  branchCode: v.optional(v.nullable(code), null),
  developerId: v.optional(v.nullable(id), null),
  agencyId: v.optional(v.nullable(id), null),
  storeId: v.optional(v.nullable(id), null),
  notaryId: v.optional(v.nullable(code), null),
});
export type StaffAssignment = v.InferOutput<typeof staffAssignmentSchema>;

/** A new staff member: a new account (mailed a link to set their password) or an existing account made staff. */
export const createStaffSchema = v.object({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  ...staffAssignmentSchema.entries,
});
export type CreateStaffInput = v.InferOutput<typeof createStaffSchema>;

/** What an administrator may assign a member to, named in the request's language. */
export const staffChoicesSchema = v.object({
  branches: v.array(v.object({ code: v.string(), name: v.string() })),
  developers: v.array(v.object({ id: v.number(), name: v.string() })),
  agencies: v.array(v.object({ id: v.number(), name: v.string() })),
  stores: v.array(v.object({ id: v.number(), name: v.string() })),
  notaries: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type StaffChoices = v.InferOutput<typeof staffChoicesSchema>;

export const staffUserParamSchema = v.object({ userId: v.pipe(v.string(), v.uuid(messages.invalid)) });

/** One staff action of the audit log. */
export const auditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actorId: v.nullable(v.string()),
  actorEmail: v.nullable(v.string()),
  action: v.string(),
  subjectKind: v.string(),
  subjectId: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export const auditQuerySchema = v.object({
  subjectKind: v.optional(v.pipe(v.string(), v.maxLength(40, messages.tooLong), singleLine)),
  subjectId: v.optional(v.pipe(v.string(), v.maxLength(100, messages.tooLong), singleLine)),
  page: v.optional(v.pipe(v.string(), v.transform(Number), v.number(messages.number), v.integer(messages.integer), v.minValue(1, messages.tooSmall), v.maxValue(10_000, messages.tooLarge)), '1'),
});
export const auditPageSchema = v.object({ entries: v.array(auditEntrySchema), page: v.number(), pageSize: v.number(), total: v.number() });
