import { Hono, type Context } from 'hono';
import { yerevanDate } from '../../contract/requests';
import {
  apartmentFilterSchema,
  apartmentDetailSchema,
  apartmentRowsSchema,
  bannersSchema,
  brokerPartnersSchema,
  districtsSchema,
  partnerQuerySchema,
  brokersSchema,
  builderBuildingsQuerySchema,
  builderParamSchema,
  developersSchema,
  foreignFilterSchema,
  foreignProjectSchema,
  foreignProjectsSchema,
  buildingDetailSchema,
  buildingFilterSchema,
  buildingPageSchema,
  facilitiesTreeSchema,
  idParamSchema,
  listingDetailSchema,
  listingFilterSchema,
  listingPageSchema,
  mapPositionsSchema,
  wallsSchema,
} from '../../contract/catalogue';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { input } from '../http/validate';
import { AppError } from '../http/app-error';
import { cachedAnswer } from '../services/catalogue/answer-cache';
import { pagination } from '../services/catalogue/paging';
import { getApartment, listApartments } from '../services/catalogue/apartments.service';
import { buildingPositions, getBuilding, listBuildings } from '../services/catalogue/buildings.service';
import { getListing, listingPositions, listListings } from '../services/catalogue/listings.service';
import {
  foreignProjectBrokersOf,
  getForeignProject,
  listBanners,
  listBrokerPartners,
  listBrokers,
  listDevelopers,
  listForeignProjects,
} from '../services/catalogue/partners.service';
import { districts, facilitiesTree, walls } from '../services/catalogue/vocabulary.service';

const tags = ['Catalogue'];
const paginationHeader = { 'x-pagination': { description: 'JSON: { totalCount, pageSize, pageNumber, totalPages, totalCountCapped? } (totalCountCapped: true when more match than are counted, 10 000)' } };

/**
 * Catalogue answers are the same for everybody: served from the cache of the catalogue's data
 * version (services/catalogue/answer-cache.ts), after the input is validated. Not the vocabularies
 * made in memory (walls, districts), which cost less than the version's read.
 */
const cached = cachedAnswer();

/** A paged list answer: the rows as the body, the counts as JSON in `x-pagination` (spec section 7). */
function paged<T>(c: Context<AppEnv>, body: T, counts: object) {
  c.header('x-pagination', JSON.stringify(counts));
  return c.json(body);
}

