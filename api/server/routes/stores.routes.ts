import { Hono, type Context } from 'hono';
import { myRaffleEntriesSchema, raffleSchema } from '../../contract/raffle';
import {
  myStorePromoCodeSchema,
  ownHomeStoreSchema,
  promoCodeCheckAnswerSchema,
  promoCodeCheckSchema,
  promoCodeSchema,
  promoCodesSchema,
  serviceRequestAnswerSchema,
  serviceRequestSchema,
  storeListQuerySchema,
  storeListSchema,
  storeRefParamSchema,
  storeSchema,
  storeSectorsSchema,
  type StoreSection,
} from '../../contract/stores';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { conflictDoc, describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { requireStaff } from '../http/require-staff';
import { input } from '../http/validate';
import { checkPromoCode, generatePromoCode, listMyPromoCodes, myPromoCodeAt, usePromoCode } from '../services/stores/promo-codes.service';
import { currentRaffle, myRaffleEntries } from '../services/stores/raffle.service';
import { sendServiceRequest } from '../services/stores/service-requests.service';
import { getStore, listSectors, listStores, ownHomeStore } from '../services/stores/stores.service';
import { instantSandbox } from '../adapters/outside-system';
import { sandboxVarpet } from '../adapters/varpet.sandbox';

const storeTags = ['Stores'];
const sectionPaths = { homeRenovation: 'home-renovation', services: 'services' } as const satisfies Record<StoreSection, string>;
const sectionNames = { homeRenovation: 'home-and-renovation', services: 'service' } as const satisfies Record<StoreSection, string>;

const promoDeps = (c: Context<AppEnv>) => {
  const { database, clock, config } = c.get('deps');
  return { db: database.db, clock, publicUrl: config.publicUrl };
};

/** Without a platform given (tests, a plain start), the sandbox's, answering at once. */
const defaultVarpet = sandboxVarpet(instantSandbox);

/** A partner's store, for the till: a partner of a developer or an agency has no till (404, as any other company's property is to them). */
const storeOfStaff = (c: Context<AppEnv>) => {
  const staff = c.get('staff');
  if (staff.storeId === null) throw notFound();
  return { userId: staff.userId, storeId: staff.storeId };
};

/** Each section's sectors and stores (spec section 7: GET home-renovation / service sectors and stores). */
function sectionRoutes(section: StoreSection) {
  const path = sectionPaths[section];
  const name = sectionNames[section];
  const operation = section === 'homeRenovation' ? 'HomeRenovation' : 'Service';
  return new Hono<AppEnv>()
    .get(`/${path}/sectors`, describe({ operationId: `list${operation}Sectors`, summary: `The ${name} sectors, each with its number of partners`, tags: storeTags, response: storeSectorsSchema }), async (c) =>
      c.json(await listSectors(c.get('deps').database.db, section, c.get('lang'))),
    )
    .get(
      `/${path}/stores`,
      describe({ operationId: `list${operation}Stores`, summary: `The ${name} partners by page, filtered by sectors (SectorsIds)`, tags: storeTags, response: storeListSchema }),
      input('query', storeListQuerySchema),
      async (c) => c.json(await listStores(c.get('deps').database.db, section, c.req.valid('query'), c.get('lang'))),
    );
}

/** The partner stores, their promo codes and the raffle (issue 20). */
export const storeRoutes = new Hono<AppEnv>()
  .route('/', sectionRoutes('homeRenovation'))
  .route('/', sectionRoutes('services'))
  .get('/home-renovation/own-home-store', describe({ operationId: 'getOwnHomeStore', summary: "The store of the home page's own-home section (null when none is chosen)", tags: storeTags, response: ownHomeStoreSchema }), async (c) =>
    c.json(await ownHomeStore(c.get('deps').database.db, c.get('lang'))),
  )
  .get('/stores/:store', describe({ operationId: 'getStore', summary: "A store's page by its id or address: offer, description, contacts, addresses", tags: storeTags, response: storeSchema }), input('param', storeRefParamSchema), async (c) =>
    c.json(await getStore(c.get('deps').database.db, c.req.valid('param').store, c.get('lang'))),
  )
  .get(
    '/stores/:store/promo-code',
    describe({ operationId: 'getMyStorePromoCode', summary: "The signed-in person's code for the store: the active one, else the latest (null when none)", tags: storeTags, response: myStorePromoCodeSchema }),
    requireSession,
    input('param', storeRefParamSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await myPromoCodeAt(database.db, c.get('session').userId, c.req.valid('param').store, c.get('lang'), clock.now()));
    },
  )
  .post(
    '/stores/:store/promo-code',
    describe({ operationId: 'generateStorePromoCode', summary: 'A promo code for the store (one active per person and store), also sent by e-mail', tags: storeTags, response: promoCodeSchema, status: 201 }),
    conflictDoc('The person has an active code for the store, or the store gives no promo codes; nothing changed'),
    requireSession,
    input('param', storeRefParamSchema),
    async (c) => c.json(await generatePromoCode(promoDeps(c), c.get('session').userId, c.req.valid('param').store, c.get('lang')), 201),
  )
  .post(
    '/stores/:store/service-requests',
    describe({
      operationId: 'sendServiceRequest',
      summary: "A request to a service partner (a master's visit, a quote), sent through the partners' order platform: its reference, or VARPET.MESSAGE_NOT_SENT",
      tags: storeTags,
      response: serviceRequestAnswerSchema,
      status: 201,
      rateLimited: true,
      outsideSystem: true,
    }),
    requireSession,
    input('param', storeRefParamSchema),
    input('json', serviceRequestSchema),
    async (c) => {
      const { database, clock, varpet } = c.get('deps');
      return c.json(await sendServiceRequest({ db: database.db, clock, varpet: varpet ?? defaultVarpet }, c.get('session').userId, c.req.valid('param').store, c.req.valid('json'), c.get('lang')), 201);
    },
  )
  .get('/account/promo-codes', describe({ operationId: 'listMyPromoCodes', summary: "The signed-in person's promo codes, newest first", tags: storeTags, response: promoCodesSchema }), requireSession, async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await listMyPromoCodes(database.db, c.get('session').userId, c.get('lang'), clock.now()));
  })
  .post(
    '/office/store/promo-codes/check',
    describe({ operationId: 'checkPromoCode', summary: "The store's check of a code: valid, already used, expired or unknown (a code of another store is unknown)", tags: storeTags, response: promoCodeCheckAnswerSchema }),
    requireStaff('partner'),
    input('json', promoCodeCheckSchema),
    async (c) => c.json(await checkPromoCode(c.get('deps').database.db, storeOfStaff(c).storeId, c.req.valid('json').code, c.get('deps').clock.now())),
  )
  .post(
    '/office/store/promo-codes/use',
    describe({ operationId: 'usePromoCode', summary: 'The store marks a valid code used; a used, expired or unknown code is refused, and of two uses at once one succeeds', tags: storeTags, response: promoCodeCheckAnswerSchema }),
    conflictDoc('The code was used already, or has expired; nothing changed'),
    requireStaff('partner'),
    input('json', promoCodeCheckSchema),
    async (c) => c.json(await usePromoCode(promoDeps(c), storeOfStaff(c), c.req.valid('json').code)),
  )
  .get('/raffle', describe({ operationId: 'getRaffle', summary: 'The raffle: rules, period, prizes, the published seed hash, the entries so far, and once drawn the seed and the winners', tags: ['Raffle'], response: raffleSchema }), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await currentRaffle(database.db, c.get('lang'), clock.now()));
  })
  .get('/raffle/my-entries', describe({ operationId: 'getMyRaffleEntries', summary: "The signed-in person's entry numbers in the raffle", tags: ['Raffle'], response: myRaffleEntriesSchema }), requireSession, async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await myRaffleEntries(database.db, c.get('session').userId, clock.now()));
  });
