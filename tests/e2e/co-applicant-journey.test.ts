import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { birthDateFor } from '../../api/server/adapters/population-registry';
import { personaFor, spouseOf, twinSocialCard } from '../../api/server/adapters/sandbox-personas';
import { AuthDriver } from '../drivers/auth.driver';
import { consentStep, personaApplicantData } from '../support/loan-steps';
import { text } from '../support/locale-text';
import { axeViolations, useBrowser, viewports, watchPageErrors } from '../support/browser';
import { twinSerial } from '../support/twin-serials';

/*
 * Applying together as two new people live it (issue 16), each in a browser of their own: the
 * applicant fills the wizard and invites a family member from the co-borrower step; the invited person
 * opens the mailed link, signs up there, confirms the e-mail and lands back on the invitation, accepts
 * it and does their own part; the applicant submits from the preview, and each answers the bank's
 * offer on their own page. Once both accept, the offer is accepted for both; in the second run the
 * co-applicant refuses it, which closes the application for both. Each person's requests come from an address of their own (a
 * documentation range, passed on by the browser suite's trusted proxy), so the per-address sign-up
 * limit counts them as different visitors.
 */

const baseUrl = inject('baseUrl');
const screenshots = join(import.meta.dirname, '../../.data/screenshots');

/**
 * The page at `path` in each language, in a tab of the person's own browser: it shows `ready`, is no
 * wider than the screen and has no axe violation; its screenshot goes to .data/screenshots.
 */
async function inEveryLanguage(context: BrowserContext, path: (lang: string) => string, ready: string, name: string) {
  mkdirSync(screenshots, { recursive: true });
  for (const lang of ['hy', 'ru', 'en'] as const) {
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}${path(lang)}`);
    await tab.getByTestId(ready).first().waitFor({ timeout: 20_000 });
    const width = tab.viewportSize()?.width ?? 0;
    expect(await tab.evaluate(() => document.documentElement.scrollWidth), `${name} in ${lang}`).toBeLessThanOrEqual(width);
    await tab.screenshot({ path: join(screenshots, `${name}-${lang}-${width}.png`), fullPage: true });
    expect(await axeViolations(tab), `${name} in ${lang}`).toEqual([]);
    await tab.close();
  }
}

const applicantPersona = personaFor('eligibleLower');
const familyPersona = personaFor('coApplicantFamily');
const password = 'Garni#2026b';

const web = useBrowser();

interface Person {
  email: string;
  headers: Record<string, string>;
}

async function call<T>(person: Person, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...person.headers, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

const mailbox = (person: Person, to: string) => call<{ subject: string; body: string }[]>(person, `/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);

/** A confirmed, signed-in account made through the API as the dialogs would make it; its session token. */
async function signedUp(person: Person, names: { firstName: string; lastName: string }): Promise<string> {
  await call(person, '/api/account/sign-up', { method: 'POST', body: { ...names, email: person.email, password, confirmPassword: password, terms: true } });
  const [mail] = await mailbox(person, person.email);
  const link = new URL(/http:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '');
  await fetch(`${baseUrl}/api/account/confirm-email?userId=${link.searchParams.get('userId')}&token=${link.searchParams.get('token')}`, { headers: person.headers });
  const { token } = await call<{ token: string }>(person, '/api/account/sign-in', { method: 'POST', body: { email: person.email, password } });
  return token;
}

/** The applicant's steps before the co-borrower step, as the wizard saves them: a single persona's twin, a new person each run. */
function applicantSteps(serial: number, email: string): [string, unknown][] {
  return [
    ['loanInfo', { currency: 'AMD', propertyPrice: 40_000_000, amount: 28_000_000, downPayment: 12_000_000, termMonths: 240, repaymentType: 'annuity', reason: 'firstHome' }],
    ['applicantData', personaApplicantData(applicantPersona, serial, { email, phoneNumber: `+37491${String(serial).slice(-6)}`, monthlyIncomeTax: 200_000 })],
    ['consent', consentStep],
  ];
}

interface Application {
  id: string;
  status: string;
  offerRefusedBy: string | null;
  offerAcceptedBy: string[];
}

