import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { staffAuditLog, users } from '../../db/schema';

export interface StaffAction {
  /** Null only for the command that makes the first administrator. */
  actorId: string | null;
  /** `noun.verb`, like the chart's events: `staff.create`, `staff.update`, `office.signIn`. */
  action: string;
  subjectKind: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

/** Writes one entry in the caller's transaction, so the entry exists exactly when the action commits. */
export async function recordStaffAction(q: Queryable, at: Date, entry: StaffAction): Promise<void> {
  await q.insert(staffAuditLog).values({ at, ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

export const auditPageSize = 50;

/** The log, newest first, optionally of one subject (kind, or kind and id), a page at a time. */
export async function auditPage(q: Queryable, query: { subjectKind?: string | undefined; subjectId?: string | undefined; page: number }) {
  const conditions: SQL[] = [];
  if (query.subjectKind) conditions.push(eq(staffAuditLog.subjectKind, query.subjectKind));
  if (query.subjectId) conditions.push(eq(staffAuditLog.subjectId, query.subjectId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    q
      .select({ entry: staffAuditLog, actorEmail: users.email })
      .from(staffAuditLog)
      .leftJoin(users, eq(users.id, staffAuditLog.actorId))
      .where(where)
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(auditPageSize)
      .offset((query.page - 1) * auditPageSize),
    q.select({ value: count() }).from(staffAuditLog).where(where),
  ]);
  return {
    entries: rows.map(({ entry, actorEmail }) => ({ ...entry, at: entry.at.toISOString(), actorEmail })),
    page: query.page,
    pageSize: auditPageSize,
    total: total?.value ?? 0,
  };
}
