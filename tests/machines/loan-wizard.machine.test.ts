import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import type { LoanApplication } from '../../api/contract/loan-application';
import { blankForms, formsOf, loanFigures, stepsFor, withLoanField } from '../../machines/loan-wizard/loan-wizard.forms';
import { loanWizardMachine, type ApplicationOutcome, type LoanWizardInput, type SaveOutcome, type UploadOutcome } from '../../machines/loan-wizard/loan-wizard.machine';
import { byStatus, freshApplication, jointSamples, loanWizardEntry, sampleApplication } from '../../machines/loan-wizard/loan-wizard.samples';
import { modelPaths } from '../model/model-paths';
import { scripted } from '../support/fake-actors';
import { MachineCoverage, nodesOf } from '../support/machine-coverage';

const id = freshApplication.id;
const ok = (application: LoanApplication): ApplicationOutcome => ({ outcome: 'ok', application });

interface Script {
  start?: ApplicationOutcome[];
  load?: (LoanApplication | null)[];
  save?: SaveOutcome[];
  upload?: UploadOutcome[];
  confirmPrice?: ApplicationOutcome[];
  submit?: ApplicationOutcome[];
  decision?: LoanApplication[];
  answer?: ApplicationOutcome[];
  remove?: void[];
  invite?: SaveOutcome[];
  recall?: ApplicationOutcome[];
}

/** The server followed: each read waits until the test says what the other person changed. */
function following() {
  const waiting: ((application: LoanApplication) => void)[] = [];
  const calls: unknown[] = [];
  const logic = fromPromise<LoanApplication, unknown>(({ input }) => {
    calls.push(input);
    return new Promise<LoanApplication>((resolve) => waiting.push(resolve));
  });
  /** The newest read answers (the earlier ones were stopped with their state). */
  const change = (application: LoanApplication) => waiting.at(-1)?.(application);
  return Object.assign(logic, { calls, change });
}