export const catalogueRoutes = new Hono<AppEnv>()
  .post(
    '/apartments',
    describe({ operationId: 'listApartments', summary: 'Primary-market apartments: filter, sort (0–5) and page', tags, response: apartmentRowsSchema, headers: paginationHeader }),
    input('json', apartmentFilterSchema),
    cached,
    async (c) => {
      const { rows, pagination: counts } = await listApartments(c.get('deps').database.db, c.req.valid('json'));
      return paged(c, rows, counts);
    },
  )
  .get(
    '/apartments/:id',
    describe({ operationId: 'getApartment', summary: 'One primary-market apartment with its building', tags, response: apartmentDetailSchema }),
    input('param', idParamSchema),
    cached,
    async (c) => c.json(await getApartment(c.get('deps').database.db, c.req.valid('param').id, c.get('lang'), yerevanDate(c.get('deps').clock.now()))),
  )
  .post(
    '/buildings/v2',
    describe({ operationId: 'listBuildings', summary: 'Buildings with what is for sale: filter, sort, page', tags, response: buildingPageSchema }),
    input('json', buildingFilterSchema),
    cached,
    async (c) => c.json(await listBuildings(c.get('deps').database.db, c.req.valid('json'), c.get('lang'), yerevanDate(c.get('deps').clock.now()))),
  )
  .post(
    '/buildings/positions',
    describe({ operationId: 'listBuildingPositions', summary: 'Every building a buildings search finds, as map points [id, lat, lng, price from]', tags, response: mapPositionsSchema }),
    input('json', buildingFilterSchema),
    cached,
    async (c) => c.json(await buildingPositions(c.get('deps').database.db, c.req.valid('json'), yerevanDate(c.get('deps').clock.now()))),
  )
  .get(
    '/buildings/:id',
    describe({ operationId: 'getBuilding', summary: 'One building: facts, facilities, apartments by rooms', tags, response: buildingDetailSchema }),
    input('param', idParamSchema),
    cached,
    async (c) => c.json(await getBuilding(c.get('deps').database.db, c.req.valid('param').id, c.get('lang'), yerevanDate(c.get('deps').clock.now()))),
  )
  .get(
    '/walls',
    describe({ operationId: 'getWalls', summary: 'Wall types, in the language asked for', tags, response: wallsSchema }),
    (c) => c.json(walls(c.get('lang'))),
  )
  .get(
    '/facilities',
    describe({ operationId: 'getFacilities', summary: 'The amenities tree', tags, response: facilitiesTreeSchema }),
    cached,
    async (c) => c.json(await facilitiesTree(c.get('deps').database.db, c.get('lang'))),
  )
  .post(
    '/secondary-apartments/v2',
    describe({ operationId: 'listSecondary', summary: 'Secondary-market sales: filter, sort, page; with totalCount', tags, response: listingPageSchema }),
    input('json', listingFilterSchema),
    cached,
    async (c) => c.json(await listListings(c.get('deps').database.db, 'sale', c.req.valid('json'), c.get('lang'))),
  )
  .post(
    '/secondary-apartments/positions',
    describe({ operationId: 'listSecondaryPositions', summary: 'Every sale a secondary-market search finds, as map points [id, lat, lng, price]', tags, response: mapPositionsSchema }),
    input('json', listingFilterSchema),
    cached,
    async (c) => c.json(await listingPositions(c.get('deps').database.db, 'sale', c.req.valid('json'))),
  )
  .get(
    '/secondary-apartments/:id',
    describe({ operationId: 'getSecondary', summary: 'One secondary-market property', tags, response: listingDetailSchema }),
    input('param', idParamSchema),
    cached,
    async (c) => c.json(await getListing(c.get('deps').database.db, 'sale', c.req.valid('param').id, c.get('lang'), yerevanDate(c.get('deps').clock.now()))),
  )
  .post(
    '/rental-properties/v2',
    describe({ operationId: 'listRentals', summary: 'Rentals: filter, sort, page; with totalCount', tags, response: listingPageSchema }),
    input('json', listingFilterSchema),
    cached,
    async (c) => c.json(await listListings(c.get('deps').database.db, 'rent', c.req.valid('json'), c.get('lang'))),
  )
  .post(
    '/rental-properties/positions',
    describe({ operationId: 'listRentalPositions', summary: 'Every rental a search finds, as map points [id, lat, lng, monthly price]', tags, response: mapPositionsSchema }),
    input('json', listingFilterSchema),
    cached,
    async (c) => c.json(await listingPositions(c.get('deps').database.db, 'rent', c.req.valid('json'))),
  )
  .get(
    '/rental-properties/:id',
    describe({ operationId: 'getRental', summary: 'One rental', tags, response: listingDetailSchema }),
    input('param', idParamSchema),
    cached,
    async (c) => c.json(await getListing(c.get('deps').database.db, 'rent', c.req.valid('param').id, c.get('lang'), yerevanDate(c.get('deps').clock.now()))),
  )
  .get(
    '/builders',
    describe({ operationId: 'listBuilders', summary: 'Developers, partners first, with their buildings and apartments for sale; paged (x-pagination)', tags, response: developersSchema, headers: paginationHeader }),
    input('query', builderBuildingsQuerySchema),
    cached,
    async (c) => {
      const { items, pagination: counts } = await listDevelopers(c.get('deps').database.db, c.req.valid('query'), c.get('lang'));
      return paged(c, items, counts);
    },
  )
  .get(
    '/builders/:builderId/buildings',
    describe({ operationId: 'getBuilderBuildings', summary: "A developer's buildings, paged", tags, response: buildingPageSchema, headers: paginationHeader }),
    input('param', builderParamSchema),
    input('query', builderBuildingsQuerySchema),
    cached,
    async (c) => {
      const { pageNumber, pageSize } = c.req.valid('query');
      const page = await listBuildings(
        c.get('deps').database.db,
        { developerId: c.req.valid('param').builderId, sort: 'newest', pageNumber, pageSize },
        c.get('lang'),
        yerevanDate(c.get('deps').clock.now()),
      );
      return paged(c, page, pagination(page, pageSize, pageNumber));
    },
  )
  .get(
    '/brokers',
    describe({ operationId: 'getBrokers', summary: 'Brokers, named in the language asked for', tags, response: brokersSchema }),
    cached,
    async (c) => c.json(await listBrokers(c.get('deps').database.db, c.get('lang'))),
  )
  .post(
    '/foreign-market/projects',
    describe({ operationId: 'listForeignProjects', summary: 'Foreign-market projects; x-pagination with FilteredCount', tags, response: foreignProjectsSchema, headers: paginationHeader }),
    input('json', foreignFilterSchema),
    cached,
    async (c) => {
      const { items, pagination: counts } = await listForeignProjects(c.get('deps').database.db, c.req.valid('json'), c.get('lang'), yerevanDate(c.get('deps').clock.now()));
      return paged(c, items, counts);
    },
  )
  .get(
    '/foreign-market/projects/:id',
    describe({ operationId: 'getForeignProject', summary: 'One foreign-market project', tags, response: foreignProjectSchema }),
    input('param', idParamSchema),
    cached,
    async (c) => c.json(await getForeignProject(c.get('deps').database.db, c.req.valid('param').id, c.get('lang'), yerevanDate(c.get('deps').clock.now()))),
  )
  .get(
    '/foreign-market/projects/:id/brokers',
    describe({ operationId: 'getForeignProjectBrokers', summary: 'The brokers of a foreign-market project', tags, response: brokersSchema }),
    input('param', idParamSchema),
    cached,
    async (c) => c.json(await foreignProjectBrokersOf(c.get('deps').database.db, c.req.valid('param').id, c.get('lang'))),
  )
  .get(
    '/banners/home',
    describe({ operationId: 'getHomeBanners', summary: 'Banners of the home page, by slot', tags, response: bannersSchema }),
    cached,
    async (c) => c.json(await listBanners(c.get('deps').database.db, 'home', c.get('lang'))),
  )
  .get(
    '/banners/partners',
    describe({ operationId: 'getPartnerBanners', summary: 'Banners of the partners page (left and right)', tags, response: bannersSchema }),
    cached,
    async (c) => c.json(await listBanners(c.get('deps').database.db, 'partners', c.get('lang'))),
  )
  .post(
    '/projects',
    describe({ operationId: 'listProjects', summary: 'Projects of developers who are not partners: filter, sort, page', tags, response: buildingPageSchema }),
    input('json', buildingFilterSchema),
    cached,
    async (c) => c.json(await listBuildings(c.get('deps').database.db, { ...c.req.valid('json'), partner: false }, c.get('lang'), yerevanDate(c.get('deps').clock.now()))),
  )
  .get(
    '/projects/:id',
    describe({ operationId: 'getProject', summary: 'One project of a developer who is not a partner', tags, response: buildingDetailSchema }),
    input('param', idParamSchema),
    cached,
    async (c) => {
      const project = await getBuilding(c.get('deps').database.db, c.req.valid('param').id, c.get('lang'), yerevanDate(c.get('deps').clock.now()));
      // A partner's building is shown on the buildings page, not among the projects.
      if (project.developer.isPartner) throw new AppError('BUILDING', 'BUILDING_NOT_FOUND', undefined, 404);
      return c.json(project);
    },
  )
  .post(
    '/broker-partners',
    describe({ operationId: 'listBrokerPartners', summary: 'Partner agencies, paged (x-pagination)', tags, response: brokerPartnersSchema, headers: paginationHeader }),
    input('json', partnerQuerySchema),
    cached,
    async (c) => {
      const { items, pagination: counts } = await listBrokerPartners(c.get('deps').database.db, c.req.valid('json'), c.get('lang'));
      return paged(c, items, counts);
    },
  )
  .get(
    '/districts',
    describe({ operationId: 'getDistricts', summary: 'Districts of Yerevan and regions, for the filters', tags, response: districtsSchema }),
    (c) => c.json(districts(c.get('lang'))),
  );
