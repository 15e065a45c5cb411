import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { generateSpecs } from 'hono-openapi';
import type { ApiErrorBody } from '../contract/errors';
import { loanApplicationRules } from '../contract/loan-application';
import { privateSellerRules } from '../contract/private-seller';
import { apiDocs } from './http/api-docs';
import { cachePolicy } from './http/cache-policy';
import { compressAnswers } from './http/compress-answers';
import { declareBodyAnswers, declareIdempotencyKey } from './http/describe';
import type { AppDeps, AppEnv } from './http/app-env';
import { apiNotFound, handleError } from './http/errors';
import { idempotency } from './http/idempotency';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { serverPages } from './http/page-renderer';
import { serveApp } from './http/static-app';
import { accountRoutes } from './routes/account.routes';
import { officeRoutes } from './routes/office.routes';
import { officeWorkRoutes } from './routes/office-work.routes';
import { bookingRoutes } from './routes/bookings.routes';
import { branchRoutes } from './routes/branches.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { favouriteRoutes } from './routes/favourites.routes';
import { lendingRoutes } from './routes/lending.routes';
import { coApplicantRoutes } from './routes/co-applicant.routes';
import { lendingIdentificationRoutes, sandboxIdentificationRoutes } from './routes/lending-identification.routes';
import { lendingProcessRoutes } from './routes/lending-process.routes';
import { lendingPackageRoutes } from './routes/lending-package.routes';
import { lendingScheduleRoutes } from './routes/lending-schedule.routes';
import { lendingAppointmentRoutes } from './routes/lending-appointments.routes';
import { isPictureUpload, loanPictureRoutes } from './routes/loan-pictures.routes';
import { mediaRoutes } from './routes/media.routes';
import { notificationRoutes } from './routes/notifications.routes';
import { prequalRoutes } from './routes/prequal.routes';
import { reviewRoutes } from './routes/reviews.routes';
import { savedFilterRoutes } from './routes/saved-filters.routes';
import { requestRoutes } from './routes/requests.routes';
import { sandboxRoutes } from './routes/sandbox.routes';
import { systemRoutes } from './routes/system.routes';
import { siteContentRoutes } from './routes/site-content.routes';
import { siteMessageRoutes } from './routes/site-messages.routes';
import { storeRoutes } from './routes/stores.routes';
import { isSellerPhotoUpload, privateSellerRoutes } from './routes/private-seller.routes';
import { officeListingRoutes } from './routes/office-listings.routes';
import { feedRoutes } from './routes/feeds.routes';
import { officeContentRoutes } from './routes/office-content.routes';
import { applicationEventRoutes } from './routes/application-events.routes';

/**
 * Every API route, mounted under /api. The OpenAPI document is generated from this tree. The live
 * streams come before the lending routes, whose `/loan-applications/:applicationId` would take `events`.
 */
export function createApiRoutes() {
  return new Hono<AppEnv>().route('/', systemRoutes).route('/', applicationEventRoutes).route('/', branchRoutes).route('/', accountRoutes).route('/', sandboxRoutes).route('/', catalogueRoutes).route('/', mediaRoutes).route('/', requestRoutes).route('/', favouriteRoutes).route('/', reviewRoutes).route('/', savedFilterRoutes).route('/', bookingRoutes).route('/', notificationRoutes).route('/', prequalRoutes).route('/', loanPictureRoutes).route('/', lendingRoutes).route('/', coApplicantRoutes).route('/', lendingIdentificationRoutes).route('/', sandboxIdentificationRoutes).route('/', lendingProcessRoutes).route('/', lendingAppointmentRoutes).route('/', lendingPackageRoutes).route('/', lendingScheduleRoutes).route('/', officeRoutes).route('/', officeWorkRoutes).route('/', siteContentRoutes).route('/', siteMessageRoutes).route('/', officeContentRoutes).route('/', storeRoutes).route('/', privateSellerRoutes).route('/', officeListingRoutes);
}

export const openApiDocumentation = {
  info: {
    title: 'Tun API',
    version: '1.0.0',
    description:
      'Property catalogue and online mortgage. A refusal is a 400 `{ type, reason, params? }` from the error catalogue; send `Accept-Language: hy | ru | en`.',
  },
  components: { securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } } },
};

export async function generateOpenApi() {
  return declareIdempotencyKey(declareBodyAnswers(await generateSpecs(new Hono().route('/api', createApiRoutes()), { documentation: openApiDocumentation })));
}

const maxJsonBody = 1024 * 1024;
/** The most an upload route reads (its file and the multipart framing): what the idempotency key's fingerprint may read. */
const maxUploadBody = Math.max(loanApplicationRules.maxUploadBytes, privateSellerRules.maxPhotoBytes) + 64 * 1024;

export interface CreateAppOptions {
  /** More API routes mounted beside the real ones; tests use it to reach the error paths. */
  extraApiRoutes?: Hono<AppEnv>;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  // Compression wraps the cache policy, so ETags and 304s are decided on the JSON as it is.
  const api = new Hono<AppEnv>()
    .use(compressAnswers())
    .use(cachePolicy())
    .use(
      // A picture upload has its own, larger limit (routes/loan-pictures.routes.ts, private-seller.routes.ts).
      except(
        (c) => isPictureUpload(c) || isSellerPhotoUpload(c),
        bodyLimit({
          maxSize: maxJsonBody,
          onError: (c) => c.json<ApiErrorBody>({ type: 'COMMON', reason: 'PAYLOAD_TOO_LARGE' }, 413),
        }),
      ),
    )
    // After the body limit, so the request it fingerprints is one the routes would read.
    .use(idempotency({ maxBodyBytes: Math.max(maxJsonBody, maxUploadBody) }))
    .route('/', createApiRoutes());
  if (options.extraApiRoutes) api.route('/', options.extraApiRoutes);
  let openApi: Promise<unknown> | undefined;
  api.get('/openapi.json', async (c) => c.json(await (openApi ??= generateOpenApi())));
  api.route('/docs', apiDocs);
  api.onError(handleError);

  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ imgSources: deps.config.mapTiles ? [new URL(deps.config.mapTiles.url.replaceAll(/\{[a-z]\}/g, '0')).origin] : [] }));
  app.use(requestContext(deps));
  app.route('/api', api);
  // Unknown API paths answer JSON, never the app's HTML.
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);
  app.onError(handleError);
  app.route('/', feedRoutes);
  if (deps.config.staticDir) {
    const pages = serverPages({
      staticDir: deps.config.staticDir,
      publicUrl: deps.config.publicUrl,
      // The pages' data calls go through the whole app (headers, logging), in-process.
      fetch: (request) => Promise.resolve(app.fetch(request)),
      onError: (error, url) => deps.logger.error('server rendering failed; the browser renders the page', { err: error, url }),
    });
    app.all('*', serveApp(deps.config.staticDir, pages));
  }
  return app;
}
