import { desc, eq } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/office';
import type { ModeratedReview } from '../../../contract/office-workspaces';
import type { Language } from '../../../contract/validation';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { buildingReviews, buildings, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { recordStaffAction } from './audit-log.service';

/*
 * The moderator's workspace (issue 18): every building review, newest first, to hide from everyone
 * or show again, with the reason kept on the review and in the audit log.
 */

const moderationLimit = 100;

export async function reviewsToModerate(q: Queryable, lang: Language, hidden: boolean | undefined): Promise<ModeratedReview[]> {
  const rows = await q
    .select({ review: buildingReviews, buildingName: buildings.name, firstName: users.firstName, lastName: users.lastName })
    .from(buildingReviews)
    .innerJoin(buildings, eq(buildings.id, buildingReviews.buildingId))
    .innerJoin(users, eq(users.id, buildingReviews.userId))
    .where(hidden === undefined ? undefined : eq(buildingReviews.hidden, hidden))
    .orderBy(desc(buildingReviews.createdAt), desc(buildingReviews.id))
    .limit(moderationLimit);
  return rows.map(({ review, buildingName, firstName, lastName }) => ({
    id: review.id,
    buildingId: review.buildingId,
    buildingName: buildingName[lang],
    rating: review.rating,
    body: review.body,
    author: `${firstName} ${lastName.slice(0, 1)}.`,
    createdAt: review.createdAt.toISOString(),
    hidden: review.hidden,
    moderationReason: review.moderationReason,
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
  }));
}

/** Hides or shows a review (a review that does not exist: 404), with the reason and its audit entry. */
export async function moderateReview(db: Db, clock: Clock, member: StaffMember, reviewId: number, change: { hidden: boolean; reason: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ hidden: buildingReviews.hidden, reason: buildingReviews.moderationReason }).from(buildingReviews).where(eq(buildingReviews.id, reviewId)).for('update');
    if (!before) throw notFound();
    const now = clock.now();
    await tx.update(buildingReviews).set({ hidden: change.hidden, moderationReason: change.reason, moderatedAt: now, moderatedBy: member.userId }).where(eq(buildingReviews.id, reviewId));
    await recordStaffAction(tx, now, { actorId: member.userId, action: change.hidden ? 'review.hide' : 'review.show', subjectKind: 'buildingReview', subjectId: String(reviewId), before, after: change });
  });
}
