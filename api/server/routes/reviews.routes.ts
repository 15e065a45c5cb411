import { Hono } from 'hono';
import * as v from 'valibot';
import { idParamSchema } from '../../contract/catalogue';
import { buildingReviewsSchema, reviewCheckSchema, reviewCreateSchema } from '../../contract/reviews';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import { addReview, hasReviewed, listReviews } from '../services/reviews.service';

const tags = ['Reviews'];

/** Building reviews (spec section 7): anyone reads them; writing and the check need a session. */
export const reviewRoutes = new Hono<AppEnv>()
  .get('/buildings/:id/reviews', describe({ operationId: 'listBuildingReviews', summary: "A building's visible reviews and their average", tags, response: buildingReviewsSchema }), input('param', idParamSchema), async (c) =>
    c.json(await listReviews(c.get('deps').database.db, c.req.valid('param').id)),
  )
  .get(
    '/buildings/:id/reviews/check',
    describe({ operationId: 'checkBuildingReview', summary: 'Whether the signed-in user has already rated the building', tags, response: reviewCheckSchema }),
    requireSession,
    input('param', idParamSchema),
    async (c) => c.json({ reviewed: await hasReviewed(c.get('deps').database.db, c.req.valid('param').id, c.get('session').userId) }),
  )
  .post(
    '/buildings/:id/reviews',
    describe({ operationId: 'addBuildingReview', summary: 'Rate a building once, with a text', tags, response: v.object({ id: v.number() }), status: 201 }),
    requireSession,
    input('param', idParamSchema),
    input('json', reviewCreateSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await addReview(database.db, clock, c.req.valid('param').id, c.get('session').userId, c.req.valid('json')), 201);
    },
  );
