import { createRootRouteWithContext, createRoute, lazyRouteComponent, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '../../api/contract/validation';
import { loadAuthActor } from '../lib/auth.context';
import { appConfigQuery } from '../lib/queries/app-config.queries';
import { branchesQuery } from '../lib/queries/branches.queries';
import { i18n } from '../lib/i18n';
import { storedLanguage } from '../lib/language';
import { RootLayout, RootNotFound } from '../app/root-layout.view';
import { LanguageLayout } from '../features/shell/language-layout.view';
import { NotFoundScreen } from '../features/status-pages/not-found.screen';
import { accountSearchSchema } from '../features/account/account-sections';
import { diagramsSearchSchema } from '../features/diagrams/diagram-ids';
import { buildingsSearchSchema, loadPropertySearch, propertySearchSchema, rentalsSearchSchema } from '../features/catalogue/property-search';
import { loadProperty } from '../features/property/property.route';
import { buildingSearchSchema, loadBuilding } from '../features/building/building.route';
import { foreignMarketSearchSchema, loadForeignMarket, loadForeignProject } from '../features/foreign-market/foreign-market.route';
import { loadPartners, partnersSearchSchema } from '../features/partners/partners.route';
import { loadProjects, projectsSearchSchema } from '../features/projects/projects.route';
import { loadHome } from '../features/home/home.route';
import { PropertyUnavailableScreen } from '../features/status-pages/status-pages.screen';
import { borrowingSearchSchema, loanSearchSchema, refundSearchSchema, renovationSearchSchema } from '../features/calculators/calculator-search';
import { unsubscribeSearchSchema } from '../features/prequal/unsubscribe-search';
import { applySearchSchema } from '../features/loan-application/apply-search';
import { invitationSearchSchema } from '../features/co-applicant/invitation-search';
import { loadFaq, loadTerms, loadUsefulLinks, termsSearchSchema } from '../features/content/content.route';
import { blogSearchSchema, loadArticle, loadBlog } from '../features/blog/blog.route';
import { loadRaffle, loadStore, loadStores, storesSearchSchema } from '../features/stores/stores.route';
import { newsletterConfirmSearchSchema, newsletterUnsubscribeSearchSchema } from '../features/newsletter/newsletter-search';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The server's facts (the sandbox ribbon) are known before the first paint, so the ribbon does not
  // push the page down after it; without them the page still renders, without the ribbon.
  loader: ({ context }) => context.queryClient.ensureQueryData(appConfigQuery).then(
    () => undefined,
    () => undefined,
  ),
  component: RootLayout,
  notFoundComponent: RootNotFound,
});

/** `/` goes to the language chosen before, or Armenian. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/$lang', params: { lang: storedLanguage() } });
  },
});

/** Every page lives under its language; an unknown language segment is a missing page. */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: async ({ params }) => {
    // The root's 404 draws its own shell; this route's would render without one.
    if (!isLanguage(params.lang)) throw notFound({ routeId: rootRouteId });
    if (i18n.language !== params.lang) await i18n.changeLanguage(params.lang);
    return { lang: params.lang };
  },
  component: LanguageLayout,
  notFoundComponent: NotFoundScreen,
});

/**
 * Loads a route's translation namespaces before it renders, so no text flashes in another language.
 * A route whose first screen reads the session also awaits the auth actor (`loadAuthActor`), which
 * other routes load after their first paint.
 */
const namespaces = (...ns: string[]) => async () => {
  await i18n.loadNamespaces(ns);
};

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  loader: ({ context }) => Promise.all([namespaces('home')(), loadHome(context.queryClient, context.lang)]),
  component: lazyRouteComponent(() => import('../features/home/home.screen'), 'HomeScreen'),
});

const contactsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'contacts',
  loader: ({ context }) => Promise.all([namespaces('contacts', 'errors', 'validation', 'auth')(), context.queryClient.prefetchQuery(branchesQuery(context.lang))]),
  component: lazyRouteComponent(() => import('../features/contacts/contacts.screen'), 'ContactsScreen'),
});

