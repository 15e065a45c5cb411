import { Hono } from 'hono';
import { savedFilterAlertsSchema, savedFilterCreateSchema, savedFilterRenameSchema, savedFilterSchema, savedFiltersSchema } from '../../contract/saved-filters';
import { rowIdParamSchema } from '../../contract/validation';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as filters from '../services/saved-filters.service';

const tags = ['Saved filters'];

/** A signed-in user's saved searches (spec section 2, personal page: saved filters). */
export const savedFilterRoutes = new Hono<AppEnv>()
  .use('/saved-filters', requireSession)
  .use('/saved-filters/*', requireSession)
  .get('/saved-filters', describe({ operationId: 'listSavedFilters', summary: 'Saved searches, oldest first', tags, response: savedFiltersSchema }), async (c) =>
    c.json(await filters.listSavedFilters(c.get('deps').database.db, c.get('session').userId)),
  )
  .post('/saved-filters', describe({ operationId: 'saveFilter', summary: 'Save a search under a name', tags, response: savedFilterSchema, status: 201 }), input('json', savedFilterCreateSchema), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await filters.saveFilter(database.db, clock, c.get('session').userId, c.req.valid('json')), 201);
  })
  .patch(
    '/saved-filters/:id',
    describe({ operationId: 'renameSavedFilter', summary: 'Rename a saved search', tags, response: savedFilterSchema }),
    input('param', rowIdParamSchema),
    input('json', savedFilterRenameSchema),
    async (c) => c.json(await filters.renameSavedFilter(c.get('deps').database.db, c.get('session').userId, c.req.valid('param').id, c.req.valid('json').name)),
  )
  .put(
    '/saved-filters/:id/alerts',
    describe({ operationId: 'setSavedFilterAlerts', summary: 'Turn e-mail alerts about new matching listings on or off', tags, response: savedFilterSchema }),
    input('param', rowIdParamSchema),
    input('json', savedFilterAlertsSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await filters.setSavedFilterAlerts(database.db, clock.now(), c.get('session').userId, c.req.valid('param').id, c.req.valid('json').alerts));
    },
  )
  .delete('/saved-filters/:id', describe({ operationId: 'deleteSavedFilter', summary: 'Delete a saved search', tags, status: 204 }), input('param', rowIdParamSchema), async (c) => {
    await filters.deleteSavedFilter(c.get('deps').database.db, c.get('session').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
