import { createRootRouteWithContext, createRoute, lazyRouteComponent, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '../../api/contract/validation';
import { i18n } from '../lib/i18n';
import { storedLanguage } from '../lib/language';
import { RootLayout, RootNotFound } from '../app/root-layout.view';
import { LanguageLayout } from '../features/shell/language-layout.view';
import { NotFoundScreen } from '../features/status-pages/not-found.screen';
import type { SectionRouteName } from './route-registry';
import { accountSearchSchema } from '../features/account/account-sections';
import { diagramsSearchSchema } from '../features/diagrams/diagram-ids';
import { buildingsSearchSchema } from '../features/catalogue/buildings-search';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
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

/** Loads a route's translation namespaces before it renders, so no text flashes in another language. */
const namespaces = (...ns: string[]) => async () => {
  await i18n.loadNamespaces(ns);
};

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  loader: namespaces('home'),
  component: lazyRouteComponent(() => import('../features/home/home.screen'), 'HomeScreen'),
});

const contactsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'contacts',
  loader: namespaces('contacts'),
  component: lazyRouteComponent(() => import('../features/contacts/contacts.screen'), 'ContactsScreen'),
});

const accountRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'profile',
  validateSearch: accountSearchSchema,
  loader: namespaces('account'),
  component: lazyRouteComponent(() => import('../features/account/account.screen'), 'AccountScreen'),
});

const mailboxRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'mailbox',
  loader: namespaces('mailbox'),
  component: lazyRouteComponent(() => import('../features/mailbox/mailbox.screen'), 'MailboxScreen'),
});

const diagramsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'diagrams',
  validateSearch: diagramsSearchSchema,
  loader: namespaces('diagrams'),
  component: lazyRouteComponent(() => import('../features/diagrams/diagrams.screen'), 'DiagramsScreen'),
});

const buildingsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'buildings',
  validateSearch: buildingsSearchSchema,
  loader: namespaces('catalogue'),
  component: lazyRouteComponent(() => import('../features/catalogue/buildings.screen'), 'BuildingsScreen'),
});

const statusPage = <P extends string>(path: P, exportName: 'NoResultsScreen' | 'TechnicalIssueScreen' | 'PropertyUnavailableScreen') =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    component: lazyRouteComponent(() => import('../features/status-pages/status-pages.screen'), exportName),
  });

const sectionLoader = () => import('../features/sections/section.screen');
/** A named route whose page a later part of the product fills in: for now, its introduction. */
const section = <P extends string>(path: P, name: SectionRouteName) =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    loader: namespaces('sections'),
    staticData: { section: name },
    component: lazyRouteComponent(sectionLoader, 'SectionScreen'),
  });

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    section?: SectionRouteName;
  }
}

export const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([
    homeRoute,
    contactsRoute,
    accountRoute,
    mailboxRoute,
    diagramsRoute,
    buildingsRoute,
    statusPage('no-results', 'NoResultsScreen'),
    statusPage('technical-issue', 'TechnicalIssueScreen'),
    statusPage('property-unavailable', 'PropertyUnavailableScreen'),
    section('projects', 'projects'),
    section('rentals', 'rentals'),
    section('partners', 'partners'),
    section('home-and-renovation', 'homeRenovation'),
    section('services', 'services'),
    section('calculators/loan', 'loanCalculator'),
    section('calculators/borrowing', 'borrowingCalculator'),
    section('calculators/renovation', 'renovationCalculator'),
    section('apply-now', 'applyNow'),
    section('search', 'search'),
    section('foreign-market', 'foreignMarket'),
    section('terms', 'terms'),
    section('faq', 'faq'),
    section('blog', 'blog'),
    section('useful-links', 'usefulLinks'),
    section('promo', 'promo'),
  ]),
]);