/* The site's texts (issue 19): the legal documents, the FAQ, useful links and the blog, rendered on the server with their data. */
const termsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'terms',
  validateSearch: termsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('content')(), loadTerms(context.queryClient, context.lang, deps)]),
  component: lazyRouteComponent(() => import('../features/content/terms.screen'), 'TermsScreen'),
});

const faqRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'faq',
  loader: ({ context }) => Promise.all([namespaces('content')(), loadFaq(context.queryClient, context.lang)]),
  component: lazyRouteComponent(() => import('../features/content/faq.screen'), 'FaqScreen'),
});

const usefulLinksRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'useful-links',
  loader: ({ context }) => Promise.all([namespaces('content')(), loadUsefulLinks(context.queryClient, context.lang)]),
  component: lazyRouteComponent(() => import('../features/content/useful-links.screen'), 'UsefulLinksScreen'),
});

const blogRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog',
});

const blogIndexRoute = createRoute({
  getParentRoute: () => blogRoute,
  path: '/',
  validateSearch: blogSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('blog')(), loadBlog(context.queryClient, context.lang, deps)]),
  component: lazyRouteComponent(() => import('../features/blog/blog.screen'), 'BlogScreen'),
});

const articleRoute = createRoute({
  getParentRoute: () => blogRoute,
  path: '$slug',
  loader: ({ context, params }) => Promise.all([namespaces('blog')(), loadArticle(context.queryClient, context.lang, params.slug)]),
  component: lazyRouteComponent(() => import('../features/blog/article.screen'), 'ArticleScreen'),
});

/** Become a partner (spec section 7): the application form, open to anyone. */
const partnershipRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'partnership',
  loader: namespaces('partnership', 'errors', 'validation', 'auth'),
  component: lazyRouteComponent(() => import('../features/partnership/partnership.screen'), 'PartnershipScreen'),
});

/** The newsletter's mailed links: the confirmation (double opt-in) and the unsubscribe link of every mail. */
const newsletterConfirmRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'newsletter/confirm',
  validateSearch: newsletterConfirmSearchSchema,
  loader: namespaces('newsletter', 'errors'),
  component: lazyRouteComponent(() => import('../features/newsletter/newsletter.screen'), 'NewsletterConfirmScreen'),
});

const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'newsletter/unsubscribe',
  validateSearch: newsletterUnsubscribeSearchSchema,
  loader: namespaces('newsletter', 'errors'),
  component: lazyRouteComponent(() => import('../features/newsletter/newsletter.screen'), 'NewsletterUnsubscribeScreen'),
});

const accountRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'profile',
  validateSearch: accountSearchSchema,
  loader: () => Promise.all([namespaces('account', 'bookings', 'notifications', 'requests', 'prequal', 'loan', 'seller', 'catalogue', 'property', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/account/account.screen'), 'AccountScreen'),
});

const mailboxRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'mailbox',
  loader: namespaces('mailbox'),
  component: lazyRouteComponent(() => import('../features/mailbox/mailbox.screen'), 'MailboxScreen'),
});

/** The bank's back office (issue 18): its own chunk, which no customer page imports. */
const officeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'office',
  loader: namespaces('office', 'loan', 'catalogue', 'errors', 'validation'),
  component: lazyRouteComponent(() => import('../features/office/office.screen'), 'OfficeScreen'),
});

/** The sandbox identification provider's widget (issue 17): the page a try's widget URL opens. */
const sandboxIdentificationRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'sandbox/identification/$guid',
  loader: namespaces('sandboxIdentification'),
  component: lazyRouteComponent(() => import('../features/sandbox-identification/sandbox-identification.screen'), 'SandboxIdentificationScreen'),
});

const diagramsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'diagrams',
  validateSearch: diagramsSearchSchema,
  loader: () => Promise.all([namespaces('diagrams')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/diagrams/diagrams.screen'), 'DiagramsScreen'),
});

const buildingsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'buildings',
  validateSearch: buildingsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('catalogue')(), loadAuthActor(), loadPropertySearch(context.queryClient, context.lang, deps, { partnerOnly: true })]),
  component: lazyRouteComponent(() => import('../features/catalogue/buildings.screen'), 'BuildingsScreen'),
});

/*
 * Catalogue pages. Each loader fills TanStack Query's cache (ensureQueryData) beside the page's
 * translations, so a page renders with its data and a link preloads it on hover.
 */
const searchRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'search',
  validateSearch: propertySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('catalogue')(), loadAuthActor(), loadPropertySearch(context.queryClient, context.lang, deps)]),
  component: lazyRouteComponent(() => import('../features/catalogue/search.screen'), 'SearchScreen'),
});

const rentalsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'rentals',
  validateSearch: rentalsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('catalogue')(), loadAuthActor(), loadPropertySearch(context.queryClient, context.lang, deps)]),
  component: lazyRouteComponent(() => import('../features/catalogue/rentals.screen'), 'RentalsScreen'),
});

const propertyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'property/$market/$id',
  loader: ({ context, params }) => Promise.all([namespaces('catalogue', 'property', 'bookings', 'requests')(), loadAuthActor(), loadProperty(context.queryClient, context.lang, params)]),
  component: lazyRouteComponent(() => import('../features/property/property.screen'), 'PropertyScreen'),
  notFoundComponent: PropertyUnavailableScreen,
});

/**
 * Up to four properties side by side (issue 22). The chosen ones are kept in this browser, so the
 * server draws the page's frame and the screen fetches each property once it is hydrated.
 */
const compareRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'compare',
  loader: namespaces('compare', 'catalogue', 'property', 'errors'),
  component: lazyRouteComponent(() => import('../features/compare/compare.screen'), 'CompareScreen'),
});

const buildingRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'buildings/$id',
  validateSearch: buildingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => Promise.all([namespaces('catalogue', 'property', 'requests')(), loadAuthActor(), loadBuilding(context.queryClient, context.lang, params.id, deps)]),
  component: lazyRouteComponent(() => import('../features/building/building.screen'), 'BuildingScreen'),
  notFoundComponent: PropertyUnavailableScreen,
});

const projectsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'projects',
  validateSearch: projectsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('catalogue', 'partners')(), loadProjects(context.queryClient, context.lang, deps)]),
  component: lazyRouteComponent(() => import('../features/projects/projects.screen'), 'ProjectsScreen'),
});

const projectRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'projects/$id',
  validateSearch: buildingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => Promise.all([namespaces('catalogue', 'property', 'requests')(), loadAuthActor(), loadBuilding(context.queryClient, context.lang, params.id, deps)]),
  component: lazyRouteComponent(() => import('../features/building/building.screen'), 'BuildingScreen'),
  notFoundComponent: PropertyUnavailableScreen,
});

const partnersRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'partners',
  validateSearch: partnersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('partners')(), loadPartners(context.queryClient, context.lang, deps)]),
  component: lazyRouteComponent(() => import('../features/partners/partners.screen'), 'PartnersScreen'),
});

const foreignMarketRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'foreign-market',
  validateSearch: foreignMarketSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('foreign')(), loadForeignMarket(context.queryClient, context.lang, deps)]),
  component: lazyRouteComponent(() => import('../features/foreign-market/foreign-market.screen'), 'ForeignMarketScreen'),
});

const foreignProjectRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'foreign-market/$id',
  loader: ({ context, params }) => Promise.all([namespaces('foreign', 'requests', 'errors', 'validation')(), loadForeignProject(context.queryClient, context.lang, params.id)]),
  component: lazyRouteComponent(() => import('../features/foreign-market/foreign-project.screen'), 'ForeignProjectScreen'),
  notFoundComponent: PropertyUnavailableScreen,
});

