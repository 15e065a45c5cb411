import { Hono } from 'hono';
import * as v from 'valibot';
import { notifyWhenFreeSchema, watchSchema } from '../../contract/bookings';
import { apartmentIdParamSchema } from '../../contract/favourites';
import { notificationsPageSchema, notificationsQuerySchema, unreadCountSchema } from '../../contract/notifications';
import { rowIdParamSchema } from '../../contract/validation';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import { watchProperty } from '../services/bookings.service';
import * as notificationsService from '../services/notifications.service';

const tags = ['Notifications'];

/** The personal page's notifications, and the "notify me when it is free" request that feeds them. */
export const notificationRoutes = new Hono<AppEnv>()
  .use('/notifications/*', requireSession)
  .use('/notifications', requireSession)
  .get('/notifications/unread-count', describe({ operationId: 'countUnreadNotifications', summary: 'How many notifications are unread', tags, response: unreadCountSchema }), async (c) =>
    c.json({ unread: await notificationsService.countUnread(c.get('deps').database.db, c.get('session').userId) }),
  )
  .get('/notifications', describe({ operationId: 'listNotifications', summary: 'Notifications, newest first, 20 a page', tags, response: notificationsPageSchema }), input('query', notificationsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await notificationsService.listNotifications(c.get('deps').database.db, c.get('session').userId, query.pageNumber, query.unreadOnly === 'true'));
  })
  .post('/notifications/read-all', describe({ operationId: 'markAllNotificationsRead', summary: 'Mark every notification read', tags, response: v.object({ marked: v.number() }) }), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await notificationsService.markAllRead(database.db, clock.now(), c.get('session').userId));
  })
  .post('/notifications/:id/read', describe({ operationId: 'markNotificationRead', summary: 'Mark one notification read', tags, status: 204 }), input('param', rowIdParamSchema), async (c) => {
    const { database, clock } = c.get('deps');
    await notificationsService.markRead(database.db, clock.now(), c.get('session').userId, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post(
    '/notifications/notify/:apartmentId',
    describe({ operationId: 'notifyWhenFree', summary: 'Be told (in the app and by e-mail) when a booked property is free again', tags, response: watchSchema, status: 201 }),
    input('param', apartmentIdParamSchema),
    input('json', notifyWhenFreeSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await watchProperty(database.db, clock, c.get('session').userId, c.req.valid('json').marketType, c.req.valid('param').apartmentId), 201);
    },
  );
