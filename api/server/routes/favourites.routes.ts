import { Hono } from 'hono';
import * as v from 'valibot';
import {
  apartmentIdParamSchema,
  favouriteAddSchema,
  favouriteIdParamSchema,
  favouritesAddedSchema,
  favouritesAfterRegistrationSchema,
  favouritesCountSchema,
  favouritesQuerySchema,
  favouritesSchema,
} from '../../contract/favourites';
import { marketTypeSchema } from '../../contract/property-ref';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as favouritesService from '../services/favourites.service';

const tags = ['Favourites'];
const created = v.object({ id: v.number() });

/** A signed-in user's favourite properties (spec section 7, "Bookings and favourites"). */
export const favouriteRoutes = new Hono<AppEnv>()
  .use('/favorites/*', requireSession)
  .use('/favorites', requireSession)
  .get('/favorites/count', describe({ operationId: 'countFavorites', summary: 'How many favourites, by market', tags, response: favouritesCountSchema }), async (c) =>
    c.json(await favouritesService.countFavourites(c.get('deps').database.db, c.get('session').userId)),
  )
  .get('/favorites', describe({ operationId: 'listFavorites', summary: 'Favourites, newest first, optionally of one market type', tags, response: favouritesSchema }), input('query', favouritesQuerySchema), async (c) =>
    c.json(await favouritesService.listFavourites(c.get('deps').database.db, c.get('session').userId, c.get('lang'), c.req.valid('query').apartmentMarketType)),
  )
  .post(
    '/favorites/after-registration',
    describe({ operationId: 'addFavoritesAfterRegistration', summary: 'Add the favourites chosen while signed out', tags, response: favouritesAddedSchema }),
    input('json', favouritesAfterRegistrationSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await favouritesService.addFavouritesAfterRegistration(database.db, clock, c.get('session').userId, c.req.valid('json').items));
    },
  )
  .post(
    '/favorites/:apartmentId',
    describe({ operationId: 'addFavorite', summary: 'Add a property to the favourites', tags, response: created, status: 201 }),
    input('param', apartmentIdParamSchema),
    input('json', favouriteAddSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await favouritesService.addFavourite(database.db, clock, c.get('session').userId, c.req.valid('json').marketType, c.req.valid('param').apartmentId), 201);
    },
  )
  .delete(
    '/favorites/by-apartment/:apartmentId',
    describe({ operationId: 'removeFavoriteByApartment', summary: 'Remove a property from the favourites', tags, status: 204 }),
    input('param', apartmentIdParamSchema),
    input('query', v.object({ apartmentMarketType: marketTypeSchema })),
    async (c) => {
      await favouritesService.removeFavouriteByProperty(c.get('deps').database.db, c.get('session').userId, c.req.valid('query').apartmentMarketType, c.req.valid('param').apartmentId);
      return c.body(null, 204);
    },
  )
  .delete('/favorites/:id', describe({ operationId: 'removeFavorite', summary: 'Remove a favourite by its id', tags, status: 204 }), input('param', favouriteIdParamSchema), async (c) => {
    await favouritesService.removeFavourite(c.get('deps').database.db, c.get('session').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
