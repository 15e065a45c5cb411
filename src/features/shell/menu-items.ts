import type { RouteName } from '../../routes/route-registry';

export interface MenuLink {
  /** i18n key under `common:nav`. */
  id: string;
  to: RouteName;
  search?: Record<string, string>;
}
export interface MenuGroup {
  /** i18n key under `common:nav`; absent for a group without a heading. */
  id?: string;
  links: MenuLink[];
}
export interface MenuSection {
  id: string;
  groups: MenuGroup[];
  isNew?: boolean;
}

/** The main menu of spec section 2. Apply for pre-qualification is a button of its own. */
export const mainMenu: MenuSection[] = [
  {
    id: 'properties',
    groups: [
      {
        id: 'sale',
        links: [
          { id: 'primaryPartner', to: 'buildings', search: { market: 'primary' } },
          { id: 'primaryNonPartner', to: 'projects' },
          { id: 'secondary', to: 'buildings', search: { market: 'secondary' } },
        ],
      },
      { id: 'rent', links: [{ id: 'rentals', to: 'rentals' }] },
    ],
  },
  {
    id: 'partners',
    groups: [
      {
        links: [
          { id: 'developers', to: 'partners', search: { tab: 'developers' } },
          { id: 'agencies', to: 'partners', search: { tab: 'agencies' } },
          { id: 'homeRenovation', to: 'homeRenovation' },
          { id: 'services', to: 'services' },
          { id: 'partnership', to: 'partnership' },
        ],
      },
    ],
  },
  {
    id: 'calculators',
    isNew: true,
    groups: [
      {
        links: [
          { id: 'loanCalculator', to: 'loanCalculator' },
          { id: 'borrowingCalculator', to: 'borrowingCalculator' },
          { id: 'renovationCalculator', to: 'renovationCalculator' },
          { id: 'incomeTaxRefundCalculator', to: 'incomeTaxRefundCalculator' },
        ],
      },
    ],
  },
];

export const footerLinks: MenuLink[] = [
  { id: 'terms', to: 'terms' },
  { id: 'faq', to: 'faq' },
  { id: 'contacts', to: 'contacts' },
  { id: 'blog', to: 'blog' },
  { id: 'usefulLinks', to: 'usefulLinks' },
  { id: 'partnership', to: 'partnership' },
];
