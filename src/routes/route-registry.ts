/**
 * The named routes of spec section 2 and the other pages, by name. Features link by name
 * (`<RouteLink to="buildings">`), so a path changes in one place. Every path starts with the language.
 */
export const routePaths = {
  home: '/$lang',
  buildings: '/$lang/buildings',
  projects: '/$lang/projects',
  rentals: '/$lang/rentals',
  partners: '/$lang/partners',
  homeRenovation: '/$lang/home-and-renovation',
  services: '/$lang/services',
  loanCalculator: '/$lang/calculators/loan',
  borrowingCalculator: '/$lang/calculators/borrowing',
  renovationCalculator: '/$lang/calculators/renovation',
  incomeTaxRefundCalculator: '/$lang/calculators/income-tax-refund',
  applyNow: '/$lang/apply-now',
  prequalUnsubscribe: '/$lang/apply-now/unsubscribe',
  apply: '/$lang/apply',
  loanApplication: '/$lang/applications/$applicationId',
  search: '/$lang/search',
  property: '/$lang/property/$market/$id',
  building: '/$lang/buildings/$id',
  project: '/$lang/projects/$id',
  foreignMarket: '/$lang/foreign-market',
  foreignProject: '/$lang/foreign-market/$id',
  terms: '/$lang/terms',
  faq: '/$lang/faq',
  contacts: '/$lang/contacts',
  blog: '/$lang/blog',
  blogArticle: '/$lang/blog/$slug',
  partnership: '/$lang/partnership',
  newsletterConfirm: '/$lang/newsletter/confirm',
  newsletterUnsubscribe: '/$lang/newsletter/unsubscribe',
  usefulLinks: '/$lang/useful-links',
  promo: '/$lang/promo',
  noResults: '/$lang/no-results',
  technicalIssue: '/$lang/technical-issue',
  propertyUnavailable: '/$lang/property-unavailable',
  profile: '/$lang/profile',
  mailbox: '/$lang/mailbox',
  office: '/$lang/office',
  diagrams: '/$lang/diagrams',
} as const;

export type RouteName = keyof typeof routePaths;

/** Named routes whose page belongs to a later part of the product; until then they show the section's intro. */
export const sectionRoutes = ['homeRenovation', 'services', 'promo'] as const satisfies readonly RouteName[];
export type SectionRouteName = (typeof sectionRoutes)[number];
