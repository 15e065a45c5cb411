import type { Page } from 'playwright-core';
import { tokenStorageKey } from '../../../api/client';
import type { ApiWorld } from '../../model/api-world';
import type { InvitationPageWorld } from '../../model/invitation-page-world';
import { text } from './locale';
import type { UiScenario } from './ui-scenario';

/*
 * The mailed invitation's page (CoApplicantInvitationScreen) as the invited person uses it. The page
 * settles the session itself when it opens: the path's first event (`session.in` or `session.out`)
 * opens the link with or without the session the read's arrangement chose; later ones sign in through
 * the page's own button and the dialog, or out through the header. Checks read test ids, so they hold
 * after the language changed, and compare what the page shows with what the server answers now.
 */

const invitationWorld = (world: ApiWorld) => world as InvitationPageWorld;
const section = (page: Page) => page.getByTestId('co-invitation-page');
const shown = (page: Page, testId: string) => section(page).getByTestId(testId).first().waitFor({ timeout: 15_000 });
const linkOf = (world: InvitationPageWorld, baseUrl: string) => `${baseUrl}/en/co-applicant${world.invitationToken ? `?coapplicant=${world.invitationToken}` : ''}`;
const onPage = (page: Page) => page.url().includes('/co-applicant');

let base = '';
/** The page's language now (a path may have changed it). */
const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Opens the mailed link with the session the path's first event settles on (the person's stored token, or none). */
async function openLink(page: Page, world: InvitationPageWorld) {
  await page.goto(`${base}/en`);
  await page.evaluate(({ key, token }) => (token ? localStorage.setItem(key, token) : localStorage.removeItem(key)), { key: tokenStorageKey, token: world.person?.token ?? null });
  await page.goto(linkOf(world, base));
}

export const invitationPageUi: UiScenario = {
  startsWith: () => true,
  async start(page, world, baseUrl) {
    base = baseUrl;
    // A link without a token has nothing to settle: it opens at once. Others open with their first event.
    if (!invitationWorld(world).invitationToken) await page.goto(linkOf(invitationWorld(world), baseUrl));
  },
  executors: {
    'session.in': async (page, _event, world) => {
      const w = invitationWorld(world);
      if (!onPage(page)) return openLink(page, w);
      const person = w.person;
      if (!person) throw new Error('no one to sign in');
      const lang = await langOf(page);
      await section(page).getByTestId('co-invitation-sign-in').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text('auth', 'fields.email', lang), { exact: true }).fill(person.email);
      await dialog.getByLabel(text('auth', 'fields.password', lang), { exact: true }).fill(person.password);
      await dialog.getByRole('button', { name: text('auth', 'signIn.submit', lang), exact: true }).click();
    },
    'session.out': async (page, _event, world) => {
      if (!onPage(page)) return openLink(page, invitationWorld(world));
      const own = section(page).getByTestId('co-invitation-sign-out');
      if (await own.count()) return own.click();
      const signOut = (tab: Page, lang: string) => tab.locator('header').getByRole('button', { name: text('common', 'account.signOut', lang), exact: true }).first().click();
      if (!(await page.getByRole('dialog').count())) return signOut(page, await langOf(page));
      // The decline dialog keeps the header out of reach: the person signs out in another tab.
      const tab = await page.context().newPage();
      await tab.goto(`${base}/en`);
      await signOut(tab, 'en');
      await tab.getByTestId('user-initials').waitFor({ state: 'detached', timeout: 15_000 });
      await tab.close();
    },
    'language.change': async (page, event) => {
      await page.getByTestId('language-dropdown').locator('button').first().click();
      await page.getByTestId('language-dropdown').locator(`button[lang="${String(event.lang)}"]`).click();
      // The page renders in the new language in the same commit as it tells its machine: until then
      // the states the path expects next (seen before the change) would pass without the change.
      await page.waitForFunction((lang) => document.documentElement.lang === lang, String(event.lang), { timeout: 15_000 });
    },
    retry: (page) => section(page).getByTestId('co-invitation-failed').getByRole('button').first().click(),
    accept: (page) => section(page).getByTestId('co-invitation-accept').click(),
    'decline.open': (page) => section(page).getByTestId('co-invitation-decline').click(),
    'decline.keep': (page) => page.getByTestId('co-invitation-decline-keep').click(),
    'decline.confirm': (page) => page.getByTestId('co-invitation-decline-confirm').click(),
  },
  waitsForAnswers: true,
  outOfReach: (state, event) => (event.type === 'language.change' && state.includes('confirmingDecline') ? 'the decline dialog keeps the language menu out of reach' : null),
  checks: {
    '"noToken"': (page) => shown(page, 'co-invitation-noToken'),
    '"signedOut"': async (page) => {
      await shown(page, 'co-invitation-sign-in');
      if (await page.getByTestId('user-initials').count()) throw new Error('the header shows a signed-in person on the signed-out view');
    },
    '{"signedIn":"failed"}': (page) => shown(page, 'co-invitation-failed'),
    '{"signedIn":"notFound"}': (page) => shown(page, 'co-invitation-notFound'),
    '{"signedIn":"anotherEmail"}': (page) => shown(page, 'co-invitation-another-email'),
    '{"signedIn":{"invited":"idle"}}': async (page, world) => {
      await shown(page, 'co-invitation-invited');
      // Who invites, as the server names them to this person.
      const read = await invitationWorld(world).co.invitation(invitationWorld(world).person?.token, invitationWorld(world).invitationToken);
      const who = await section(page).getByTestId('co-invitation-who').innerText();
      if (read.status !== 200 || !who.includes(read.body.applicantName)) throw new Error(`the page names "${who}", the server ${JSON.stringify(read.body)}`);
      if (await page.getByRole('dialog').count()) throw new Error('the decline dialog is still open');
    },
    '{"signedIn":{"invited":"confirmingDecline"}}': (page) => page.getByTestId('co-invitation-decline-confirm').waitFor({ timeout: 15_000 }),
    '{"signedIn":"answered"}': async (page, world) => {
      // Why it is no longer open: the status the server holds now.
      const status = await invitationWorld(world).status();
      await shown(page, `co-invitation-${status ?? 'unknown'}`);
    },
    '"opening"': (page, world) => page.waitForURL(`**/co-applicant/${invitationWorld(world).applicationId}`, { timeout: 15_000 }),
  },
  busy: ['"waitingForSession"', '{"signedIn":"reading"}', '{"signedIn":{"invited":"accepting"}}', '{"signedIn":{"invited":"declining"}}'],
};
