import type { Page } from 'playwright-core';
import type { LoanApplication } from '../../../api/contract/loan-application';
import { applicationStatusKey } from '../../../src/lib/status-for-reader';
import type { ApiWorld } from '../../model/api-world';
import type { CoApplicantPartWorld } from '../../model/co-applicant-part-world';
import { text } from './locale';
import type { UiScenario } from './ui-scenario';

/*
 * The co-applicant's own pages (CoApplicantPartScreen) as the invited person uses them, signed in
 * with the session the household's world made. Checks compare what the page shows with what the
 * server answers now: the step list against the steps it owes, the step open against the path's,
 * the status pill, the offer's amount and who answered it, how it ended.
 */

const partWorld = (world: ApiWorld) => world as CoApplicantPartWorld;
const visible = (page: Page, testId: string) => page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 15_000 });
const click = (page: Page, testId: string) => page.getByTestId(testId).first().click();

/** The application as the co-applicant reads it on the server now. */
async function serverNow(world: ApiWorld): Promise<LoanApplication> {
  const now = await partWorld(world).read();
  if (!now) throw new Error('the server no longer shows the application to the co-applicant');
  return now;
}

/** The status pill reads as the server's status, worded for the co-applicant. */
async function statusShown(page: Page, now: LoanApplication) {
  const [namespace, path] = applicationStatusKey(now, 'coApplicant').split(':') as [string, string];
  const expected = text(namespace, path);
  await page.getByTestId('co-status').filter({ hasText: expected }).waitFor({ timeout: 15_000 });
}

/** The step bar lists the steps the server owes, in order, with the path's step current. */
async function stepBarShown(page: Page, now: LoanApplication, step: string) {
  const owed = now.coApplicantPart?.owedSteps ?? [];
  const bar = page.getByTestId('co-step-bar');
  await bar.waitFor({ timeout: 15_000 });
  const items = await bar.locator('li').allInnerTexts();
  const labels = owed.map((owedStep) => text('coApplicant', `part.steps.${owedStep}`));
  if (items.length !== labels.length || items.some((item, i) => !item.includes(labels[i] ?? '')))
    throw new Error(`the step bar shows ${JSON.stringify(items)}; the server owes ${owed.join(', ')}`);
  const current = await bar.locator('li[aria-current="step"]').innerText();
  if (!current.includes(text('coApplicant', `part.steps.${step}`))) throw new Error(`the step bar marks "${current}" current; the path is on ${step}`);
}

/** A panel by test id, with the status pill as the server words it. */
const panel = (testId: string) => async (page: Page, world: ApiWorld) => {
  await visible(page, testId);
  await statusShown(page, await serverNow(world));
};

/** The end that names who refused the offer: the server's record of it. */
async function refusedShown(page: Page, world: ApiWorld) {
  const now = await serverNow(world);
  await visible(page, now.offerRefusedBy === 'applicant' ? 'co-end-refusedByApplicant' : 'co-end-refusedByMe');
}

/** The field a `field.change` of the samples types into, by step and field. */
const fieldTestIds: Record<string, string> = {
  'applicantData.firstName': 'co-first-name',
  'applicantData.socialCardNumber': 'co-social-card',
  'applicantData.maritalStatus': 'co-marital-status',
  'spouseData.documentType': 'co-spouse-document-type',
};