const statusPage = <P extends string>(path: P, exportName: 'NoResultsScreen' | 'TechnicalIssueScreen' | 'PropertyUnavailableScreen') =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    component: lazyRouteComponent(() => import('../features/status-pages/status-pages.screen'), exportName),
  });

/** Pre-qualification: the flow is for a signed-in person; the page asks a visitor to sign in. */
const applyNowRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'apply-now',
  loader: () => Promise.all([namespaces('prequal', 'account', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/prequal/prequal.screen'), 'PrequalScreen'),
});

/** Apply for a mortgage: starts an application (on `?market=&id=` of a catalogue property, or on a price given in the wizard). */
const applyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'apply',
  validateSearch: applySearchSchema,
  loader: () => Promise.all([namespaces('loan', 'bookings', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/loan-application/loan-wizard.screen'), 'ApplyScreen'),
});

/** One mortgage application: the wizard of a draft, the wait for the decision, or the decision. Signed in only. */
const loanApplicationRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'applications/$applicationId',
  loader: () => Promise.all([namespaces('loan', 'bookings', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/loan-application/loan-wizard.screen'), 'LoanApplicationScreen'),
});

/** The co-applicant invitation's landing (the mailed link, `?coapplicant=<token>`): sign in or up, then accept or decline. */
const coApplicantInvitationRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'co-applicant',
  validateSearch: invitationSearchSchema,
  loader: () => Promise.all([namespaces('coApplicant', 'loan', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/co-applicant/invitation.screen'), 'CoApplicantInvitationScreen'),
});

/** The co-applicant's own part of an application, the waits, the offer and the end. Signed in only. */
const coApplicantPartRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'co-applicant/$applicationId',
  loader: () => Promise.all([namespaces('coApplicant', 'loan', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/co-applicant/co-applicant-part.screen'), 'CoApplicantPartScreen'),
});

/** The lending process after the offer (issue 17), for the applicant and the co-applicant alike: the stage, its actions, and where the application is. */
const lendingProcessRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'loan-applications/$applicationId/process',
  loader: () => Promise.all([namespaces('lendingProcess', 'loan', 'diagrams', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/lending-process/lending-process.screen'), 'LendingProcessScreen'),
});

/** The person's booked video call of the lending process (issue 17): the countdown, the provider's room, the outcome; the applicant's and the co-applicant's own. */
const lendingVideoCallRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'loan-applications/$applicationId/process/video-call',
  loader: () => Promise.all([namespaces('videoCall', 'lendingProcess', 'errors', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/lending-process/video-call.screen'), 'VideoCallScreen'),
});

/** The unsubscribe link of the pre-qualification e-mails: no sign-in needed. */
const prequalUnsubscribeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'apply-now/unsubscribe',
  validateSearch: unsubscribeSearchSchema,
  loader: namespaces('prequal', 'errors'),
  component: lazyRouteComponent(() => import('../features/prequal/unsubscribe.screen'), 'UnsubscribeScreen'),
});

/*
 * The calculators: the inputs live in the URL (validated, each falling back to its default, so a shared
 * result reopens as it was); the texts load first; each screen and the calculation module are chunks
 * of their own.
 */
const loanCalculatorRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'calculators/loan',
  validateSearch: loanSearchSchema,
  loader: () => Promise.all([namespaces('calculators', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/calculators/loan-calculator.screen'), 'LoanCalculatorScreen'),
});

const borrowingCalculatorRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'calculators/borrowing',
  validateSearch: borrowingSearchSchema,
  loader: () => Promise.all([namespaces('calculators', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/calculators/borrowing-calculator.screen'), 'BorrowingCalculatorScreen'),
});

const renovationCalculatorRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'calculators/renovation',
  validateSearch: renovationSearchSchema,
  loader: () => Promise.all([namespaces('calculators', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/calculators/renovation-calculator.screen'), 'RenovationCalculatorScreen'),
});

const refundCalculatorRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'calculators/income-tax-refund',
  validateSearch: refundSearchSchema,
  loader: () => Promise.all([namespaces('calculators', 'validation')(), loadAuthActor()]),
  component: lazyRouteComponent(() => import('../features/calculators/refund-calculator.screen'), 'RefundCalculatorScreen'),
});

/* The bank's partners for a new home (issue 20): home and renovation, services, each store's page, and the raffle. */
const storesLoader = () => import('../features/stores/stores.screen');
const storeLoader = () => import('../features/stores/store.screen');

const homeRenovationRoute = createRoute({ getParentRoute: () => langRoute, path: 'home-and-renovation' });
const homeRenovationIndexRoute = createRoute({
  getParentRoute: () => homeRenovationRoute,
  path: '/',
  validateSearch: storesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('stores')(), loadStores(context.queryClient, context.lang, 'homeRenovation', deps)]),
  component: lazyRouteComponent(storesLoader, 'HomeRenovationScreen'),
});
const homeRenovationStoreRoute = createRoute({
  getParentRoute: () => homeRenovationRoute,
  path: '$store',
  loader: ({ context, params }) => Promise.all([namespaces('stores')(), loadStore(context.queryClient, context.lang, 'homeRenovation', params.store)]),
  component: lazyRouteComponent(storeLoader, 'StoreScreen'),
});

const servicesRoute = createRoute({ getParentRoute: () => langRoute, path: 'services' });
const servicesIndexRoute = createRoute({
  getParentRoute: () => servicesRoute,
  path: '/',
  validateSearch: storesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([namespaces('stores')(), loadStores(context.queryClient, context.lang, 'services', deps)]),
  component: lazyRouteComponent(storesLoader, 'ServicesScreen'),
});
const serviceStoreRoute = createRoute({
  getParentRoute: () => servicesRoute,
  path: '$store',
  loader: ({ context, params }) => Promise.all([namespaces('stores')(), loadStore(context.queryClient, context.lang, 'services', params.store)]),
  component: lazyRouteComponent(storeLoader, 'StoreScreen'),
});

/** The promo code and raffle page (spec section 2): the language layout shows it without header or footer. */
const promoRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'promo',
  loader: ({ context }) => Promise.all([namespaces('stores')(), loadRaffle(context.queryClient, context.lang)]),
  component: lazyRouteComponent(() => import('../features/stores/raffle.screen'), 'RaffleScreen'),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([
    homeRoute,
    contactsRoute,
    accountRoute,
    mailboxRoute,
    officeRoute,
    sandboxIdentificationRoute,
    diagramsRoute,
    buildingsRoute,
    buildingRoute,
    searchRoute,
    rentalsRoute,
    propertyRoute,
    compareRoute,
    projectsRoute,
    projectRoute,
    partnersRoute,
    foreignMarketRoute,
    foreignProjectRoute,
    statusPage('no-results', 'NoResultsScreen'),
    statusPage('technical-issue', 'TechnicalIssueScreen'),
    statusPage('property-unavailable', 'PropertyUnavailableScreen'),
    homeRenovationRoute.addChildren([homeRenovationIndexRoute, homeRenovationStoreRoute]),
    servicesRoute.addChildren([servicesIndexRoute, serviceStoreRoute]),
    loanCalculatorRoute,
    borrowingCalculatorRoute,
    renovationCalculatorRoute,
    refundCalculatorRoute,
    applyNowRoute,
    prequalUnsubscribeRoute,
    applyRoute,
    loanApplicationRoute,
    coApplicantInvitationRoute,
    coApplicantPartRoute,
    lendingProcessRoute,
    lendingVideoCallRoute,
    termsRoute,
    faqRoute,
    usefulLinksRoute,
    blogRoute.addChildren([blogIndexRoute, articleRoute]),
    partnershipRoute,
    newsletterConfirmRoute,
    newsletterUnsubscribeRoute,
    promoRoute,
  ]),
]);