const runs = [
  { lang: 'en' as const, viewport: viewports.desktop, serial: twinSerial('coApplicantJourney', 0), answer: 'accept' as const, address: '198.51.100.31' },
  { lang: 'ru' as const, viewport: viewports.mobile, serial: twinSerial('coApplicantJourney', 1), answer: 'refuse' as const, address: '198.51.100.41' },
];

describe.each(runs)('applying together in $lang: the co-applicant answers the offer with "$answer"', ({ lang, viewport, serial, answer, address }) => {
  const t = (namespace: string, key: string) => text(lang, namespace, key);
  const applicant: Person = { email: `together.applicant.${lang}.${Date.now()}@example.am`, headers: { 'x-forwarded-for': address, 'accept-language': lang } };
  const coApplicant: Person = { email: `together.sister.${lang}.${Date.now()}@example.am`, headers: { 'x-forwarded-for': address.replace(/\d+$/, (last) => String(Number(last) + 1)) } };
  let applicantToken = '';
  let applicationId = '';
  let invitationPath = '';
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  let applicantContext: BrowserContext;
  let applicantPage: Page;
  let applicantErrors: string[] = [];
  /** The applicant's page reads the application again when it regains the focus (as when they come back to the tab). */
  const applicantReturns = () => applicantPage.evaluate(() => window.dispatchEvent(new Event('focus')));

  it('the applicant, in their own browser, fills the wizard and invites their sister from the co-borrower step; she is mailed the link', async () => {
    applicantToken = await signedUp(applicant, { firstName: applicantPersona.firstName, lastName: applicantPersona.lastName });
    applicantContext = await web.newContext({ extraHTTPHeaders: applicant.headers, viewport });
    await applicantContext.addInitScript((value) => localStorage.setItem('tun.token', value), applicantToken);
    applicantPage = await applicantContext.newPage();
    applicantErrors = watchPageErrors(applicantPage);
    const wizard = applicantPage;
    const next = async (step: string) => {
      await wizard.getByTestId('loan-next').click();
      await wizard.getByTestId(`loan-step-${step}`).waitFor();
    };
    // The home page's "Apply for a mortgage": no catalogue home, the price comes with the loan info.
    await wizard.goto(`${baseUrl}/${lang}/apply`);
    await wizard.waitForURL(new RegExp(`/${lang}/applications/[0-9a-f-]{36}$`));
    applicationId = new URL(wizard.url()).pathname.split('/').at(-1) ?? '';
    await wizard.getByTestId('loan-step-loanInfo').waitFor();
    await wizard.getByTestId('loan-property-price').fill('40000000');
    await wizard.getByTestId('loan-amount').fill('28000000');
    await wizard.getByTestId('loan-down-payment').fill('12000000');
    await next('applicantData');
    const [, data] = applicantSteps(serial, applicant.email)[1] as [string, Record<string, string>];
    for (const [id, value] of [
      ['loan-first-name', data.firstName],
      ['loan-last-name', data.lastName],
      ['loan-middle-name', data.middleName],
      ['loan-birth-date', data.birthDate],
      ['loan-social-card', data.socialCardNumber],
      ['loan-document-number', data.documentNumber],
      ['loan-phone', data.phoneNumber],
      ['loan-income-tax', '200000'],
    ] as const)
      await wizard.getByTestId(id).fill(value ?? '');
    await wizard.getByTestId('loan-marital-status').selectOption(applicantPersona.maritalStatus);
    await next('consent');
    for (const checkbox of await wizard.getByTestId('loan-step-consent').getByRole('checkbox').all()) await checkbox.check();
    await next('coBorrower');
    await wizard.getByRole('radio', { name: t('loan', 'coBorrower.together') }).check();
    await wizard.getByTestId('loan-invite-relationship').selectOption('sister');
    await wizard.getByTestId('loan-invite-email').fill(coApplicant.email);
    await wizard.getByTestId('loan-invite-phone').fill('+37477111222');
    await wizard.getByTestId('loan-invite-send').click();
    await wizard.getByTestId('loan-invitation').waitFor();
    expect(await wizard.getByTestId('loan-status').innerText()).toBe(t('loan', 'status.CoApplicantDecision'));
    await next('addresses');
    for (const [field, value] of [
      ['region', 'Yerevan'],
      ['community', 'Kentron'],
      ['street', 'Abovyan'],
      ['building', '10'],
    ] as const)
      await wizard.getByTestId(`loan-registration-${field}`).fill(value);
    await next('preview');
    // Held until the sister's part is confirmed.
    expect(await wizard.getByTestId('loan-submit').isDisabled()).toBe(true);
    const mail = (await mailbox(coApplicant, coApplicant.email)).find((candidate) => /[?&]coapplicant=/.test(candidate.body));
    const link = /https?:\/\/\S+[?&]coapplicant=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
    if (!link) throw new Error(`no invitation mailed to ${coApplicant.email}`);
    const url = new URL(link);
    invitationPath = `/${lang}/co-applicant${url.search}`;
  }, 120_000);

  it('she opens the link signed out, signs up from the invitation, confirms the e-mail and lands back on the invitation', async () => {
    context = await web.newContext({ extraHTTPHeaders: coApplicant.headers, viewport });
    page = await context.newPage();
    errors = watchPageErrors(page);
    const auth = new AuthDriver(page, baseUrl);
    await page.goto(`${baseUrl}${invitationPath}`);
    await page.getByTestId('co-invitation-signed-out').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('co-invitation-sign-up').click();
    await auth.dialog().waitFor();
    await auth.fill({
      [t('auth', 'fields.firstName')]: familyPersona.firstName,
      [t('auth', 'fields.lastName')]: familyPersona.lastName,
      [t('auth', 'fields.email')]: coApplicant.email,
      [t('auth', 'fields.password')]: password,
      [t('auth', 'fields.confirmPassword')]: password,
    });
    await auth.dialog().getByRole('checkbox').check();
    await auth.submit(t('auth', 'signUp.submit'));
    await expect.poll(() => auth.dialogTitle().innerText()).toBe(t('auth', 'registrationSuccess.title'));
    // The confirmation link opens on another page; the invitation is kept in the browser meanwhile.
    await page.goto(await auth.mailedLink(lang, coApplicant.email, t('mail', 'confirmEmail.subject')));
    await expect.poll(() => auth.formMessage().first().innerText()).toBe(t('auth', 'notice.emailConfirmed'));
    await auth.fill({ [t('auth', 'fields.email')]: coApplicant.email, [t('auth', 'fields.password')]: password });
    await auth.submit(t('auth', 'signIn.submit'));
    await page.getByTestId('co-invitation-invited').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('co-invitation-who').innerText()).toBe(t('coApplicant', 'invitation.invites').replace('{{name}}', `${applicantPersona.firstName} ${applicantPersona.lastName}`));
    expect(await page.getByTestId('co-invitation-invited').innerText()).toContain(t('loan', 'relationship.sister'));
    await inEveryLanguage(context, (other) => invitationPath.replace(`/${lang}/`, `/${other}/`), 'co-invitation-invited', `invitation-${answer}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('she accepts and does her part: her data, consent, addresses, the review; then confirms it', async () => {
    await page.getByTestId('co-invitation-accept').click();
    await page.getByTestId('co-step-applicantData').waitFor({ timeout: 20_000 });
    expect(page.url()).toContain(`/${lang}/co-applicant/${applicationId}`);
    expect(await page.getByTestId('co-status').innerText()).toBe(t('loan', 'statusFor.coApplicant.InvitationAccepted'));
    const fields: [string, string][] = [
      ['co-first-name', familyPersona.firstName],
      ['co-last-name', familyPersona.lastName],
      ['co-middle-name', familyPersona.middleName],
      ['co-birth-date', birthDateFor(familyPersona.age, new Date())],
      ['co-social-card', twinSocialCard(familyPersona.socialCard, serial)],
      ['co-document-number', familyPersona.documents[0]?.number ?? ''],
      ['co-email', coApplicant.email],
      ['co-phone', '+37477111222'],
      ['co-income-tax', '150000'],
    ];
    for (const [id, value] of fields) await page.getByTestId(id).fill(value);
    await page.getByTestId('co-marital-status').selectOption(familyPersona.maritalStatus);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-consent').waitFor();
    for (const checkbox of await page.getByTestId('co-step-consent').getByRole('checkbox').all()) await checkbox.check();
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-addresses').waitFor();
    const address: [string, string][] = [
      ['region', 'Yerevan'],
      ['community', 'Arabkir'],
      ['street', 'Komitas'],
      ['building', '3'],
    ];
    for (const [field, value] of address) await page.getByTestId(`co-registration-${field}`).fill(value);
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-preview').waitFor();
    expect(await page.getByTestId('co-step-preview').innerText()).toContain(`${familyPersona.firstName} ${familyPersona.middleName} ${familyPersona.lastName}`);
    expect(await page.getByTestId('co-step-bar').locator('[data-done="true"]').count()).toBe(3);
    await page.getByTestId('co-confirm').click();
    await page.getByTestId('co-waiting-submission').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The applicant sees her part confirmed.
    const seen = await call<{ coApplicant: { partComplete: boolean; status: string } }>(applicant, `/api/loan-applications/${applicationId}`, { token: applicantToken });
    expect(seen.coApplicant).toMatchObject({ status: 'accepted', partComplete: true });
  });

  it('the applicant submits from the preview; her page follows to the bank\'s offer', async () => {
    await applicantReturns();
    await expect.poll(() => applicantPage.getByTestId('loan-submit').isDisabled(), { timeout: 20_000 }).toBe(false);
    await applicantPage.getByTestId('loan-submit').click();
    await applicantPage.locator('[data-testid=loan-waiting], [data-testid=loan-offer]').first().waitFor();
    // The page asks every 3 s; the sandbox engine answers within seconds here.
    await page.getByTestId('co-offer').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('co-offer-amount').innerText()).not.toBe('');
    expect(await page.getByTestId('co-offer-others').innerText()).toBe(t('coApplicant', 'part.offer.bothAnswer'));
    expect(await axeViolations(page)).toEqual([]);
    // Each person's personal page: the one card, with what it offers that reader (the server's `card`).
    await inEveryLanguage(applicantContext, (other) => `/${other}/profile?section=applications`, 'loan-application-task', `applications-applicant-${answer}`);
    await inEveryLanguage(context, (other) => `/${other}/profile?section=applications`, 'loan-application-task', `applications-co-applicant-${answer}`);
  }, 180_000);

  if (answer === 'accept') {
    it('both accept the offer: accepted for both', async () => {
      await page.getByTestId('co-offer-accept').click();
      // One tap does not take the loan: the dialog restates its cost, and nothing is answered until it is confirmed.
      await page.getByRole('dialog').getByTestId('co-offer-dialog-terms').waitFor();
      expect(await call<Application>(applicant, `/api/loan-applications/${applicationId}`, { token: applicantToken })).toMatchObject({ offerAcceptedBy: [] });
      await page.getByTestId('co-offer-accept-confirm').click();
      await page.getByTestId('co-waiting-applicant').waitFor();
      const waiting = await call<Application>(applicant, `/api/loan-applications/${applicationId}`, { token: applicantToken });
      expect(waiting).toMatchObject({ status: 'ApprovedByCoapplicant', offerAcceptedBy: ['coApplicant'] });
      // The applicant, back on their page, sees the offer and accepts it too.
      await applicantReturns();
      await applicantPage.getByTestId('loan-offer').waitFor({ timeout: 30_000 });
      await applicantPage.getByTestId('loan-offer-accept').click();
      await applicantPage.getByTestId('loan-offer-accept-confirm').click();
      await applicantPage.getByTestId('loan-accepted').waitFor({ timeout: 20_000 });
      expect(await call<Application>(applicant, `/api/loan-applications/${applicationId}`, { token: applicantToken })).toMatchObject({ status: 'OfferAccepted' });
      await page.getByTestId('co-end-accepted').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('co-status').innerText()).toBe(t('loan', 'status.OfferAccepted'));
      // Both go on to the process: the co-applicant has steps of her own there too.
      expect(await applicantPage.getByTestId('loan-process-link').getAttribute('href')).toBe(`/${lang}/loan-applications/${applicationId}/process`);
      expect(await page.getByTestId('co-process-link').getAttribute('href')).toBe(`/${lang}/loan-applications/${applicationId}/process`);
      expect(errors).toEqual([]);
      expect(applicantErrors).toEqual([]);
      await context.close();
      await applicantContext.close();
    }, 60_000);
  } else {
    it('she refuses the offer after the confirmation: rejected for both', async () => {
      await page.getByTestId('co-offer-reject').click();
      await page.getByRole('dialog').getByText(t('loan', 'offerDialog.refuseBodyTogether')).waitFor();
      await page.getByTestId('co-offer-reject-confirm').click();
      await page.getByTestId('co-end-refusedByMe').waitFor({ timeout: 20_000 });
      const refused = await call<Application>(applicant, `/api/loan-applications/${applicationId}`, { token: applicantToken });
      expect(refused).toMatchObject({ status: 'RejectedByClient', offerRefusedBy: 'coApplicant' });
      // The applicant's page follows and says who refused.
      await applicantReturns();
      await applicantPage.getByTestId('loan-declinedByCoApplicant').waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
      expect(applicantErrors).toEqual([]);
      await context.close();
      await applicantContext.close();
    }, 60_000);
  }
});

describe('an invitation opened from the wrong account, then declined by the invited person (Armenian, on a phone)', () => {
  const lang = 'hy' as const;
  const t = (namespace: string, key: string) => text(lang, namespace, key);
  const stamp = Date.now();
  const applicant: Person = { email: `declined.applicant.${stamp}@example.am`, headers: { 'x-forwarded-for': '198.51.100.71' } };
  const invited: Person = { email: `declined.brother.${stamp}@example.am`, headers: { 'x-forwarded-for': '198.51.100.72' } };
  const stranger: Person = { email: `declined.stranger.${stamp}@example.am`, headers: { 'x-forwarded-for': '198.51.100.72' } };
  const serial = twinSerial('coApplicantJourney', 2);

  it('another account is told the invitation is not theirs; the invited person declines after a confirmation and the applicant is free to go on', async () => {
    const applicantToken = await signedUp(applicant, { firstName: applicantPersona.firstName, lastName: applicantPersona.lastName });
    await signedUp(invited, { firstName: 'Aram', lastName: 'Petrosyan' });
    await signedUp(stranger, { firstName: 'Karen', lastName: 'Sahakyan' });
    const { id } = await call<Application>(applicant, '/api/loan-applications', { method: 'POST', token: applicantToken, body: { property: null, marketType: '1' } });
    for (const [step, data] of applicantSteps(serial, applicant.email)) await call(applicant, `/api/loan-applications/${id}/steps`, { method: 'PUT', token: applicantToken, body: { step, data } });
    await call(applicant, `/api/loan-applications/${id}/co-applicant`, { method: 'POST', token: applicantToken, body: { relationship: 'brother', email: invited.email, phoneNumber: `+37477${String(serial).slice(-6)}` } });
    const mail = (await mailbox(invited, invited.email)).find((candidate) => /[?&]coapplicant=/.test(candidate.body));
    const link = /https?:\/\/\S+[?&]coapplicant=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
    if (!link) throw new Error(`no invitation mailed to ${invited.email}`);

    const context = await web.newContext({ extraHTTPHeaders: invited.headers, viewport: viewports.mobile });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const auth = new AuthDriver(page, baseUrl);
    const signInAs = async (email: string) => {
      await page.getByTestId('co-invitation-sign-in').click();
      await auth.dialog().waitFor();
      await auth.fill({ [t('auth', 'fields.email')]: email, [t('auth', 'fields.password')]: password });
      await auth.submit(t('auth', 'signIn.submit'));
      await auth.dialog().waitFor({ state: 'detached' });
    };
    await page.goto(`${baseUrl}/${lang}/co-applicant${new URL(link).search}`);
    await page.getByTestId('co-invitation-signed-out').waitFor();
    await signInAs(stranger.email);
    await page.getByTestId('co-invitation-another-email').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('co-invitation-sign-out').click();
    await page.getByTestId('co-invitation-signed-out').waitFor();
    await signInAs(invited.email);
    await page.getByTestId('co-invitation-invited').waitFor();
    expect(await page.getByTestId('co-invitation-invited').innerText()).toContain(t('loan', 'relationship.brother'));
    await page.getByTestId('co-invitation-decline').click();
    // Keeping it changes nothing.
    await page.getByRole('dialog').getByRole('button', { name: t('coApplicant', 'invitation.declineDialog.keep') }).click();
    expect((await call<Application>(applicant, `/api/loan-applications/${id}`, { token: applicantToken })).status).toBe('CoApplicantDecision');
    await page.getByTestId('co-invitation-decline').click();
    await page.getByTestId('co-invitation-decline-confirm').click();
    await page.getByTestId('co-invitation-declined').waitFor();
    expect((await call<Application>(applicant, `/api/loan-applications/${id}`, { token: applicantToken })).status).toBe('RejectedByCoapplicant');
    // The wrong account's read of the invitation was answered 403, which the browser logs; nothing else failed.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
    await context.close();
  }, 90_000);
});

describe('a married co-applicant gives their spouse\'s document with its pictures (Russian, on a computer)', () => {
  const lang = 'ru' as const;
  const t = (namespace: string, key: string) => text(lang, namespace, key);
  const stamp = Date.now();
  const husband = personaFor('eligibleSpouse');
  const wife = personaFor('eligible');
  const applicant: Person = { email: `married.applicant.${stamp}@example.am`, headers: { 'x-forwarded-for': '198.51.100.81' } };
  const invited: Person = { email: `married.brother.${stamp}@example.am`, headers: { 'x-forwarded-for': '198.51.100.82' } };
  const serial = twinSerial('coApplicantJourney', 3);

  it('his part has the spouse step: her data and both pictures of her passport, then the review; confirmed, the applicant sees it complete', async () => {
    const applicantToken = await signedUp(applicant, { firstName: applicantPersona.firstName, lastName: applicantPersona.lastName });
    await signedUp(invited, { firstName: husband.firstName, lastName: husband.lastName });
    const { id } = await call<Application>(applicant, '/api/loan-applications', { method: 'POST', token: applicantToken, body: { property: null, marketType: '1' } });
    for (const [step, data] of applicantSteps(serial, applicant.email)) await call(applicant, `/api/loan-applications/${id}/steps`, { method: 'PUT', token: applicantToken, body: { step, data } });
    await call(applicant, `/api/loan-applications/${id}/co-applicant`, { method: 'POST', token: applicantToken, body: { relationship: 'brother', email: invited.email, phoneNumber: '+37477333444' } });
    const mail = (await mailbox(invited, invited.email)).find((candidate) => /[?&]coapplicant=/.test(candidate.body));
    const link = /https?:\/\/\S+[?&]coapplicant=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
    if (!link) throw new Error(`no invitation mailed to ${invited.email}`);

    const context = await web.newContext({ extraHTTPHeaders: invited.headers, viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const auth = new AuthDriver(page, baseUrl);
    await page.goto(`${baseUrl}/${lang}/co-applicant${new URL(link).search}`);
    await page.getByTestId('co-invitation-sign-in').click();
    await auth.dialog().waitFor();
    await auth.fill({ [t('auth', 'fields.email')]: invited.email, [t('auth', 'fields.password')]: password });
    await auth.submit(t('auth', 'signIn.submit'));
    await page.getByTestId('co-invitation-accept').click();
    await page.getByTestId('co-step-applicantData').waitFor({ timeout: 20_000 });
    const card = twinSocialCard(husband.socialCard, serial);
    const fields: [string, string][] = [
      ['co-first-name', husband.firstName],
      ['co-last-name', husband.lastName],
      ['co-middle-name', husband.middleName],
      ['co-birth-date', birthDateFor(husband.age, new Date())],
      ['co-social-card', card],
      ['co-document-number', husband.documents[0]?.number ?? ''],
      ['co-email', invited.email],
      ['co-phone', '+37477333444'],
      ['co-income-tax', '180000'],
    ];
    for (const [field, value] of fields) await page.getByTestId(field).fill(value);
    await page.getByTestId('co-document-type').selectOption(husband.documents[0]?.type ?? 'passport');
    await page.getByTestId('co-marital-status').selectOption('married');
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-consent').waitFor();
    for (const checkbox of await page.getByTestId('co-step-consent').getByRole('checkbox').all()) await checkbox.check();
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-addresses').waitFor();
    for (const [field, value] of [['region', 'Yerevan'], ['community', 'Arabkir'], ['street', 'Komitas'], ['building', '3']] as const) await page.getByTestId(`co-registration-${field}`).fill(value);
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-spouseData').waitFor();
    expect(await page.getByTestId('co-step-bar').innerText()).toContain(t('coApplicant', 'part.steps.spouseData'));
    const spouse: [string, string][] = [
      ['co-spouse-first-name', wife.firstName],
      ['co-spouse-last-name', wife.lastName],
      ['co-spouse-middle-name', wife.middleName],
      ['co-spouse-social-card', spouseOf(card) ?? ''],
      ['co-spouse-document-number', wife.documents[0]?.number ?? ''],
    ];
    for (const [field, value] of spouse) await page.getByTestId(field).fill(value);
    // Without the pictures the step says so and stays.
    await page.getByTestId('co-next').click();
    await page.getByText(t('loan', 'spouse.picturesMissing')).waitFor();
    for (const [kind, shade] of [['photoPage', 40], ['addressPage', 90]] as const) {
      const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: shade, g: 120, b: 200 } } }).png().toBuffer();
      await page.getByTestId(`co-picture-${kind}`).locator('input[type="file"]').setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer });
      await page.getByTestId(`co-picture-${kind}`).getByRole('img').waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-preview').waitFor();
    expect(await page.getByTestId('co-step-preview').innerText()).toContain(`${wife.firstName} ${wife.middleName} ${wife.lastName}`);
    await page.getByTestId('co-confirm').click();
    await page.getByTestId('co-waiting-submission').waitFor();
    const seen = await call<{ coApplicant: { partComplete: boolean; savedSteps: string[] } }>(applicant, `/api/loan-applications/${id}`, { token: applicantToken });
    expect(seen.coApplicant).toMatchObject({ partComplete: true, savedSteps: ['applicantData', 'consent', 'addresses', 'spouseData'] });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('a married couple applies together: her husband owes no spouse step (he in English on a computer, she in Armenian on a phone)', () => {
  const stamp = Date.now();
  const wife = personaFor('eligible');
  const husband = personaFor('eligibleSpouse');
  const applicant: Person = { email: `couple.wife.${stamp}@example.am`, headers: { 'x-forwarded-for': '198.51.100.91', 'accept-language': 'hy' } };
  const invited: Person = { email: `couple.husband.${stamp}@example.am`, headers: { 'x-forwarded-for': '198.51.100.92', 'accept-language': 'en' } };
  const serial = twinSerial('coApplicantJourney', 4);
  const herCard = twinSocialCard(wife.socialCard, serial);
  const hisPhone = '+37477444555';

  it('he finds his part prefilled from the registry and her invitation, goes from his addresses to the review and confirms; she submits with no spouse step of her own', async () => {
    const applicantToken = await signedUp(applicant, { firstName: wife.firstName, lastName: wife.lastName });
    await signedUp(invited, { firstName: husband.firstName, lastName: husband.lastName });
    const { id } = await call<Application>(applicant, '/api/loan-applications', { method: 'POST', token: applicantToken, body: { property: null, marketType: '1' } });
    const herData = personaApplicantData(wife, serial, { email: applicant.email, phoneNumber: `+37491${String(serial).slice(-6)}`, monthlyIncomeTax: 300_000 });
    expect(herData.maritalStatus).toBe('married');
    for (const [step, data] of [applicantSteps(serial, applicant.email)[0], ['applicantData', herData], ['consent', consentStep]] as [string, unknown][]) {
      await call(applicant, `/api/loan-applications/${id}/steps`, { method: 'PUT', token: applicantToken, body: { step, data } });
    }
    await call(applicant, `/api/loan-applications/${id}/co-applicant`, { method: 'POST', token: applicantToken, body: { relationship: 'spouse', email: invited.email, phoneNumber: hisPhone } });
    const mail = (await mailbox(invited, invited.email)).find((candidate) => /[?&]coapplicant=/.test(candidate.body));
    const link = /https?:\/\/\S+[?&]coapplicant=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
    if (!link) throw new Error(`no invitation mailed to ${invited.email}`);

    const t = (namespace: string, key: string) => text('en', namespace, key);
    const context = await web.newContext({ extraHTTPHeaders: invited.headers, viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const auth = new AuthDriver(page, baseUrl);
    await page.goto(`${baseUrl}/en/co-applicant${new URL(link).search}`);
    // The page answers once its scripts have started; a busy machine takes a while.
    await page.getByTestId('co-invitation-sign-in').waitFor({ timeout: 60_000 });
    await page.getByTestId('co-invitation-sign-in').click();
    await auth.dialog().waitFor();
    await auth.fill({ [t('auth', 'fields.email')]: invited.email, [t('auth', 'fields.password')]: password });
    await auth.submit(t('auth', 'signIn.submit'));
    await page.getByTestId('co-invitation-accept').click();
    await page.getByTestId('co-step-applicantData').waitFor({ timeout: 20_000 });
    // Nothing she or the registry gave is asked again: his card, names, birth date and marriage from the registry, the phone she typed.
    for (const [field, value] of [
      ['co-social-card', spouseOf(herCard) ?? ''],
      ['co-first-name', husband.firstName],
      ['co-last-name', husband.lastName],
      ['co-middle-name', husband.middleName],
      ['co-birth-date', birthDateFor(husband.age, new Date())],
      ['co-email', invited.email],
      ['co-phone', hisPhone],
    ] as const)
      expect(await page.getByTestId(field).inputValue(), field).toBe(value);
    expect(await page.getByTestId('co-marital-status').inputValue()).toBe('married');
    expect(await page.getByTestId('co-step-bar').innerText()).not.toContain(t('coApplicant', 'part.steps.spouseData'));
    await page.getByTestId('co-income-tax').fill('180000');
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-consent').waitFor();
    for (const checkbox of await page.getByTestId('co-step-consent').getByRole('checkbox').all()) await checkbox.check();
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-addresses').waitFor();
    for (const [field, value] of [['region', 'Yerevan'], ['community', 'Arabkir'], ['street', 'Komitas'], ['building', '3']] as const) await page.getByTestId(`co-registration-${field}`).fill(value);
    await page.getByTestId('co-next').click();
    // Married, but to the applicant: no spouse step, straight to the review, and his part can be confirmed.
    await page.getByTestId('co-step-preview').waitFor();
    expect(await page.getByTestId('co-step-bar').innerText()).not.toContain(t('coApplicant', 'part.steps.spouseData'));
    await page.getByTestId('co-confirm').click();
    await page.getByTestId('co-waiting-submission').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // She saves her addresses and opens her draft on her phone: the review, no spouse step of hers, the submit open.
    await call(applicant, `/api/loan-applications/${id}/steps`, { method: 'PUT', token: applicantToken, body: { step: 'addresses', data: { currentSameAsRegistration: true, registration: { country: 'AM', region: 'Yerevan', community: 'Arabkir', street: 'Komitas', building: '3' } } } });
    const hy = (namespace: string, key: string) => text('hy', namespace, key);
    const herContext = await web.newContext({ extraHTTPHeaders: applicant.headers, viewport: viewports.mobile });
    await herContext.addInitScript((value) => localStorage.setItem('tun.token', value), applicantToken);
    const wizard = await herContext.newPage();
    const herErrors = watchPageErrors(wizard);
    await wizard.goto(`${baseUrl}/hy/applications/${id}`);
    await wizard.getByTestId('loan-step-preview').waitFor({ timeout: 20_000 });
    expect(await wizard.getByTestId('loan-step-bar').innerText()).not.toContain(hy('loan', 'steps.spouseData'));
    await expect.poll(() => wizard.getByTestId('loan-submit').isDisabled(), { timeout: 20_000 }).toBe(false);
    await wizard.getByTestId('loan-submit').click();
    await wizard.locator('[data-testid=loan-waiting], [data-testid=loan-offer]').first().waitFor();
    expect(await axeViolations(wizard)).toEqual([]);
    expect(herErrors).toEqual([]);
    await herContext.close();
    await context.close();
  }, 120_000);
});