export const coApplicantPartUi: UiScenario = {
  startsWith: () => true,
  async start(page, world, baseUrl) {
    await page.goto(`${baseUrl}/en/co-applicant/${partWorld(world).applicationId}`);
  },
  executors: {
    'field.change': async (page, event) => {
      const testId = fieldTestIds[`${String(event.step)}.${String(event.field)}`];
      if (!testId) throw new Error(`no field for ${String(event.step)}.${String(event.field)}`);
      const field = page.getByTestId(testId);
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(String(event.value));
      else await field.fill(String(event.value));
    },
    'step.next': (page) => click(page, 'co-next'),
    'step.back': (page) => click(page, 'co-back'),
    'step.edit': (page, event) => click(page, `co-edit-${String(event.step)}`),
    'picture.upload': async (page, event) => {
      const file = event.file as Blob;
      const buffer = Buffer.from(await file.arrayBuffer());
      await page
        .getByTestId(`co-picture-${String(event.kind)}`)
        .locator('input[type="file"]')
        .setInputFiles({ name: `${String(event.kind)}.${file.type === 'image/png' ? 'png' : 'jpg'}`, mimeType: file.type || 'image/jpeg', buffer });
    },
    'part.confirm': (page) => click(page, 'co-confirm'),
    'part.edit': (page) => click(page, 'co-edit-part'),
    'part.leave': (page) => click(page, 'co-leave'),
    'leave.confirm': (page) => click(page, 'co-leave-confirm'),
    // Whichever dialog is open: the age refusal, the offer's confirmations, or leaving.
    'dialog.close': (page) =>
      page
        .getByTestId('co-refusal-close')
        .or(page.getByTestId('co-offer-accept-keep'))
        .or(page.getByTestId('co-offer-reject-keep'))
        .or(page.getByRole('dialog').getByRole('button', { name: text('coApplicant', 'part.leaveDialog.keep'), exact: true }))
        .first()
        .click(),
    'offer.accept': (page) => click(page, 'co-offer-accept'),
    'offer.reject': (page) => click(page, 'co-offer-reject'),
    'acceptance.confirm': (page) => click(page, 'co-offer-accept-confirm'),
    'refusal.confirm': (page) => click(page, 'co-offer-reject-confirm'),
    'flow.retry': (page) => page.getByTestId('co-technical-issue').getByRole('button').first().click(),
  },
  answers: {
    // What the others do (the applicant submits or recalls, the bank decides) happens now; the page's own poll sees it.
    watchApplication: async (_page, world) => partWorld(world).doWatched(),
  },
  waitsForAnswers: true,
  outOfReach(state, event, significant) {
    const step = significant?.step;
    if (!state.includes('"editing"')) return null;
    if (event.type === 'field.change' && (event as { step?: string }).step !== step) return "a step's fields are on its own page only";
    if (event.type === 'field.change' && significant?.locked === true && (event as { field?: string }).field === 'socialCardNumber') return 'the locked social card is read-only on the page';
    if (event.type === 'step.next' && step === 'preview') return 'the preview has no next button (its own is the confirmation)';
    if (event.type === 'step.back' && (step === 'applicantData' || step === 'preview')) return 'the first step and the preview have no back button';
    if (event.type === 'part.confirm' && step !== 'preview') return 'only the preview has the confirmation';
    if (event.type === 'picture.upload' && step !== 'spouseData') return "the pictures are on the spouse's step only";
    return null;
  },
  checks: {
    '"notFound"': (page) => visible(page, 'co-not-found'),
    '"ownApplication"': (page) => visible(page, 'co-own-application'),
    '{"editing":"step"}': async (page, world, significant) => {
      const step = String(significant?.step);
      await visible(page, `co-step-${step}`);
      const now = await serverNow(world);
      await stepBarShown(page, now, step);
      await statusShown(page, now);
      if (step === 'applicantData' && significant?.locked === true && (await page.getByTestId('co-social-card').getAttribute('readonly')) === null)
        throw new Error('the locked social card can be typed in');
      if (step === 'spouseData') {
        // The pictures still missing: fields without an uploaded picture shown.
        const missing = Number(significant?.pictures ?? 0);
        await page.waitForFunction(
          ({ missing }) => {
            const all = [...document.querySelectorAll('[data-testid^="co-picture-"]')];
            return all.length > 0 && all.filter((field) => !field.querySelector('img')).length === missing;
          },
          { missing },
          { timeout: 15_000 },
        ).catch(async () => {
          const fields = page.locator('[data-testid^="co-picture-"]');
          throw new Error(`${missing} pictures should be missing; the page shows ${await fields.count()} fields, ${await fields.locator('img').count()} with a picture`);
        });
      }
    },
    '{"editing":"refusalDialog"}': (page) => visible(page, 'co-refusal-close'),
    '"confirmingLeave"': (page) => visible(page, 'co-leave-confirm'),
    '{"following":"citizenshipMismatch"}': panel('co-mismatch-citizenship'),
    '{"following":"maritalStatusMismatch"}': panel('co-mismatch-marital'),
    '{"following":"waitingForSubmission"}': panel('co-waiting-submission'),
    '{"following":"waitingForBank"}': panel('co-waiting-bank'),
    '{"following":"manualReview"}': panel('co-waiting-manualReview'),
    '{"following":"offerAnswered"}': panel('co-waiting-applicant'),
    '{"following":{"offer":"shown"}}': async (page, world) => {
      await visible(page, 'co-offer');
      const now = await serverNow(world);
      await statusShown(page, now);
      // The amount the bank offers, and whether the applicant has accepted it already.
      const amount = (await page.getByTestId('co-offer-amount').innerText()).replace(/\D/g, '');
      if (amount !== String(now.offer?.amount)) throw new Error(`the page offers ${amount}; the server ${String(now.offer?.amount)}`);
      const others = await page.getByTestId('co-offer-others').innerText();
      const expected = text('coApplicant', now.offerAcceptedBy.includes('applicant') ? 'part.offer.applicantAccepted' : 'part.offer.bothAnswer');
      if (others !== expected) throw new Error(`the page says "${others}" of the others' answers; the server has ${JSON.stringify(now.offerAcceptedBy)}`);
    },
    '{"following":{"offer":"confirmingAcceptance"}}': (page) => visible(page, 'co-offer-accept-confirm'),
    '{"following":{"offer":"confirmingRefusal"}}': (page) => visible(page, 'co-offer-reject-confirm'),
    '"accepted"': panel('co-end-accepted'),
    '"refused"': refusedShown,
    '"rejected"': panel('co-end-rejected'),
    '"left"': panel('co-end-left'),
    '"withdrawn"': panel('co-end-withdrawn'),
    '"expired"': panel('co-end-expired'),
    '"recalled"': (page) => visible(page, 'co-end-recalled'),
    '"technicalIssue"': (page) => visible(page, 'co-technical-issue'),
  },
  busy: ['"loading"', '{"editing":"saving"}', '{"editing":"uploading"}', '{"editing":"confirming"}', '"leaving"', '{"following":{"offer":"answering"}}'],
  pathLimit: 40,
};
