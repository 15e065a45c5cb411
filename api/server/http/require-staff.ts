import type { MiddlewareHandler } from 'hono';
import { uniqueSymbol } from 'hono-openapi';
import { apiErrorSchema } from '../../contract/errors';
import type { StaffRole } from '../../contract/office';
import { staffMemberOf } from '../services/office/staff.service';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';
import { jsonContent, signedInDoc } from './describe';
import { bearerSession } from './require-session';

const staffDoc = {
  ...signedInDoc,
  responses: {
    ...signedInDoc.responses,
    403: { description: 'Not a staff session opened with the second factor, or the member lacks the role', content: jsonContent(apiErrorSchema) },
  },
};

/**
 * The office's routes (issue 18): a live session opened in the office with the second factor (401 without
 * a session, 403 for a customer's session), of a member who holds one of `roles` (any role when none are
 * named; 403 otherwise). Roles are read on every request, so a change by an administrator applies at once.
 */
export function requireStaff(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    const session = await bearerSession(c);
    const member = session.secondFactorAt ? await staffMemberOf(c.get('deps').database.db, session.userId) : undefined;
    if (!member || member.roles.length === 0) throw new AppError('OFFICE', 'STAFF_ONLY', undefined, 403);
    if (roles.length > 0 && !roles.some((role) => member.roles.includes(role))) throw new AppError('OFFICE', 'ROLE_REQUIRED', { role: roles.join(',') }, 403);
    c.set('session', { sessionId: session.id, userId: session.userId });
    c.set('staff', member);
    await next();
  };
  return Object.assign(check, { [uniqueSymbol]: { spec: staffDoc } });
}
