import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { staffAuditLog } from '../../api/server/db/schema';
import { officeApi, staffPerson } from '../drivers/office.api';
import { confirmedUser, get, post, refusal, signIn, unauthorizedBody } from '../support/account-helpers';
import { seededApp } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());

type Reviews = { average: number | null; count: number; items: { id: number; rating: number; body: string; author: string }[] };
const reviews = (building: number) => t.json<Reviews>(`/api/buildings/${building}/reviews`);
const check = (building: number, token: string) => t.json<{ reviewed: boolean }>(`/api/buildings/${building}/reviews/check`, get({ token }));
const review = (building: number, token: string, body: Record<string, unknown>) => t.json<{ id: number }>(`/api/buildings/${building}/reviews`, post(body, { token }));

describe('building reviews', () => {
  it('takes one rating and text per user, after which the check says the building is rated', async () => {
    const ani = await signIn(t, await confirmedUser(t, { firstName: 'Ani', lastName: 'Petrosyan' }));
    expect((await reviews(2)).body).toEqual({ average: null, count: 0, items: [] });
    expect((await check(2, ani)).body).toEqual({ reviewed: false });
    expect((await review(2, ani, { rating: 4, body: 'Quiet courtyard, good light.' })).status).toBe(201);
    expect((await check(2, ani)).body).toEqual({ reviewed: true });
    expect(await review(2, ani, { rating: 5, body: 'Changed my mind: excellent.' })).toMatchObject({ status: 400, body: refusal('BUILDING', 'ALREADY_REVIEWED') });

    const aram = await signIn(t, await confirmedUser(t, { firstName: 'Aram', lastName: 'Sargsyan' }));
    t.clock.advance(1000);
    expect((await review(2, aram, { rating: 1, body: 'The lift was broken all winter.' })).status).toBe(201);
    const { body } = await reviews(2);
    expect(body).toMatchObject({ average: 2.5, count: 2 });
    expect(body.items.map((item) => [item.author, item.rating])).toEqual([
      ['Aram S.', 1],
      ['Ani P.', 4],
    ]);
  });

  it("leaves a review a moderator hid in the office out of the list and the average, with the reason kept; shown again, it counts", async () => {
    const { body } = await reviews(2);
    const harsh = body.items.find((item) => item.rating === 1);
    const moderator = await staffPerson(t, database.db, ['moderator']);
    const office = officeApi(t);
    expect((await office.moderate(moderator.token, harsh?.id ?? 0, { hidden: true, reason: 'Insults a named employee' })).status).toBe(204);
    expect((await reviews(2)).body).toMatchObject({ average: 4, count: 1 });
    expect((await office.reviews(moderator.token, '?hidden=true')).body).toMatchObject([{ id: harsh?.id, hidden: true, moderationReason: 'Insults a named employee' }]);
    expect((await office.moderate(moderator.token, harsh?.id ?? 0, { hidden: false, reason: 'The author removed the name' })).status).toBe(204);
    expect((await reviews(2)).body.count).toBe(2);
    const entries = await database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectKind, 'buildingReview'), eq(staffAuditLog.subjectId, String(harsh?.id)))).orderBy(asc(staffAuditLog.id));
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.before, entry.after])).toEqual([
      ['review.hide', moderator.userId, { hidden: false, reason: null }, { hidden: true, reason: 'Insults a named employee' }],
      ['review.show', moderator.userId, { hidden: true, reason: 'Insults a named employee' }, { hidden: false, reason: 'The author removed the name' }],
    ]);
    expect((await office.moderate(moderator.token, 999_999, { hidden: true, reason: 'Spam' })).status).toBe(404);
    expect(await office.moderate(moderator.token, harsh?.id ?? 0, { hidden: true, reason: ' ' })).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    expect((await reviews(2)).body.count).toBe(2);
  });

  it('refuses a review without a session, of an unknown building, or with a bad rating or text, storing nothing', async () => {
    const token = await signIn(t, await confirmedUser(t));
    expect(await t.json('/api/buildings/3/reviews', post({ rating: 5, body: 'Lovely building indeed.' }))).toMatchObject({ status: 401, body: unauthorizedBody });
    expect((await t.json('/api/buildings/3/reviews/check')).status).toBe(401);
    expect(await review(999_999, token, { rating: 5, body: 'Lovely building indeed.' })).toMatchObject({ status: 404, body: refusal('BUILDING', 'BUILDING_NOT_FOUND') });
    for (const [input, path] of [
      [{ rating: 6, body: 'Lovely building indeed.' }, 'rating'],
      [{ rating: 2.5, body: 'Lovely building indeed.' }, 'rating'],
      [{ rating: 3, body: 'Short' }, 'body'],
      [{ rating: 3 }, 'body'],
    ] as const) {
      const { status, body } = await t.json<{ issues: { path: string }[] }>('/api/buildings/3/reviews', post(input, { token }));
      expect(status).toBe(400);
      expect(body.issues[0]?.path).toBe(path);
    }
    expect((await reviews(3)).body.count).toBe(0);
    expect((await check(3, token)).body.reviewed).toBe(false);
  });
});
