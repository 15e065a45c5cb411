import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { BuildingReviews, ReviewCreate } from '../../contract/reviews';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { buildingReviews, buildings, users } from '../db/schema';
import { AppError } from '../http/app-error';

async function assertBuilding(q: Queryable, id: number): Promise<void> {
  const [row] = await q.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, id));
  if (!row) throw new AppError('BUILDING', 'BUILDING_NOT_FOUND', undefined, 404);
}

/** The building page's reviews: the visible ones, newest first, with their average. */
export async function listReviews(q: Queryable, buildingId: number): Promise<BuildingReviews> {
  await assertBuilding(q, buildingId);
  const visible = and(eq(buildingReviews.buildingId, buildingId), eq(buildingReviews.hidden, false));
  const [summary] = await q.select({ average: avg(buildingReviews.rating), count: count() }).from(buildingReviews).where(visible);
  const rows = await q
    .select({ review: buildingReviews, firstName: users.firstName, lastName: users.lastName })
    .from(buildingReviews)
    .innerJoin(users, eq(users.id, buildingReviews.userId))
    .where(visible)
    .orderBy(desc(buildingReviews.createdAt), desc(buildingReviews.id))
    .limit(50);
  return {
    average: summary?.average === null || summary?.average === undefined ? null : Math.round(Number(summary.average) * 10) / 10,
    count: Number(summary?.count ?? 0),
    items: rows.map(({ review, firstName, lastName }) => ({
      id: review.id,
      rating: review.rating,
      body: review.body,
      author: `${firstName} ${lastName.slice(0, 1)}.`,
      createdAt: review.createdAt.toISOString(),
    })),
  };
}

export async function hasReviewed(q: Queryable, buildingId: number, userId: string): Promise<boolean> {
  await assertBuilding(q, buildingId);
  const [row] = await q.select({ id: buildingReviews.id }).from(buildingReviews).where(and(eq(buildingReviews.buildingId, buildingId), eq(buildingReviews.userId, userId)));
  return row !== undefined;
}

/** One review per user and building: the unique index refuses a second, even from two requests at once. */
export async function addReview(db: Db, clock: Clock, buildingId: number, userId: string, review: ReviewCreate): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await assertBuilding(tx, buildingId);
    const [row] = await tx
      .insert(buildingReviews)
      .values({ buildingId, userId, rating: review.rating, body: review.body, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: buildingReviews.id });
    if (!row) throw new AppError('BUILDING', 'ALREADY_REVIEWED');
    return row;
  });
}
