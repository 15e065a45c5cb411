import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { auditPageSchema, auditQuerySchema, createStaffSchema, officeChallengeSchema, officeSessionSchema, officeSignInSchema, officeVerifySchema, staffAssignmentSchema, staffChoicesSchema, staffMemberSchema, staffUserParamSchema } from '../../contract/office';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { describe } from '../http/describe';
import { requireStaff } from '../http/require-staff';
import { input } from '../http/validate';
import { auditPage } from '../services/office/audit-log.service';
import { officeSignIn, verifyOfficeSignIn } from '../services/office/office-sign-in.service';
import { createStaff, listStaff, staffChoices, updateStaff, type StaffDeps } from '../services/office/staff.service';

const tags = ['Office'];

const staffDeps = (c: Context<AppEnv>): StaffDeps => {
  const { database, clock, config, completion } = c.get('deps');
  return { db: database.db, clock, publicUrl: config.publicUrl, notaryIds: completion.notary.offices.map((office) => office.id) };
};
const signInDeps = (c: Context<AppEnv>) => {
  const { database, clock, secret } = c.get('deps');
  return { db: database.db, clock, secret };
};

/**
 * The bank's back office (issue 18): staff sign in with their account's password and a TOTP second
 * factor; administrators manage staff and read the audit log. Every answer is for staff only, so none
 * is cached.
 */
export const officeRoutes = new Hono<AppEnv>()
  .use('/office/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .post(
    '/office/sign-in',
    describe({ operationId: 'officeSignIn', summary: "Staff sign-in, first step: the account's password; answers the second factor's challenge (and its enrolment the first time)", tags, response: officeChallengeSchema, rateLimited: true }),
    input('json', officeSignInSchema),
    async (c) => c.json(v.parse(officeChallengeSchema, await officeSignIn(signInDeps(c), c.req.valid('json'), clientAddress(c)))),
  )
  .post(
    '/office/sign-in/verify',
    describe({ operationId: 'officeVerifySignIn', summary: "Staff sign-in, second step: the authenticator app's code; answers a staff session", tags, response: officeSessionSchema }),
    input('json', officeVerifySchema),
    async (c) => c.json(await verifyOfficeSignIn(signInDeps(c), c.req.valid('json'), c.req.header('user-agent'))),
  )
  .get('/office/me', describe({ operationId: 'officeMe', summary: 'The signed-in staff member and their roles', tags, response: staffMemberSchema }), requireStaff(), (c) => c.json(c.get('staff')))
  .get(
    '/office/staff',
    describe({ operationId: 'listStaff', summary: 'Every staff member (administrators)', tags, response: v.array(staffMemberSchema) }),
    requireStaff('administrator'),
    async (c) => c.json(await listStaff(c.get('deps').database.db)),
  )
  .get(
    '/office/staff/choices',
    describe({ operationId: 'staffChoices', summary: 'The branches, developers, agencies and notary offices a member may be assigned to (administrators)', tags, response: staffChoicesSchema }),
    requireStaff('administrator'),
    async (c) => c.json(await staffChoices(c.get('deps').database.db, c.get('deps').completion.notary.offices, c.get('lang'))),
  )
  .post(
    '/office/staff',
    describe({ operationId: 'createStaff', summary: 'Make an account staff, or create it and mail a link to choose its password (administrators)', tags, response: staffMemberSchema, status: 201 }),
    requireStaff('administrator'),
    input('json', createStaffSchema),
    async (c) => c.json((await createStaff(staffDeps(c), c.get('session').userId, c.req.valid('json'), c.get('lang'))).member, 201),
  )
  .put(
    '/office/staff/:userId',
    describe({ operationId: 'updateStaff', summary: "Change a member's roles and assignment (administrators)", tags, response: staffMemberSchema }),
    requireStaff('administrator'),
    input('param', staffUserParamSchema),
    input('json', staffAssignmentSchema),
    async (c) => c.json(await updateStaff(staffDeps(c), c.get('session').userId, c.req.valid('param').userId, c.req.valid('json'))),
  )
  .get(
    '/office/audit-log',
    describe({ operationId: 'officeAuditLog', summary: 'Every staff action, newest first (administrators)', tags, response: auditPageSchema }),
    requireStaff('administrator'),
    input('query', auditQuerySchema),
    async (c) => c.json(await auditPage(c.get('deps').database.db, c.req.valid('query'))),
  );
