import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { propertyPath } from '../../api/contract/property-ref';
import type { Language } from '../../api/contract/validation';
import { picturesOfDocument, type LendingStatus } from '../../api/contract/loan-application';
import { birthDateFor } from '../../api/server/adapters/population-registry';
import { personaFor, spouseOf, twinSocialCard } from '../../api/server/adapters/sandbox-personas';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { AuthDriver } from '../drivers/auth.driver';
import { LoanApplicationDriver } from '../drivers/loan-application.driver';
import { axeViolations, useBrowser, viewports, watchPageErrors } from '../support/browser';
import { callApi, signedUpCustomer } from '../support/e2e-api';
import { text } from '../support/locale-text';
import { statusKeyFor, type Reader } from '../../src/lib/status-for-reader';
import { foreignWords, watchRefusals, type Refusal } from '../support/page-language';
import { twinSerial } from '../support/twin-serials';

/*
 * Household journey (b): a parent as co-applicant who is married to someone else. Tigran Petrosyan,
 * single, applies for a new-build flat of the catalogue in Russian on his phone and invites his mother
 * Anna Hakobyan from the co-borrower step; she is married to Aram, who is not on the loan. In Armenian
 * on her laptop she signs in on the invitation page, accepts it and does her part, which holds the
 * spouse step (Aram, prefilled from the registry, and both pictures of his document). He submits; each
 * accepts the bank's offer on their own screen; on the process screen each identifies, has a video
 * call, answers the spouse question (she is married: her husband's consent; he is single), gives the
 * contract's data and signs the package with the code texted to them; he books the notary, and the
 * bank's side (brought forward by the screen's sandbox control) goes on to the payout, on both screens.
 *
 * On every screen each page speaks its reader's language (no Latin words on a Russian or Armenian
 * page but the names, codes and brands), nothing scrolls sideways, the main screens pass axe, and no
 * step a screen offered is answered 409 or 5xx.
 */

const baseUrl = inject('baseUrl');
const password = 'Dilijan#2026b';
const web = useBrowser();

// A flat the online mortgage covers that no other browser test books (others take other shares of
// the list), never the sandbox partner's refused number 13.
const demo = generateCatalogue();
const flats = demo.apartments.filter((row) => row.availability === 'forSale' && row.price >= 30_000_000 && row.price <= 45_000_000 && row.number !== 13);
const flat = flats[Math.floor(flats.length * 0.7)];
if (!flat) throw new Error('the demo catalogue has no flat for the parent journey');

const son = personaFor('eligibleLower');
const mother = personaFor('eligible');
const father = personaFor('eligibleSpouse');
const sonCard = twinSocialCard(son.socialCard, twinSerial('householdParent', 0));
// Twin n of Anna is married to twin n of Aram (docs/households.md): the registry gives her husband's card.
const motherCard = twinSocialCard(mother.socialCard, twinSerial('householdParent', 1));
const fatherCard = spouseOf(motherCard) ?? '';
const fatherDocument = father.documents[0]?.number ?? '';
const stamp = Date.now();
const sonPhone = `+37498${String(twinSerial('householdParent', 0)).slice(-6)}`;
const motherPhone = `+37499${String(twinSerial('householdParent', 1)).slice(-6)}`;

/** The statuses of a new building's process from the payout's side, as the sandbox control brings them. */
const completion = ['NotaryPackagePrepared', 'NotaryPackageChecked', 'NotaryPackageAvailable', 'RightsRegistered', 'PropertyInsured', 'LoanDisbursed'] as const satisfies readonly LendingStatus[];

interface Person {
  lang: Language;
  role: Reader;
  email: string;
  address: string;
  /** What the page may show in Latin letters: the names the journey typed or the registry gives, the flat's. */
  allowed: string[];
  context: BrowserContext;
  page: Page;
  errors: string[];
  refusals: Refusal[];
}

/**
 * What the two pages may show in Latin letters: the registry's names and the account button's initials
 * of them, the footer's social networks, the language switcher's RU (page-language.ts allows AM), and
 * the picture formats the spouse step names (JPEG, PNG: codes as PDF is).
 */
