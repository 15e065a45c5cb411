import { blogArticlesSeed } from '../../api/server/db/seed/content/blog.content';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { accountSections } from '../../src/features/account/account-sections';
import type { RouteName } from '../../src/routes/route-registry';
import { gotoQuiet, useBrowser } from '../support/browser';

/**
 * Every page, in every language, at a phone (375 px) and the two common laptop widths (1366, 1440 px)
 * fits the window: nothing makes the page scroll sideways. A failure names the elements that stick out.
 * One page per visitor is reused and resized, so each route loads once per language.
 */
const languages = ['hy', 'ru', 'en'] as const;
const widths = [375, 1366, 1440] as const;

// The server holds the demo catalogue, generated from a fixed seed: the test knows its rows.
const demo = generateCatalogue();
const partnerIds = new Set(demo.developers.filter((developer) => developer.isPartner).map((developer) => developer.id));
const forSale = demo.apartments.filter((row) => row.availability === 'forSale');
const ids = {
  building: demo.buildings.find((row) => partnerIds.has(row.developerId))?.id,
  project: demo.buildings.find((row) => !partnerIds.has(row.developerId))?.id,
  apartment: forSale[0]?.id,
  // A flat no other browser test books, for this visitor's booking.
  booked: forSale[Math.floor(forSale.length / 2)]?.id,
  sale: demo.listings.find((row) => row.deal === 'sale' && row.availability === 'forSale')?.id,
  rental: demo.listings.find((row) => row.deal === 'rent')?.id,
  foreign: demo.foreignProjects[0]?.id,
};

/**
 * A real address (or several) for each named route; a record over every name, so a new route
 * fails the type check until it is listed here. The personal page is visited signed in below.
 */
const samples: Record<RouteName, readonly string[]> = {
  home: [''],
  buildings: ['/buildings'],
  projects: ['/projects'],
  rentals: ['/rentals'],
  partners: ['/partners'],
  homeRenovation: ['/home-and-renovation'],
  homeRenovationStore: ['/home-and-renovation/yerdik-home'],
  services: ['/services'],
  serviceStore: ['/services/makur-cleaning'],
  loanCalculator: ['/calculators/loan'],
  borrowingCalculator: ['/calculators/borrowing'],
  renovationCalculator: ['/calculators/renovation'],
  incomeTaxRefundCalculator: ['/calculators/income-tax-refund'],
  applyNow: ['/apply-now'],
  prequalUnsubscribe: ['/apply-now/unsubscribe?email=someone%40example.am&key=unknown'],
  // A visitor is asked to sign in on both: the wizard itself needs a session.
  apply: [`/apply?market=primary&id=${ids.apartment}`],
  loanApplication: ['/applications/5f0c2a3e-0000-4000-8000-0000000000aa'],
  search: ['/search'],
  property: [`/property/primary/${ids.apartment}`, `/property/secondary/${ids.sale}`, `/property/rent/${ids.rental}`],
  // Empty for this visitor: the table with chosen properties is measured by tests/e2e/compare.test.ts.
  compare: ['/compare'],
  building: [`/buildings/${ids.building}`],
  project: [`/projects/${ids.project}`],
  foreignMarket: ['/foreign-market'],
  foreignProject: [`/foreign-market/${ids.foreign}`],
  terms: ['/terms', '/terms?document=serviceConsent'],
  faq: ['/faq'],
  contacts: ['/contacts'],
  blog: ['/blog'],
  blogArticle: [`/blog/${blogArticlesSeed.find((article) => article.sponsor)?.slug}`],
  partnership: ['/partnership'],
  newsletterConfirm: ['/newsletter/confirm?subscription=unknown'],
  newsletterUnsubscribe: ['/newsletter/unsubscribe?email=someone%40example.am&key=unknown'],
  usefulLinks: ['/useful-links'],
  promo: ['/promo'],
  noResults: ['/no-results'],
  technicalIssue: ['/technical-issue'],
  propertyUnavailable: ['/property-unavailable'],
  profile: ['/profile'],
  mailbox: ['/mailbox'],
  // The office's sign-in (its workspaces are the office journey's, tests/e2e/office-journey.test.ts).
  office: ['/office'],
  diagrams: ['/diagrams'],
};
const visitorPaths = [...Object.values(samples).flat(), '/no-such-page'];

/** Signed in: the header's account buttons, the personal page's sections and the pages that change for a person. */
const personPaths = [
  '',
  `/buildings/${ids.building}`,
  `/property/primary/${ids.booked}`,
  '/apply-now',
  ...accountSections.map((section) => `/profile?section=${section}`),
];

interface Overflow {
  width: number;
  pageWidth: number;
  culprits: string[];
}

