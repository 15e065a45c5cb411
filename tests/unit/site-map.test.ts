import { describe, expect, it } from 'vitest';
import { publicSectionPaths } from '../../api/server/services/site/sitemap.service';
import { footerLinks, mainMenu } from '../../src/features/shell/menu-items';
import { routePaths, type RouteName } from '../../src/routes/route-registry';

/** Named routes that are not public pages of their own: a person's, the staff's, a mailed link's or a row's. */
const notInSitemap: RouteName[] = [
  'prequalUnsubscribe',
  'apply',
  'loanApplication',
  'property',
  'compare',
  'building',
  'project',
  'foreignProject',
  'blogArticle',
  'homeRenovationStore',
  'serviceStore',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'noResults',
  'technicalIssue',
  'propertyUnavailable',
  'profile',
  'mailbox',
  'office',
  'diagrams',
];

describe('the site map and the menus', () => {
  it('lists every public section in the sitemap, and a row page (article, property) by its rows', () => {
    const expected = (Object.keys(routePaths) as RouteName[])
      .filter((name) => !notInSitemap.includes(name))
      .map((name) => routePaths[name].replace('/$lang', ''))
      .sort();
    expect([...publicSectionPaths].sort()).toEqual(expected);
  });

  it('leads from the menu and the footer only to named routes the sitemap lists', () => {
    const linked = [...mainMenu.flatMap((section) => section.groups.flatMap((group) => group.links)), ...footerLinks].map((link) => routePaths[link.to].replace('/$lang', ''));
    for (const path of linked) expect(publicSectionPaths, path).toContain(path);
  });
});