const names = [...[son, mother, father].flatMap((persona) => [persona.firstName, persona.lastName, persona.middleName, `${persona.firstName[0]}${persona.lastName[0]}`]), 'Facebook', 'Instagram', 'LinkedIn', 'RU', 'JPEG', 'PNG'];

async function open(role: Reader, lang: Language, email: string, address: string, viewport: { width: number; height: number }, token?: string): Promise<Person> {
  const context = await web.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address }, viewport });
  if (token) await context.addInitScript((value) => localStorage.setItem('tun.token', value), token);
  const page = await context.newPage();
  // Watched from the page's first request on.
  const refusals = watchRefusals(page);
  const errors = watchPageErrors(page);
  return { role, lang, email, address, allowed: [...names], context, page, errors, refusals };
}

/** The screen speaks its reader's language and fits the screen; the main screens pass axe too. */
async function expectClean(person: Person, where: string, withAxe = false) {
  const { page, lang } = person;
  // Soft: a screen that fails is reported with every other one, and the journey goes on to its end.
  expect.soft(await foreignWords(page, lang, person.allowed), `${where}: foreign words`).toEqual([]);
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${where}: sideways scroll`).toBeLessThanOrEqual(0);
  if (withAxe) expect.soft(await axeViolations(page), `${where}: axe`).toEqual([]);
}

const mailbox = (person: Person, to: string) => callApi<{ subject: string; body: string }[]>(baseUrl, `/api/sandbox/mailbox?to=${encodeURIComponent(to)}`, { address: person.address });

/** The newest six-digit code texted to `phone` after `before` mails were there. */
async function textedCode(person: Person, phone: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sms = await mailbox(person, phone);
      if (sms.length <= before) return false;
      code = /\b(\d{6})\b/.exec(sms[0]?.body ?? '')?.[1] ?? '';
      return code !== '';
    }, { timeout: 20_000 })
    .toBe(true);
  return code;
}

const documentPicture = (shade: number) => sharp({ create: { width: 120, height: 80, channels: 3, background: { r: shade, g: 120, b: 200 } } }).png().toBuffer();

describe('a parent as co-applicant, married to someone else: the son in Russian on a phone, his mother in Armenian on a laptop', () => {
  const ru = (namespace: string, key: string) => text('ru', namespace, key);
  const hy = (namespace: string, key: string) => text('hy', namespace, key);
  let him: Person;
  let her: Person;
  let applicationId = '';
  let invitationPath = '';

  const stage = (person: Person) => person.page.getByTestId('process-stage');
  const statusOf = (person: Person) => stage(person).getAttribute('data-status');
  /** The page reads the application again when it regains the focus, as when the person comes back to the tab. */
  const returns = async (person: Person) => {
    await person.page.bringToFront();
    await person.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  };

  /** The process screen is at `status`, its pill in the reader's language, nothing sideways. */
  async function expectStage(person: Person, status: LendingStatus) {
    await expect.poll(() => statusOf(person), { timeout: 30_000 }).toBe(status);
    // Worded for its reader: "Signed by you" for one, "Signed by the main applicant" for the other.
    expect(await person.page.getByTestId('process-status').innerText()).toBe(text(person.lang, 'loan', statusKeyFor(status, person.role).replace(/^loan:/, '')));
    await expectClean(person, `process ${status}`);
  }

  /**
   * The sandbox control on `person`'s screen brings the next answer of the bank's side now, clicked
   * again when nothing changed, until the screen is at each of `through` in turn.
   */
  async function bankAnswers(person: Person, ...through: LendingStatus[]) {
    const advance = person.page.getByTestId('process-sandbox-advance').getByRole('button', { name: text(person.lang, 'lendingProcess', 'sandbox.advance') });
    for (const next of through) {
      let clickedAt = 0;
      await expect
        .poll(
          async () => {
            if ((await statusOf(person)) === next) return true;
            if (Date.now() - clickedAt > 6_000 && (await advance.isVisible()) && (await advance.isEnabled())) {
              await advance.click();
              clickedAt = Date.now();
            }
            return false;
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toBe(true);
      await expectStage(person, next);
    }
  }

  /** Identifies in the provider's widget, opened in a tab of its own, and comes back to the process screen. */
  async function identifies(person: Person) {
    const { page, context, lang } = person;
    const [widget] = await Promise.all([context.waitForEvent('page'), page.getByTestId('process-identify').click()]);
    await widget.waitForURL(new RegExp(`/${lang}/sandbox/identification/[0-9a-f-]{36}$`));
    await widget.getByTestId('sandbox-identification-passed').click();
    await widget.getByTestId('sandbox-identification-done').waitFor();
    await widget.close();
    await page.bringToFront();
    await returns(person);
    await expect.poll(() => stage(person).innerText(), { timeout: 30_000 }).toContain(text(lang, 'lendingProcess', 'identification.pending'));
  }

  /** Books the first free time of the slot picker in the stage panel. */
  async function booksFirstFreeTime(person: Person, bookLabel: string) {
    const free = stage(person).locator('input[type="radio"]:not([disabled])').first();
    await free.waitFor();
    await free.check();
    await stage(person).getByRole('button', { name: bookLabel, exact: true }).click();
  }

  /** Gives the contract's data: the repayment day (the main applicant only), the debit account, the explanations read. */
  async function givesPackageData(person: Person, account: string, repaymentDay?: string) {
    const t = (key: string) => text(person.lang, 'lendingProcess', key);
    if (repaymentDay) await stage(person).getByLabel(t('packageData.repaymentDay')).selectOption(repaymentDay);
    await stage(person).getByLabel(t('packageData.debitAccount')).fill(account);
    await stage(person).getByRole('checkbox', { name: t('packageData.explanationsRead') }).check();
    await expectClean(person, 'package data', true);
    await stage(person).getByRole('button', { name: t('packageData.submit') }).click();
    // Given: the form goes (the other is waited for, or the package is being prepared).
    await stage(person).getByRole('button', { name: t('packageData.submit') }).waitFor({ state: 'detached', timeout: 20_000 });
  }

  /** Confirms the signing phone on the card if asked, then signs the package with the code texted to it. */
  async function signs(person: Person, phone: string) {
    const { page } = person;
    const t = (key: string) => text(person.lang, 'lendingProcess', key);
    await page.locator('[data-testid=process-send-code], [data-testid=process-signing-phone]').first().waitFor({ timeout: 30_000 });
    if (await page.getByTestId('process-signing-phone').isVisible()) {
      const card = page.getByTestId('process-signing-phone');
      const number = card.getByLabel(t('package.phone.label'));
      // The number typed in the application comes already filled in.
      expect(await number.inputValue()).toBe(phone);
      const before = (await mailbox(person, phone)).length;
      await card.getByRole('button', { name: t('package.phone.send') }).click();
      const code = await textedCode(person, phone, before);
      await card.getByLabel(text(person.lang, 'account', 'phone.code')).fill(code);
      await expectClean(person, 'signing phone');
      await card.getByRole('button', { name: text(person.lang, 'account', 'phone.confirm') }).click();
      await page.getByTestId('process-send-code').waitFor({ timeout: 20_000 });
    }
    await expect.poll(() => page.getByTestId('process-send-code').isEnabled()).toBe(true);
    const before = (await mailbox(person, phone)).length;
    await page.getByTestId('process-send-code').click();
    await page.getByTestId('process-signing-code').waitFor();
    const code = await textedCode(person, phone, before);
    await page.getByTestId('process-signing-code').fill(code);
    await expectClean(person, 'signing', true);
    await page.getByTestId('process-sign').click();
    // Signed: the code's field goes (the other is waited for, or the bank has the signed package).
    await page.getByTestId('process-signing-code').waitFor({ state: 'detached', timeout: 20_000 });
  }

  it('Tigran, on his phone in Russian, opens the flat, fills the wizard and invites his mother from the co-borrower step', async () => {
    const email = `household.parent.son.${stamp}@example.am`;
    const token = await signedUpCustomer(baseUrl, { firstName: son.firstName, lastName: son.lastName, email, password, lang: 'ru', address: '203.0.113.21' });
    him = await open('applicant', 'ru', email, '203.0.113.21', viewports.mobile, token);
    const { page } = him;
    const next = async (step: string) => {
      await page.getByTestId('loan-next').click();
      await page
        .getByTestId(`loan-step-${step}`)
        .waitFor()
        .catch(async (error: unknown) => {
          throw new Error(`the step stayed: ${await page.locator('form').first().innerText().catch(() => '')}`, { cause: error });
        });
    };

    await page.goto(`${baseUrl}/ru${propertyPath({ marketType: '0', apartmentId: flat.id, deal: 'sale' })}`);
    await page.getByTestId('apply-for-mortgage').waitFor({ timeout: 30_000 });
    await expectClean(him, 'the flat', true);
    await page.getByTestId('apply-for-mortgage').click();
    await page.waitForURL(/\/ru\/applications\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    applicationId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByTestId('loan-step-loanInfo').waitFor();
    const downPayment = Math.ceil((flat.price * 0.3) / 1_000) * 1_000;
    await page.getByTestId('loan-amount').fill(String(flat.price - downPayment));
    await page.getByTestId('loan-down-payment').fill(String(downPayment));
    await expectClean(him, 'loan info', true);
    await next('applicantData');
    await new LoanApplicationDriver(page).fillApplicant({
      firstName: son.firstName,
      lastName: son.lastName,
      middleName: son.middleName,
      birthDate: birthDateFor(son.age, new Date()),
      socialCard: sonCard,
      maritalStatus: son.maritalStatus,
      documentNumber: son.documents[0]?.number ?? '',
      email,
      phone: sonPhone,
      monthlyIncomeTax: '260000',
    });
    await expectClean(him, 'applicant data', true);
    await next('consent');
    for (const checkbox of await page.getByTestId('loan-step-consent').getByRole('checkbox').all()) await checkbox.check();
    await expectClean(him, 'consent');
    await next('coBorrower');
    await page.getByRole('radio', { name: ru('loan', 'coBorrower.together') }).check();
    await page.getByTestId('loan-invite-relationship').selectOption('mother');
    await page.getByTestId('loan-invite-email').fill(`household.parent.mother.${stamp}@example.am`);
    await page.getByTestId('loan-invite-phone').fill(motherPhone);
    await page.getByTestId('loan-invite-send').click();
    await page.getByTestId('loan-invitation').waitFor();
    expect(await page.getByTestId('loan-status').innerText()).toBe(ru('loan', 'status.CoApplicantDecision'));
    await expectClean(him, 'co-borrower invited', true);
    await next('addresses');
    for (const [field, value] of [
      ['region', 'Ереван'],
      ['community', 'Кентрон'],
      ['street', 'Абовяна'],
      ['building', '10'],
    ] as const)
      await page.getByTestId(`loan-registration-${field}`).fill(value);
    await expectClean(him, 'addresses');
    // Single: no spouse step of his own.
    await next('preview');
    expect(await page.getByTestId('loan-step-bar').innerText()).not.toContain(ru('loan', 'steps.spouseData'));
    // Held until his mother's part is confirmed.
    expect(await page.getByTestId('loan-submit').isDisabled()).toBe(true);
    await expectClean(him, 'preview', true);
    const herEmail = `household.parent.mother.${stamp}@example.am`;
    const mail = (await callApi<{ body: string }[]>(baseUrl, `/api/sandbox/mailbox?to=${encodeURIComponent(herEmail)}`, { address: '203.0.113.22' })).find((candidate) => /[?&]coapplicant=/.test(candidate.body));
    const link = /https?:\/\/\S+[?&]coapplicant=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
    if (!link) throw new Error(`no invitation mailed to ${herEmail}`);
    invitationPath = `/hy/co-applicant${new URL(link).search}`;
  }, 240_000);

  it('Anna, on her laptop in Armenian, signs in on the invitation page and accepts it', async () => {
    const email = `household.parent.mother.${stamp}@example.am`;
    await signedUpCustomer(baseUrl, { firstName: mother.firstName, lastName: mother.lastName, email, password, lang: 'hy', address: '203.0.113.22' });
    her = await open('coApplicant', 'hy', email, '203.0.113.22', viewports.desktop);
    const { page } = her;
    const auth = new AuthDriver(page, baseUrl);
    await page.goto(`${baseUrl}${invitationPath}`);
    await page.getByTestId('co-invitation-signed-out').waitFor({ timeout: 60_000 });
    await expectClean(her, 'invitation signed out', true);
    await page.getByTestId('co-invitation-sign-in').click();
    await auth.dialog().waitFor();
    await auth.fill({ [hy('auth', 'fields.email')]: email, [hy('auth', 'fields.password')]: password });
    await expectClean(her, 'sign-in dialog');
    await auth.submit(hy('auth', 'signIn.submit'));
    await page.getByTestId('co-invitation-invited').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('co-invitation-who').innerText()).toBe(hy('coApplicant', 'invitation.invites').replace('{{name}}', `${son.firstName} ${son.lastName}`));
    expect(await page.getByTestId('co-invitation-invited').innerText()).toContain(hy('loan', 'relationship.mother'));
    await expectClean(her, 'invitation', true);
    await page.getByTestId('co-invitation-accept').click();
    await page.getByTestId('co-step-applicantData').waitFor({ timeout: 20_000 });
    expect(page.url()).toContain(`/hy/co-applicant/${applicationId}`);
  }, 120_000);

  it('she does her part: her data, consent, addresses, her husband Aram prefilled from the registry with both pictures of his document, the review; then confirms it', async () => {
    const { page } = her;
    // The phone her son typed comes filled in.
    expect(await page.getByTestId('co-phone').inputValue()).toBe(motherPhone);
    for (const [id, value] of [
      ['co-first-name', mother.firstName],
      ['co-last-name', mother.lastName],
      ['co-middle-name', mother.middleName],
      ['co-birth-date', birthDateFor(mother.age, new Date())],
      ['co-social-card', motherCard],
      ['co-document-number', mother.documents[0]?.number ?? ''],
      ['co-email', her.email],
      ['co-income-tax', '260000'],
    ] as const)
      await page.getByTestId(id).fill(value);
    await page.getByTestId('co-document-type').selectOption(mother.documents[0]?.type ?? 'passport');
    await page.getByTestId('co-marital-status').selectOption('married');
    await expectClean(her, 'her data', true);
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-consent').waitFor();
    for (const checkbox of await page.getByTestId('co-step-consent').getByRole('checkbox').all()) await checkbox.check();
    await expectClean(her, 'her consent');
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-addresses').waitFor();
    for (const [field, value] of [
      ['region', 'Երևան'],
      ['community', 'Արաբկիր'],
      ['street', 'Կոմիտասի'],
      ['building', '3'],
    ] as const)
      await page.getByTestId(`co-registration-${field}`).fill(value);
    await expectClean(her, 'her addresses');
    await page.getByTestId('co-next').click();
    // Married, to someone not on the loan: her spouse step, Aram as the registry has him.
    await page.getByTestId('co-step-spouseData').waitFor();
    expect(await page.getByTestId('co-step-bar').innerText()).toContain(hy('coApplicant', 'part.steps.spouseData'));
    for (const [field, value] of [
      ['co-spouse-first-name', father.firstName],
      ['co-spouse-last-name', father.lastName],
      ['co-spouse-middle-name', father.middleName],
      ['co-spouse-social-card', fatherCard],
    ] as const)
      await expect.poll(() => page.getByTestId(field).inputValue(), { message: field }).toBe(value);
    // His first valid document, with the pictures that kind of document has (an ID card's two sides, a passport's two pages).
    const document = father.documents.find((held) => held.number === fatherDocument);
    expect(await page.getByTestId('co-spouse-document-number').inputValue()).toBe(fatherDocument);
    for (const [i, kind] of picturesOfDocument(document?.type ?? 'passport').entries()) {
      const shade = 40 + i * 50;
      await page.getByTestId(`co-picture-${kind}`).locator('input[type="file"]').setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: await documentPicture(shade) });
      await page.getByTestId(`co-picture-${kind}`).getByRole('img').waitFor();
    }
    await expectClean(her, 'her spouse', true);
    await page.getByTestId('co-next').click();
    await page.getByTestId('co-step-preview').waitFor();
    expect(await page.getByTestId('co-step-preview').innerText()).toContain(`${father.firstName} ${father.middleName} ${father.lastName}`);
    await expectClean(her, 'her review', true);
    await page.getByTestId('co-confirm').click();
    await page.getByTestId('co-waiting-submission').waitFor();
    await expectClean(her, 'her part confirmed', true);
  }, 120_000);

  it('he submits from the preview; the bank offers the loan on both screens, and each accepts it after its confirmation', async () => {
    await returns(him);
    await expect.poll(() => him.page.getByTestId('loan-submit').isDisabled(), { timeout: 30_000 }).toBe(false);
    await expectClean(him, 'preview, her part done');
    await him.page.getByTestId('loan-submit').click();
    await him.page.getByTestId('loan-offer').waitFor({ timeout: 90_000 });
    expect(await him.page.getByTestId('loan-status').innerText()).toBe(ru('loan', 'status.ApprovedByBank'));
    await expectClean(him, 'his offer', true);
    await her.page.getByTestId('co-offer').waitFor({ timeout: 60_000 });
    expect(await her.page.getByTestId('co-offer-others').innerText()).toBe(hy('coApplicant', 'part.offer.bothAnswer'));
    await expectClean(her, 'her offer', true);

    await her.page.getByTestId('co-offer-accept').click();
    await her.page.getByRole('dialog').getByTestId('co-offer-dialog-terms').waitFor();
    await expectClean(her, 'her offer dialog', true);
    await her.page.getByTestId('co-offer-accept-confirm').click();
    await her.page.getByTestId('co-waiting-applicant').waitFor();
    await expectClean(her, 'her waiting for him');

    await returns(him);
    await expect.poll(() => him.page.getByTestId('loan-status').innerText(), { timeout: 30_000 }).toBe(ru('loan', 'status.ApprovedByCoapplicant'));
    await him.page.getByTestId('loan-offer-accept').click();
    await him.page.getByRole('dialog').getByTestId('loan-offer-dialog-terms').waitFor();
    await expectClean(him, 'his offer dialog', true);
    await him.page.getByTestId('loan-offer-accept-confirm').click();
    await him.page.getByTestId('loan-accepted').waitFor({ timeout: 20_000 });
    await expectClean(him, 'accepted', true);
    await her.page.getByTestId('co-end-accepted').waitFor({ timeout: 30_000 });
    await expectClean(her, 'her accepted', true);
  }, 180_000);

  it('both open the process screen and identify in the provider’s widget', async () => {
    await him.page.getByTestId('loan-process-link').click();
    await him.page.waitForURL(`${baseUrl}/ru/loan-applications/${applicationId}/process`);
    await her.page.getByTestId('co-process-link').click();
    await her.page.waitForURL(`${baseUrl}/hy/loan-applications/${applicationId}/process`);
    await expectStage(him, 'OfferAccepted');
    await expectStage(her, 'OfferAccepted');
    await expectClean(him, 'process', true);
    await expectClean(her, 'process', true);
    await identifies(him);
    await expectStage(him, 'ApplicantsIdentificationInProgress');
    await identifies(her);
    await bankAnswers(him, 'ApplicantsIdentificated');
    await returns(her);
    await expectStage(her, 'ApplicantsIdentificated');
  }, 180_000);

  it('each books a video call; after both calls the onboarding is complete', async () => {
    await booksFirstFreeTime(him, ru('lendingProcess', 'videoCall.book'));
    await expectStage(him, 'ApplicantsOnboardingInProgress');
    await him.page.getByTestId('process-video-call').waitFor();
    await expectClean(him, 'his call booked', true);
    // She comes back to her window: it reads the process again (his booking is on it).
    await returns(her);
    await expectStage(her, 'ApplicantsOnboardingInProgress');
    await booksFirstFreeTime(her, hy('lendingProcess', 'videoCall.book'));
    await her.page.getByTestId('process-video-call').waitFor();
    await expectClean(her, 'her call booked', true);
    await bankAnswers(him, 'ApplicantsOnboardingCompleted');
    await returns(her);
    await expectStage(her, 'ApplicantsOnboardingCompleted');
  }, 180_000);

  it('the spouse question: he is not married; she is, with her husband’s consent', async () => {
    await stage(him).getByRole('radio', { name: ru('lendingProcess', 'spouse.notMarried') }).check();
    await expectClean(him, 'his spouse question', true);
    await stage(him).getByRole('button', { name: ru('lendingProcess', 'spouse.submit') }).click();
    await expectStage(him, 'SpouseDataProvidedByApplicant');
    await returns(her);
    await expectStage(her, 'SpouseDataProvidedByApplicant');
    await stage(her).getByRole('radio', { name: hy('lendingProcess', 'spouse.married') }).check();
    await stage(her).getByRole('checkbox', { name: hy('lendingProcess', 'spouse.consent') }).check();
    await expectClean(her, 'her spouse question', true);
    await stage(her).getByRole('button', { name: hy('lendingProcess', 'spouse.submit') }).click();
    await expectStage(her, 'LendingPackageDataNotPresented');
    await returns(him);
    await expectStage(him, 'LendingPackageDataNotPresented');
  }, 120_000);

  it('each gives the contract’s data (he the repayment day too); the bank prints the package and checks it', async () => {
    await givesPackageData(him, '2470000000000001', '15');
    await expectStage(him, 'LendingPackageDataPresentedByApplicant');
    await returns(her);
    await expectStage(her, 'LendingPackageDataPresentedByApplicant');
    await givesPackageData(her, '2470000000000002');
    await expectStage(her, 'LendingPackagePreparation');
    await returns(him);
    await bankAnswers(him, 'LendingPackagePrepared', 'LendingPackageChecked');
    await returns(her);
    await expectStage(her, 'LendingPackageChecked');
    await expect.poll(() => her.page.getByTestId('process-document').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await expectClean(her, 'her package', true);
  }, 240_000);

  it('each signs the package with the code texted to their phone; the bank approves the loan', async () => {
    await signs(him, sonPhone);
    await expectStage(him, 'SignedByApplicant');
    await returns(her);
    await expectStage(her, 'SignedByApplicant');
    await signs(her, motherPhone);
    await expectStage(her, 'LendingPackageSigned');
    await returns(him);
    await bankAnswers(him, 'LendingPackageSigned', 'LoanApproved');
    await returns(her);
    await expectStage(her, 'LoanApproved');
  }, 180_000);

  it('he books a notary and an hour; the bank’s side goes on to the payout, on both screens', async () => {
    const notaries = stage(him).getByLabel(ru('lendingProcess', 'notary.choose'));
    await expect.poll(() => notaries.locator('option').count()).toBeGreaterThan(1);
    await notaries.selectOption({ index: 1 });
    await expectClean(him, 'notary', true);
    await booksFirstFreeTime(him, ru('lendingProcess', 'notary.book'));
    await expectStage(him, 'NotaryAppointmentProvided');
    await expectClean(him, 'notary booked', true);
    await returns(her);
    await expectStage(her, 'NotaryAppointmentProvided');
    await expectClean(her, 'notary booked', true);
    await bankAnswers(him, ...completion);
    await returns(her);
    await expectStage(her, 'LoanDisbursed');
    await expectClean(him, 'loan disbursed', true);
    await expectClean(her, 'loan disbursed', true);
    expect(him.refusals).toEqual([]);
    expect(her.refusals).toEqual([]);
  }, 240_000);
});