function start(script: Script, input: LoanWizardInput = { applicationId: id }) {
  const fakes = {
    startApplication: scripted('startApplication', script.start ?? []),
    loadApplication: scripted('loadApplication', script.load ?? []),
    saveStep: scripted<SaveOutcome, { applicationId: string; save: unknown }>('saveStep', script.save ?? []),
    uploadPicture: scripted<UploadOutcome, { applicationId: string; kind: string; file: Blob }>('uploadPicture', script.upload ?? []),
    deleteApplication: scripted('deleteApplication', script.remove ?? []),
    confirmPrice: scripted<ApplicationOutcome, { applicationId: string; price: number }>('confirmPrice', script.confirmPrice ?? []),
    submitApplication: scripted('submitApplication', script.submit ?? []),
    waitForDecision: scripted('waitForDecision', script.decision ?? []),
    answerOffer: scripted<ApplicationOutcome, { applicationId: string; answer: string }>('answerOffer', script.answer ?? []),
    inviteCoApplicant: scripted<SaveOutcome, { applicationId: string; invite: unknown }>('inviteCoApplicant', script.invite ?? []),
    recallCoApplicant: scripted('recallCoApplicant', script.recall ?? []),
    followApplication: following(),
  };
  const shown: string[] = [];
  const coApplicantPages: string[] = [];
  const machine = loanWizardMachine.provide({
    actors: fakes as never,
    actions: {
      showApplication: (_, params: { applicationId: string }) => void shown.push(params.applicationId),
      showCoApplicantPage: (_, params: { applicationId: string }) => void coApplicantPages.push(params.applicationId),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, fakes, shown, coApplicantPages };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('opening') && !snapshot.matches('routing'));
const change = (actor: Actor, step: 'loanInfo' | 'applicantData' | 'consent' | 'coBorrower' | 'addresses' | 'spouseData', values: Record<string, string | boolean>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', step, field, value });
};

describe('loan wizard machine', () => {
  it('starts a fresh draft at loan info with the applicant’s data prefilled; an unfinished step shows its fields’ messages and saves nothing', async () => {
    const { actor, fakes } = start({ load: [freshApplication] });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'step' });
    expect(actor.getSnapshot().context.step).toBe('loanInfo');
    expect(actor.getSnapshot().context.forms.applicantData).toMatchObject({ socialCardNumber: '1000000011', documentNumber: 'AN1234567', email: 'ani@example.am', firstName: '' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ amount: { key: 'validation:required' }, downPayment: { key: 'validation:required' } });
    expect(fakes.saveStep.calls).toEqual([]);
    // A term bound reads in years when the term is typed in years.
    change(actor, 'loanInfo', { amount: '30 000 000', downPayment: '10000000', term: '31' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ term: { key: 'validation:tooLarge', params: { count: 30 } } });
  });

  it('saves loan info in minor units and months as the person leaves it, and moves on to the applicant’s data', async () => {
    const { actor, fakes } = start({ load: [freshApplication], save: [ok(freshApplication)] });
    await settled(actor);
    change(actor, 'loanInfo', { currency: 'USD', amount: '80000.50', downPayment: '30000', term: '18', termUnit: 'months', repaymentType: 'differentiated' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(fakes.saveStep.calls).toEqual([
      { applicationId: id, save: { step: 'loanInfo', data: { currency: 'USD', amount: 8_000_050, downPayment: 3_000_000, termMonths: 18, repaymentType: 'differentiated', reason: 'firstHome' } } },
    ]);
    expect(actor.getSnapshot().context.step).toBe('applicantData');
  });

  it('shows the monthly payment and the actual rate from the calculation module, and the least down payment by reason and currency', () => {
    const figures = loanFigures({ currency: 'AMD', propertyPrice: '', amount: '30000000', downPayment: '10000000', term: '20', termUnit: 'years', repaymentType: 'annuity', reason: 'firstHome' }, 40_000_000);
    expect(figures).toMatchObject({ price: 40_000_000, minimumDownPayment: 4_000_000, monthlyPayment: 330_326 });
    expect(figures.actualRatePercent).toBeGreaterThan(12);
    expect(loanFigures({ currency: 'AMD', propertyPrice: '50000000', amount: '', downPayment: '', term: '20', termUnit: 'years', repaymentType: 'annuity', reason: 'investment' }, null)).toEqual({
      price: 50_000_000,
      minimumDownPayment: 15_000_000,
      monthlyPayment: null,
      actualRatePercent: null,
    });
  });

  it('the loan step starts with the pre-qualification’s amount and term, the down payment as the price minus the loan, which a typed loan works out again', () => {
    const prefilled = formsOf({ ...freshApplication, loanInfoPrefill: { amount: 30_000_000, termMonths: 180 } }).loanInfo;
    // The catalogue flat costs 40 million.
    expect(prefilled).toMatchObject({ amount: '30000000', downPayment: '10000000', term: '15', termUnit: 'years' });
    // More than the price: the loan is the price, nothing down.
    expect(formsOf({ ...freshApplication, loanInfoPrefill: { amount: 45_000_000, termMonths: 100 } }).loanInfo).toMatchObject({ amount: '40000000', downPayment: '0', term: '100', termUnit: 'months' });
    expect(formsOf(freshApplication).loanInfo).toEqual(blankForms.loanInfo);
    const forms = formsOf({ ...freshApplication, loanInfoPrefill: { amount: 30_000_000, termMonths: 180 } });
    expect(withLoanField(forms, 'amount', '28000000', 40_000_000).loanInfo).toMatchObject({ amount: '28000000', downPayment: '12000000' });
    // A typed down payment is the person's own: the loan stays.
    expect(withLoanField(forms, 'downPayment', '15000000', 40_000_000).loanInfo).toMatchObject({ amount: '30000000', downPayment: '15000000' });
    // A figure above the price, or not a number, leaves the other as it was (the step's checks say what is wrong).
    expect(withLoanField(forms, 'amount', '50000000', 40_000_000).loanInfo).toMatchObject({ amount: '50000000', downPayment: '10000000' });
    expect(withLoanField(forms, 'amount', 'abc', 40_000_000).loanInfo).toMatchObject({ amount: 'abc', downPayment: '10000000' });
    // Without a catalogue home the typed price decides.
    const priced = withLoanField({ ...blankForms, loanInfo: { ...blankForms.loanInfo, amount: '20000000' } }, 'propertyPrice', '35000000', null);
    expect(priced.loanInfo).toMatchObject({ propertyPrice: '35000000', amount: '20000000', downPayment: '15000000' });
  });

  it('walks the spouse’s step only when married, and asks for the pictures the spouse’s document needs before saving it', async () => {
    const withoutSpouse = sampleApplication().owedSteps.filter((step) => step !== 'spouseData');
    const single = sampleApplication({ currentStep: 'addresses', steps: { ...sampleApplication().steps, addresses: null, applicantData: { ...sampleApplication().steps.applicantData!, maritalStatus: 'single' } }, pictures: [], owedSteps: withoutSpouse });
    // The server's answer to the married applicant's data owes the spouse step.
    const married = sampleApplication({ currentStep: 'spouseData', steps: { ...sampleApplication().steps, spouseData: null }, pictures: [] });
    const { actor, fakes } = start({ load: [single], save: [ok(single), ok(married)], upload: [{ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.WRONG_FILE_FORMAT' } }] });
    await settled(actor);
    expect(stepsFor(actor.getSnapshot().context.application)).not.toContain('spouseData');
    expect(actor.getSnapshot().context.step).toBe('addresses');
    change(actor, 'addresses', { 'registration.region': 'Yerevan', 'registration.community': 'Kentron', 'registration.street': 'Abovyan', 'registration.building': '12' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(fakes.saveStep.calls[0]?.save).toEqual({ step: 'addresses', data: { currentSameAsRegistration: true, registration: { country: 'AM', region: 'Yerevan', community: 'Kentron', street: 'Abovyan', building: '12' } } });
    expect(actor.getSnapshot().context.step).toBe('preview');
    // Married after all: back to the applicant's data, and on through the spouse's step.
    actor.send({ type: 'step.edit', step: 'applicantData' });
    change(actor, 'applicantData', { maritalStatus: 'married' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('spouseData');
    change(actor, 'spouseData', { documentType: 'idCard', documentNumber: '012345678' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'loan:spouse.picturesMissing' });
    expect(fakes.saveStep.calls).toHaveLength(2);
    actor.send({ type: 'picture.upload', kind: 'front', file: new Blob(['not a picture']) });
    await settled(actor);
    expect(fakes.uploadPicture.calls[0]).toMatchObject({ applicationId: id, kind: 'front' });
    expect(actor.getSnapshot().context.errors['picture.front']).toEqual({ key: 'errors:LOAN_APPLICATION.WRONG_FILE_FORMAT' });
  });

  it('walks the steps the server says are owed, not its own forms: a married applicant whose spouse is the co-applicant owes no spouse step', async () => {
    const owed = sampleApplication().owedSteps.filter((step) => step !== 'spouseData');
    const couple = jointSamples.accepted;
    const draft = { ...couple, currentStep: 'addresses' as const, steps: { ...couple.steps, addresses: null, spouseData: null }, owedSteps: owed, pictures: [] };
    const saved = { ...draft, currentStep: 'preview' as const, steps: { ...draft.steps, addresses: sampleApplication().steps.addresses } };
    const { actor, fakes } = start({ load: [draft], save: [ok(saved)] });
    await settled(actor);
    expect(actor.getSnapshot().context.forms.applicantData.maritalStatus).toBe('married');
    expect(actor.getSnapshot().context.step).toBe('addresses');
    change(actor, 'addresses', { 'registration.region': 'Yerevan', 'registration.community': 'Kentron', 'registration.street': 'Abovyan', 'registration.building': '12' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(fakes.saveStep.calls.map((call) => (call.save as { step: string }).step)).toEqual(['addresses']);
    expect(actor.getSnapshot().context.step).toBe('preview');
    expect(stepsFor(actor.getSnapshot().context.application)).toEqual(owed);
  });

  it('saves the spouse’s step once both sides of the card are uploaded, and returns to the preview after an edit', async () => {
    const picture = (kind: 'front' | 'back') => ({ ...sampleApplication().pictures[0]!, kind, url: `/api/loan-applications/${id}/pictures/spouse/${kind}` });
    const draft = sampleApplication({ currentStep: 'preview', steps: { ...sampleApplication().steps, spouseData: { ...sampleApplication().steps.spouseData!, documentType: 'idCard', documentNumber: '012345678' } }, pictures: [] });
    const { actor, fakes } = start({ load: [draft], upload: [{ outcome: 'uploaded', picture: picture('front') }, { outcome: 'uploaded', picture: picture('back') }], save: [ok(draft)] });
    await settled(actor);
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'loan:preview.incomplete' });
    actor.send({ type: 'step.edit', step: 'spouseData' });
    for (const kind of ['front', 'back'] as const) {
      actor.send({ type: 'picture.upload', kind, file: new Blob(['jpeg']) });
      await settled(actor);
    }
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(fakes.saveStep.calls.map((call) => (call.save as { step: string }).step)).toEqual(['spouseData']);
    expect(actor.getSnapshot().context).toMatchObject({ step: 'preview', returnToPreview: false });
  });

  it('a catalogued refusal of a step is said at its field; a refusal of spec section 7 opens its dialog', async () => {
    const { actor } = start({
      load: [sampleApplication({ currentStep: 'loanInfo', steps: { ...sampleApplication().steps, consent: null } })],
      save: [{ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.INSUFFICIENT_PREPAYMENT' } }, { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH' } }],
    });
    await settled(actor);
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ downPayment: { key: 'errors:LOAN_APPLICATION.INSUFFICIENT_PREPAYMENT' } });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'refusalDialog' });
    expect(actor.getSnapshot().context.dialog).toEqual({ code: 'LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'step' });
    expect(actor.getSnapshot().context.step).toBe('loanInfo');
  });

  it('asks to agree to a changed price before submitting, then waits for the decision and takes the offer', async () => {
    const changed = sampleApplication({ currentPrice: 42_000_000 });
    const agreed = sampleApplication({ currentPrice: 42_000_000, agreedPrice: 42_000_000 });
    const offer = { currency: 'AMD' as const, amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 330_326, repaymentType: 'annuity' as const };
    const { actor, fakes } = start({
      load: [changed],
      confirmPrice: [ok(agreed)],
      submit: [ok(sampleApplication({ status: 'Sent' }))],
      decision: [sampleApplication({ status: 'ApprovedByBank', offer })],
      answer: [ok(sampleApplication({ status: 'OfferAccepted', offer }))],
    });
    await settled(actor);
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'priceChanged' });
    actor.send({ type: 'price.confirm' });
    await settled(actor);
    expect(fakes.confirmPrice.calls).toEqual([{ applicationId: id, price: 42_000_000 }]);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'loan:price.confirmed' });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('offer'));
    expect(actor.getSnapshot().context.application?.offer).toEqual(offer);
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'acceptance.confirm' });
    await settled(actor);
    expect(fakes.answerOffer.calls).toEqual([{ applicationId: id, answer: 'accept' }]);
    expect(actor.getSnapshot().value).toBe('accepted');
  });

  it('one tap does not take the loan: accepting and refusing the offer each need the confirmation, and closing the dialog answers nothing', async () => {
    const offered = sampleApplication({ status: 'ApprovedByBank', submittedAt: '2026-01-15T10:00:00Z', offer: byStatus.offered.offer });
    const { actor, fakes } = start({ load: [offered], answer: [ok(byStatus.declined), ok(byStatus.accepted)] });
    await settled(actor);
    actor.send({ type: 'offer.accept' });
    expect(actor.getSnapshot().value).toEqual({ offer: 'confirmingAcceptance' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    // Closing the dialog (Escape, the close button, "Not now") leaves the offer standing.
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ offer: 'shown' });
    // A confirmation without the dialog open does nothing.
    actor.send({ type: 'acceptance.confirm' });
    actor.send({ type: 'refusal.confirm' });
    expect(actor.getSnapshot().value).toEqual({ offer: 'shown' });
    expect(fakes.answerOffer.calls).toEqual([]);
    actor.send({ type: 'offer.reject' });
    expect(actor.getSnapshot().value).toEqual({ offer: 'confirmingRefusal' });
    // The refusal dialog is not confirmed by the acceptance's event.
    actor.send({ type: 'acceptance.confirm' });
    expect(actor.getSnapshot().value).toEqual({ offer: 'confirmingRefusal' });
    actor.send({ type: 'refusal.confirm' });
    await settled(actor);
    expect(fakes.answerOffer.calls).toEqual([{ applicationId: id, answer: 'reject' }]);
    expect(actor.getSnapshot().value).toBe('declined');

    const accepting = start({ load: [offered], answer: [ok(byStatus.accepted)] });
    await settled(accepting.actor);
    accepting.actor.send({ type: 'offer.accept' });
    expect(accepting.fakes.answerOffer.calls).toEqual([]);
    accepting.actor.send({ type: 'acceptance.confirm' });
    await settled(accepting.actor);
    expect(accepting.fakes.answerOffer.calls).toEqual([{ applicationId: id, answer: 'accept' }]);
    expect(accepting.actor.getSnapshot().value).toBe('accepted');
  });

  it('resumes a draft at the server’s step, or at the preview once every step it needs is saved', async () => {
    const resumed = start({ load: [sampleApplication({ currentStep: 'coBorrower' })] });
    await settled(resumed.actor);
    expect(resumed.actor.getSnapshot().context.step).toBe('preview');
    const halfway = start({ load: [sampleApplication({ currentStep: 'coBorrower', steps: { ...sampleApplication().steps, coBorrower: null, addresses: null } })] });
    await settled(halfway.actor);
    expect(halfway.actor.getSnapshot().context.step).toBe('coBorrower');
  });

  it('follows the server’s status to its screen; an application that is not the person’s is not found; a document mismatch reopens the applicant’s data to correct', async () => {
    const cases: [Partial<LoanApplication>, string | object][] = [
      [{ status: 'Pending' }, 'waiting'],
      [{ status: 'RejectedByBank', rejection: { reason: 'lowIncome', newApplicationFrom: '2026-01-22T10:00:00Z' } }, 'rejected'],
      [{ status: 'ManualReview' }, 'manualReview'],
      [{ status: 'ApprovedByClient' }, 'accepted'],
      [{ status: 'RejectedByClient' }, 'declined'],
      [{ status: 'Expired' }, 'expired'],
      [{ status: 'CancelledByApplicantRequest' }, 'deleted'],
    ];
    for (const [overrides, expected] of cases) {
      const { actor } = start({ load: [sampleApplication(overrides)] });
      // A wait for the decision asks the server again; the script has no answer for it, so only reaching the state counts.
      await waitFor(actor, (snapshot) => JSON.stringify(snapshot.value) === JSON.stringify(expected), { timeout: 500 });
      actor.stop();
    }
    const missing = start({ load: [null] });
    await waitFor(missing.actor, (snapshot) => snapshot.matches('notFound'));
    const { actor } = start({ load: [sampleApplication({ status: 'Draft', documentMismatch: true, currentStep: 'preview' })] });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ step: 'applicantData', notice: { key: 'loan:notice.documentMismatch' } });
  });

  it('starting an application gives it its address; a refusal to start says why, in a dialog for an existing completed application', async () => {
    const property = { marketType: '0' as const, apartmentId: 101 };
    const started = start({ start: [ok(freshApplication)] }, { start: { property } });
    await settled(started.actor);
    expect(started.fakes.startApplication.calls).toEqual([{ property }]);
    expect(started.shown).toEqual([id]);
    expect(started.actor.getSnapshot().context.step).toBe('loanInfo');
    const refused = start({ start: [{ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS', params: { date: '2026-01-22' } } }] }, { start: { property: null } });
    await settled(refused.actor);
    expect(refused.actor.getSnapshot().value).toBe('notStarted');
    expect(refused.actor.getSnapshot().context).toMatchObject({ dialog: { code: 'LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS' }, notice: { key: 'errors:LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS', params: { date: '2026-01-22' } } });
    expect(refused.shown).toEqual([]);
  });

  it('going back saves a complete step and keeps an unfinished one as typed; deleting a draft is confirmed first', async () => {
    const { actor, fakes } = start({ load: [sampleApplication({ currentStep: 'consent', steps: { ...sampleApplication().steps, addresses: null } })], save: [ok(sampleApplication())], remove: [undefined] });
    await settled(actor);
    actor.send({ type: 'step.back' });
    await settled(actor);
    expect(fakes.saveStep.calls.map((call) => (call.save as { step: string }).step)).toEqual(['consent']);
    expect(actor.getSnapshot().context.step).toBe('applicantData');
    change(actor, 'applicantData', { firstName: 'ani' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.step).toBe('loanInfo');
    expect(actor.getSnapshot().context.forms.applicantData.firstName).toBe('ani');
    expect(fakes.saveStep.calls).toHaveLength(1);
    actor.send({ type: 'draft.delete' });
    actor.send({ type: 'dialog.close' });
    expect(fakes.deleteApplication.calls).toEqual([]);
    actor.send({ type: 'draft.delete' });
    actor.send({ type: 'delete.confirm' });
    await settled(actor);
    expect(fakes.deleteApplication.calls).toEqual([{ applicationId: id }]);
    expect(actor.getSnapshot().value).toBe('deleted');
  });

  it('applying together: the invitation is checked before it is sent, the server’s refusals land at the e-mail or above the step, and once sent the applicant goes on without saving the step', async () => {
    const { actor, fakes } = start({
      load: [jointSamples.recalled],
      invite: [
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_EMAIL_SAME_AS_APPLICANT' } },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_INVITATION_EXISTS' } },
        ok(jointSamples.invited),
      ],
    });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('coBorrower');
    change(actor, 'coBorrower', { mode: 'together' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'loan:coBorrower.sendFirst' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ relationship: { key: 'validation:required' }, email: { key: 'validation:required' } });
    // The applicant's own e-mail is refused before any request.
    change(actor, 'coBorrower', { relationship: 'spouse', email: 'Ani@example.am', phoneNumber: '+374 77 111222' });
    actor.send({ type: 'invitation.send' });
    expect(actor.getSnapshot().context.errors.email).toEqual({ key: 'errors:LOAN_APPLICATION.CO_APPLICANT_EMAIL_SAME_AS_APPLICANT' });
    expect(fakes.inviteCoApplicant.calls).toEqual([]);
    change(actor, 'coBorrower', { email: 'arman@example.am' });
    actor.send({ type: 'invitation.send' });
    await settled(actor);
    expect(actor.getSnapshot().context.errors.email).toEqual({ key: 'errors:LOAN_APPLICATION.CO_APPLICANT_EMAIL_SAME_AS_APPLICANT' });
    expect(fakes.inviteCoApplicant.calls).toEqual([{ applicationId: id, invite: { relationship: 'spouse', email: 'arman@example.am', phoneNumber: '+37477111222' } }]);
    actor.send({ type: 'invitation.send' });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'errors:LOAN_APPLICATION.CO_APPLICANT_INVITATION_EXISTS' });
    expect(actor.getSnapshot().context.application?.status).toBe('Draft');
    actor.send({ type: 'invitation.send' });
    await settled(actor);
    expect(actor.getSnapshot().context.application?.status).toBe('CoApplicantDecision');
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'loan:coBorrower.sent' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe('addresses');
    expect(fakes.saveStep.calls).toEqual([]);
  });

  it('recalling asks first; the submission waits for the co-applicant, whose acceptance and confirmed part arrive while the page is open', async () => {
    const { actor, fakes } = start({ load: [jointSamples.invited], recall: [ok(jointSamples.recalled)], submit: [ok(byStatus.sent)] });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('preview');
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'loan:preview.coApplicantPending' });
    expect(fakes.submitApplication.calls).toEqual([]);
    // The co-applicant accepts and confirms their part: the page reads it without a reload, the forms as typed stay.
    fakes.followApplication.change(jointSamples.partComplete);
    await waitFor(actor, (snapshot) => snapshot.context.application?.status === 'InvitationAccepted');
    expect(actor.getSnapshot().value).toEqual({ editing: 'step' });
    // Recalling is asked first; keeping the invitation sends nothing.
    actor.send({ type: 'step.edit', step: 'coBorrower' });
    actor.send({ type: 'invitation.recall' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'confirmingRecall' });
    actor.send({ type: 'dialog.close' });
    expect(fakes.recallCoApplicant.calls).toEqual([]);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe('preview');
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(fakes.submitApplication.calls).toEqual([{ applicationId: id }]);
  });

  it('a recall confirmed leaves the co-borrower step to answer again; an application the person is co-applicant of opens their own page', async () => {
    const recall = start({ load: [jointSamples.invited], recall: [ok(jointSamples.recalled)] });
    await settled(recall.actor);
    recall.actor.send({ type: 'step.edit', step: 'coBorrower' });
    recall.actor.send({ type: 'invitation.recall' });
    recall.actor.send({ type: 'recall.confirm' });
    await settled(recall.actor);
    expect(recall.fakes.recallCoApplicant.calls).toEqual([{ applicationId: id }]);
    expect(recall.actor.getSnapshot().context).toMatchObject({ step: 'coBorrower', notice: { key: 'loan:coBorrower.recalled' }, forms: { coBorrower: { mode: '' } }, application: { coApplicant: null } });

    const asCoApplicant = start({ load: [jointSamples.asCoApplicant] });
    await waitFor(asCoApplicant.actor, (snapshot) => snapshot.matches('coApplicantPage'));
    expect(asCoApplicant.coApplicantPages).toEqual([id]);
  });

  it('a declined invitation or a registry mismatch opens the draft at the co-borrower step, where the applicant decides', async () => {
    for (const application of [jointSamples.declined, jointSamples.left, jointSamples.citizenship]) {
      const { actor } = start({ load: [application] });
      await settled(actor);
      expect(actor.getSnapshot().value).toEqual({ editing: 'step' });
      expect(actor.getSnapshot().context.step).toBe('coBorrower');
      actor.stop();
    }
  });

  it('the offer applying together: accepted by the applicant, the co-applicant’s answer is awaited, and their refusal ends it', async () => {
    const offered = { ...byStatus.offerAwaitingCo, status: 'ApprovedByBank' as const, offerAcceptedBy: [] };
    const { actor, fakes } = start({ load: [offered], answer: [ok(byStatus.offerAwaitingCo)] });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ offer: 'shown' });
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'acceptance.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('offerWaiting'));
    fakes.followApplication.change(byStatus.declinedByCo);
    await waitFor(actor, (snapshot) => snapshot.matches('declined'));
    expect(actor.getSnapshot().context.application?.offerRefusedBy).toBe('coApplicant');
  });

  it('reaches every state and takes every transition on its generated paths (fake actors from the samples)', () => {
    const coverage = new MachineCoverage();
    const silent = fromPromise(() => new Promise<never>(() => undefined));
    const actors = Object.fromEntries(nodesOf(loanWizardMachine.root).flatMap((node) => node.invoke.map((invoke) => [String(invoke.src), silent])));
    const machine = (loanWizardMachine as AnyStateMachine).provide({ actors });
    for (const path of modelPaths(loanWizardEntry)) {
      const actor = createActor(machine, { inspect: coverage.inspect, input: path.input }).start();
      for (const step of path.steps) actor.send(step.event);
      actor.stop();
    }
    expect(coverage.missing(loanWizardMachine)).toEqual({ states: [], transitions: [] });
  });
});