/**
 * How much wider than the window the page is, and the outermost elements that stick out past its
 * right edge (whose parent does not, and that no scrolling or clipping box contains).
 */
function measureOverflow(page: Page): Promise<Omit<Overflow, 'width'>> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const edge = root.clientWidth + 0.5;
    const found: { right: number; text: string }[] = [];
    if (root.scrollWidth > root.clientWidth) {
      for (const element of document.body.querySelectorAll('*')) {
        const right = element.getBoundingClientRect().right;
        const parent = element.parentElement;
        if (right <= edge || (parent && parent.getBoundingClientRect().right > edge)) continue;
        let contained = false;
        for (let box = parent; box && box !== document.body && !contained; box = box.parentElement) contained = getComputedStyle(box).overflowX !== 'visible';
        if (contained) continue;
        let path = '';
        for (let node: Element | null = element, depth = 0; node && node !== document.body && depth < 4; node = node.parentElement, depth += 1) {
          const testId = node.getAttribute('data-testid');
          const name = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}`;
          path = path ? `${name} > ${path}` : name;
        }
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        found.push({ right, text: `${path} (right edge ${Math.round(right)} px) "${text}"` });
      }
    }
    found.sort((a, b) => b.right - a.right);
    return { pageWidth: root.scrollWidth, culprits: found.slice(0, 3).map((item) => item.text) };
  });
}

/** Opens the address once and measures it at each width, widest element first in the report. */
async function overflowsOf(page: Page, url: string): Promise<Overflow[]> {
  await page.setViewportSize({ width: widths[0], height: 812 });
  await gotoQuiet(page, url);
  await page.evaluate(() => document.fonts.ready);
  const found: Overflow[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    // Two frames: the resize's layout and anything a resize observer changes after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { pageWidth, culprits } = await measureOverflow(page);
    if (pageWidth > width) found.push({ width, pageWidth, culprits });
  }
  return found;
}

const web = useBrowser();

describe('no page scrolls sideways for a visitor', () => {
  for (const lang of languages) {
    it.each(visitorPaths)(`/${lang}%s`, async (path) => {
      expect(await overflowsOf(web.page, `${web.baseUrl}/${lang}${path}`)).toEqual([]);
    });
  }
});

describe('no page scrolls sideways for a signed-in person with a long e-mail', () => {
  const email = `anahit.ter-poghosyan.${Date.now()}@family-mail-of-the-yerevan-region.example.am`;
  const password = 'Gyumri#2026long';
  const bookings = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/bookings.json'), 'utf8'));
  let page: Page;

  /** Registers, confirms and signs in through the API, as the dialogs would, and hands the token to the page. */
  beforeAll(async () => {
    const api = (path: string, init?: RequestInit) => fetch(`${web.baseUrl}/api${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
    const account = { firstName: 'Anahit', lastName: 'Ter-Poghosyan', email, password, confirmPassword: password, terms: true };
    expect((await api('/account/sign-up', { method: 'POST', body: JSON.stringify(account) })).status).toBe(201);
    const [mail] = (await (await api(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()) as { body: string }[];
    const link = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://missing');
    expect((await api(`/account/confirm-email?${link.searchParams}`)).status).toBe(200);
    const session = await api('/account/sign-in', { method: 'POST', body: JSON.stringify({ email, password }) });
    const { token } = (await session.json()) as { token: string };
    const context = await web.newContext();
    await context.addInitScript((value) => localStorage.setItem('tun.token', value), token);
    page = await context.newPage();

    // Something in the sections: a saved resale home and a booked flat.
    await page.goto(`${web.baseUrl}/en/property/secondary/${ids.sale}`);
    await page.getByTestId('favourite-button').click();
    await page.locator('[data-testid="favourite-button"][aria-pressed="true"]').waitFor();
    await page.goto(`${web.baseUrl}/en/property/primary/${ids.booked}`);
    const panel = page.getByTestId('booking-panel');
    await panel.getByRole('button', { name: bookings.panel.book }).click();
    await panel.getByText(bookings.panel.bookedByYou).waitFor();
  });

  for (const lang of languages) {
    it.each(personPaths)(`/${lang}%s`, async (path) => {
      expect(await overflowsOf(page, `${web.baseUrl}/${lang}${path}`)).toEqual([]);
    });
  }

  it('opens the favourites on the market tab that has the saved home, not on an empty one', async () => {
    const sale = demo.listings.find((row) => row.id === ids.sale);
    await page.goto(`${web.baseUrl}/en/profile?section=favourites`);
    await expect.poll(() => page.getByTestId('favourites').innerText()).toContain(sale?.title.en);
  });
});
