import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium; tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // The sandbox needs a non-root user; the network flags keep Chromium off the closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  mobile: { width: 375, height: 740 },
  desktop: { width: 1366, height: 900 },
} as const;

/** Collects console errors and failed page scripts, so a test can assert a page ran clean. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** WCAG 2.2 AA as axe-core checks it: every violation, with the elements it found, as one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Whether the page in the tab answers: a server-rendered page once React has hydrated it, any other at once. */
const hydrated = () => !document.getElementById('tun-state') || document.documentElement.hasAttribute('data-hydrated');

/** Contexts opened with `javaScriptEnabled: false`: their pages never hydrate, so nothing waits for it. */
const withoutScripts = new WeakSet<BrowserContext>();

let navigationsWaitForHydration = false;
/**
 * A server-rendered page is drawn before its scripts run, and a click before hydration does nothing: so
 * `goto` and `reload` of every page of the suite return once the page has hydrated, as a person would
 * see it answer. Patched once on Playwright's Page class, so pages opened anywhere get it.
 */
function waitForHydrationOnNavigation(page: Page) {
  if (navigationsWaitForHydration) return;
  navigationsWaitForHydration = true;
  const proto = Object.getPrototypeOf(page) as Pick<Page, 'goto' | 'reload'>;
  const { goto, reload } = proto;
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    if (!withoutScripts.has(this.context())) await this.waitForFunction(hydrated);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    if (!withoutScripts.has(this.context())) await this.waitForFunction(hydrated);
    return response;
  };
}

export interface BrowserFixture {
  browser: Browser;
  /** The file's own context and page, opened at the fixture's viewport. */
  context: BrowserContext;
  page: Page;
  /** Origin of the product the browser suite started (e2e.global-setup.ts). */
  baseUrl: string;
  /** Console errors and failed scripts of `page`, for a test to assert the page ran clean. */
  errors: string[];
  /** Another visitor (a phone, a second person): its context closes with the fixture. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * The one browser set-up of the browser suite: launches Chromium once for the file, opens a context
 * and a page, and tears everything down after the file (every context it handed out too). Call it at
 * a file's top level; its fields are there from the first `beforeAll` after the call.
 */
export function useBrowser(options: BrowserContextOptions & { baseUrl?: () => string } = {}): BrowserFixture {
  const { baseUrl: origin, ...contextOptions } = options;
  const contexts: BrowserContext[] = [];
  const fixture = {} as BrowserFixture;
  beforeAll(async () => {
    const browser = await launchBrowser();
    const newContext = async (more: BrowserContextOptions = {}) => {
      const context = await browser.newContext({ viewport: viewports.desktop, ...more });
      contexts.push(context);
      if (more.javaScriptEnabled === false) withoutScripts.add(context);
      return context;
    };
    const context = await newContext(contextOptions);
    const page = await context.newPage();
    waitForHydrationOnNavigation(page);
    Object.assign(fixture, { browser, context, page, baseUrl: origin ? origin() : inject('baseUrl'), errors: watchPageErrors(page), newContext });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await fixture.browser?.close();
  });
  return fixture;
}

/** A live stream of server-sent events stays open for as long as the page: it never lets the network go idle. */
const isLiveStream = (url: string) => /\/api\/loan-applications\/(?:[^/]+\/)?events(?:\?|$)/.test(url);

/**
 * Opens the address and waits until no request but the page's live streams has run for half a
 * second: Playwright's `networkidle`, which an open event stream would hold off for ever.
 */
export async function gotoQuiet(page: Page, url: string, timeoutMs = 30_000): Promise<void> {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = (request: { url(): string }) => {
    if (!isLiveStream(request.url())) inFlight += 1;
  };
  const ended = (request: { url(): string }) => {
    if (isLiveStream(request.url())) return;
    inFlight -= 1;
    quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const until = Date.now() + timeoutMs;
    while (!(inFlight <= 0 && Date.now() - quietSince >= 500)) {
      if (Date.now() > until) throw new Error(`${url}: the network was not quiet within ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
