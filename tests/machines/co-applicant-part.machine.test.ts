import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import type { LoanApplication } from '../../api/contract/loan-application';
import { coApplicantPartMachine } from '../../machines/co-applicant/co-applicant-part.machine';
import { coApplication, coApplicantPartEntry, freshCoApplication } from '../../machines/co-applicant/co-applicant-part.samples';
import type { ApplicationOutcome, SaveOutcome, UploadOutcome } from '../../machines/loan-wizard/loan-wizard.machine';
import { modelPaths } from '../model/model-paths';
import { failure, scripted } from '../support/fake-actors';
import { MachineCoverage, nodesOf } from '../support/machine-coverage';

const id = freshCoApplication.id;
const ok = (application: LoanApplication): ApplicationOutcome => ({ outcome: 'ok', application });
const offer = { currency: 'AMD' as const, amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 330_326, repaymentType: 'annuity' as const };

interface Script {
  load?: (LoanApplication | null | Error)[];
  save?: (SaveOutcome | Error)[];
  upload?: UploadOutcome[];
  complete?: ApplicationOutcome[];
  leave?: ApplicationOutcome[];
  watch?: (LoanApplication | null)[];
  answer?: ApplicationOutcome[];
}

/** The watch answers from its script, then waits for good (the page keeps waiting), as the live one polls. */
function watching(script: (LoanApplication | null)[]) {
  const queue = [...script];
  const calls: { applicationId: string; status: string }[] = [];
  const logic = fromPromise<LoanApplication | null, { applicationId: string; status: string }>(({ input }) => {
    calls.push(input);
    return queue.length > 0 ? Promise.resolve(queue.shift() ?? null) : new Promise<never>(() => undefined);
  });
  return Object.assign(logic, { calls });
}

function start(script: Script) {
  const fakes = {
    loadApplication: scripted('loadApplication', script.load ?? []),
    saveStep: scripted<SaveOutcome, { applicationId: string; save: { step: string; data: Record<string, unknown> } }>('saveStep', script.save ?? []),
    uploadPicture: scripted<UploadOutcome, { applicationId: string; kind: string; file: Blob }>('uploadPicture', script.upload ?? []),
    completePart: scripted('completePart', script.complete ?? []),
    leaveApplication: scripted('leaveApplication', script.leave ?? []),
    watchApplication: watching(script.watch ?? []),
    answerOffer: scripted<ApplicationOutcome, { applicationId: string; answer: string }>('answerOffer', script.answer ?? []),
  };
  const failures: unknown[] = [];
  const machine = coApplicantPartMachine.provide({ actors: fakes as never, actions: { notifyFailure: (_, params: { error: unknown }) => void failures.push(params.error) } });
  const actor = createActor(machine, { input: { applicationId: id } }).start();
  return { actor, fakes, failures };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('routing'));
const change = (actor: Actor, step: 'applicantData' | 'consent' | 'addresses' | 'spouseData', values: Record<string, string | boolean>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', step, field, value });
};

const single = {
  firstName: 'Arman',
  lastName: 'Petrosyan',
  middleName: 'Karen',
  birthDate: '1988-09-12',
  documentNumber: 'AM7654321',
  phoneNumber: '+37477654321',
  maritalStatus: 'single',
  monthlyIncomeTax: '90000',
};

describe('the co-applicant part machine', () => {
  it('a fresh part starts at their data with the prefill; each step is saved as it is left, in their own order (no loan info, no co-borrower step)', async () => {
    const saved = coApplication({ coApplicantPart: { ...freshCoApplication.coApplicantPart!, currentStep: 'consent' } });
    const { actor, fakes } = start({ load: [freshCoApplication], save: [ok(saved), ok(saved), ok(saved)] });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'step' });
    expect(actor.getSnapshot().context.step).toBe('applicantData');
    expect(actor.getSnapshot().context.forms.applicantData).toMatchObject({ email: 'arman@example.am', socialCardNumber: '1000000029', firstName: '' });
    // Unfinished: the fields say so and nothing is saved.
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ firstName: { key: 'validation:required' } });
    expect(fakes.saveStep.calls).toEqual([]);
    change(actor, 'applicantData', single);
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(fakes.saveStep.calls[0]).toMatchObject({ applicationId: id, save: { step: 'applicantData', data: { firstName: 'Arman', socialCardNumber: '1000000029', maritalStatus: 'single', monthlyIncomeTax: 90000 } } });
    expect(actor.getSnapshot().context.step).toBe('consent');
    change(actor, 'consent', { creditRegisterConsent: true, personalDataConsent: true });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('addresses');
    change(actor, 'addresses', { 'registration.region': 'Yerevan', 'registration.community': 'Arabkir', 'registration.street': 'Komitas', 'registration.building': '3' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    // Not married: no spouse step, straight to the preview.
    expect(actor.getSnapshot().context.step).toBe('preview');
    expect(fakes.saveStep.calls.map((call) => call.save.step)).toEqual(['applicantData', 'consent', 'addresses']);
  });

  it('the applicant\'s husband, married, owes no spouse step because the server says so: addresses lead to the preview and his part can be confirmed', async () => {
    // The server's answers: he is the applicant's spouse, so his owed steps have no spouse data however married his data says he is.
    const owed = ['applicantData', 'consent', 'addresses', 'preview'] as const;
    const part = coApplication().coApplicantPart!;
    const husband = (currentStep: 'consent' | 'addresses' | 'preview', addresses: boolean) =>
      coApplication({ pictures: [], coApplicantPart: { ...part, currentStep, owedSteps: [...owed], steps: { ...part.steps, addresses: addresses ? part.steps.addresses : null, spouseData: null } } });
    const opening = coApplication({ pictures: [], coApplicantPart: { ...husband('consent', false).coApplicantPart!, currentStep: 'addresses' } });
    const { actor, fakes } = start({ load: [opening], save: [ok(husband('preview', true))], complete: [ok(husband('preview', true))] });
    await settled(actor);
    expect(actor.getSnapshot().context.forms.applicantData.maritalStatus).toBe('married');
    expect(actor.getSnapshot().context.step).toBe('addresses');
    change(actor, 'addresses', { 'registration.region': 'Yerevan', 'registration.community': 'Arabkir', 'registration.street': 'Komitas', 'registration.building': '3' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('preview');
    actor.send({ type: 'part.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ following: 'waitingForSubmission' }));
    expect(fakes.completePart.calls).toEqual([{ applicationId: id }]);
    expect(fakes.saveStep.calls.map((call) => call.save.step)).toEqual(['addresses']);
  });

  it('resumes a saved part at the preview; confirming it waits for the applicant, who submits: then the bank', async () => {
    const sent = coApplication({ status: 'Sent' });
    const { actor, fakes } = start({ load: [coApplication()], complete: [ok(coApplication())], watch: [sent] });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('preview');
    actor.send({ type: 'part.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ following: 'waitingForSubmission' }));
    expect(fakes.completePart.calls).toEqual([{ applicationId: id }]);
    await waitFor(actor, (snapshot) => snapshot.matches({ following: 'waitingForBank' }));
    expect(fakes.watchApplication.calls).toEqual([
      { applicationId: id, status: 'InvitationAccepted' },
      { applicationId: id, status: 'Sent' },
    ]);
  });

  it('a married co-applicant gives their spouse\'s data and both pictures before the preview; a missing picture is said, not saved', async () => {
    const unpictured = coApplication({ pictures: [], coApplicantPart: { ...coApplication().coApplicantPart!, currentStep: 'spouseData', steps: { ...coApplication().coApplicantPart!.steps, spouseData: null } } });
    const picture = { owner: 'coApplicantSpouse' as const, kind: 'photoPage' as const, contentType: 'image/jpeg' as const, bytes: 1, width: 1, height: 1, uploadedAt: '2026-01-15T09:30:00Z', url: '/x' };
    const { actor, fakes } = start({ load: [unpictured], upload: [{ outcome: 'uploaded', picture }, { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.WRONG_FILE_FORMAT' } }] });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('spouseData');
    change(actor, 'spouseData', { firstName: 'Ani', lastName: 'Petrosyan', middleName: 'Aram', socialCardNumber: '1000000011', documentNumber: 'AN1234567' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'loan:spouse.picturesMissing' });
    actor.send({ type: 'picture.upload', kind: 'photoPage', file: new Blob(['x']) });
    await settled(actor);
    actor.send({ type: 'picture.upload', kind: 'addressPage', file: new Blob(['x']) });
    await settled(actor);
    expect(fakes.uploadPicture.calls.map((call) => call.kind)).toEqual(['photoPage', 'addressPage']);
    expect(actor.getSnapshot().context.errors['picture.addressPage']).toEqual({ key: 'errors:LOAN_APPLICATION.WRONG_FILE_FORMAT' });
    expect(actor.getSnapshot().context.application?.pictures.map((p) => p.kind)).toEqual(['photoPage']);
    expect(fakes.saveStep.calls).toEqual([]);
  });

  it('her data saved, a married co-applicant finds the spouse step filled with the registry\'s record of her husband', async () => {
    const husband = { firstName: 'Aram', lastName: 'Hakobyan', middleName: 'Levon', socialCardNumber: '1000000127', documentType: 'idCard' as const, documentNumber: '001234599' };
    const saved = coApplication({ coApplicantPart: { ...freshCoApplication.coApplicantPart!, currentStep: 'consent', spousePrefill: husband } });
    const { actor } = start({ load: [freshCoApplication], save: [ok(saved)] });
    await settled(actor);
    // Nothing known of a spouse before her data names her married.
    expect(actor.getSnapshot().context.forms.spouseData.firstName).toBe('');
    change(actor, 'applicantData', { ...single, maritalStatus: 'married' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe('consent');
    expect(actor.getSnapshot().context.forms.spouseData).toEqual(husband);
  });

  it('once the registry checked it the social card is read-only; the age refusal opens a dialog; a failure keeps the step', async () => {
    const { actor, fakes, failures } = start({ load: [coApplication()], save: [{ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH' } }, failure()] });
    await settled(actor);
    actor.send({ type: 'step.edit', step: 'applicantData' });
    change(actor, 'applicantData', { socialCardNumber: '1000000037' });
    expect(actor.getSnapshot().context.forms.applicantData.socialCardNumber).toBe('1000000029');
    expect(actor.getSnapshot().context.errors.socialCardNumber).toEqual({ key: 'coApplicant:part.socialCardLocked' });
    change(actor, 'applicantData', { birthDate: '1960-01-01' });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'refusalDialog' });
    expect(actor.getSnapshot().context.dialog).toEqual({ code: 'LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 'applicantData', dialog: undefined });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(failures).toHaveLength(1);
    expect(actor.getSnapshot().context.step).toBe('applicantData');
    expect(fakes.saveStep.calls).toHaveLength(2);
  });

  it('a registry mismatch after a save shows its panel; leaving is confirmed first, and then the part ends', async () => {
    const { actor, fakes } = start({ load: [coApplication()], save: [ok(coApplication({ status: 'MaritalStatusMismatch' }))], leave: [ok(coApplication({ status: 'CanceledByCoApplicant' }))] });
    await settled(actor);
    actor.send({ type: 'step.edit', step: 'applicantData' });
    actor.send({ type: 'step.next' });
    await waitFor(actor, (snapshot) => snapshot.matches({ following: 'maritalStatusMismatch' }));
    actor.send({ type: 'part.leave' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ following: 'maritalStatusMismatch' });
    expect(fakes.leaveApplication.calls).toEqual([]);
    actor.send({ type: 'part.leave' });
    actor.send({ type: 'leave.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('left'));
    expect(fakes.leaveApplication.calls).toEqual([{ applicationId: id }]);
  });

  it('confirming an incomplete part says so without calling; the server\'s refusal is shown above the step', async () => {
    const { actor, fakes } = start({ load: [freshCoApplication, coApplication()], complete: [{ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.STEP_MISSING' } }] });
    await settled(actor);
    actor.send({ type: 'part.confirm' });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'coApplicant:part.incomplete' });
    expect(fakes.completePart.calls).toEqual([]);
    const second = start({ load: [coApplication()], complete: [{ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.STEP_MISSING' } }] });
    await settled(second.actor);
    second.actor.send({ type: 'part.confirm' });
    await settled(second.actor);
    expect(second.actor.getSnapshot().context.notice).toEqual({ key: 'errors:LOAN_APPLICATION.STEP_MISSING' });
    expect(second.actor.getSnapshot().value).toEqual({ editing: 'step' });
  });

  it('the offer: accepting and refusing are each confirmed first; accepting waits for the applicant; the applicant\'s answer arriving first moves the page', async () => {
    const offered = coApplication({ status: 'ApprovedByBank', offer });
    const answered = coApplication({ status: 'ApprovedByCoapplicant', offer, offerAcceptedBy: ['coApplicant'] });
    const accepted = coApplication({ status: 'OfferAccepted', offer, offerAcceptedBy: ['applicant', 'coApplicant'] });
    const { actor, fakes } = start({ load: [offered], answer: [ok(answered)] });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ following: { offer: 'shown' } });
    actor.send({ type: 'offer.accept' });
    expect(actor.getSnapshot().value).toEqual({ following: { offer: 'confirmingAcceptance' } });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ following: { offer: 'shown' } });
    // Neither confirmation answers without its dialog open, nor the refusal's in the acceptance's.
    actor.send({ type: 'acceptance.confirm' });
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'refusal.confirm' });
    expect(actor.getSnapshot().value).toEqual({ following: { offer: 'confirmingAcceptance' } });
    expect(fakes.answerOffer.calls).toEqual([]);
    actor.send({ type: 'acceptance.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ following: 'offerAnswered' }));
    expect(fakes.answerOffer.calls).toEqual([{ applicationId: id, answer: 'accept' }]);
    // The applicant accepts too: the page follows to the accepted offer.
    const following = start({ load: [answered], watch: [accepted] });
    await waitFor(following.actor, (snapshot) => snapshot.matches('accepted'));

    const refusing = start({ load: [offered], answer: [ok(coApplication({ status: 'RejectedByClient', offer, offerRefusedBy: 'coApplicant' }))] });
    await settled(refusing.actor);
    refusing.actor.send({ type: 'offer.reject' });
    expect(refusing.actor.getSnapshot().value).toEqual({ following: { offer: 'confirmingRefusal' } });
    refusing.actor.send({ type: 'dialog.close' });
    expect(refusing.fakes.answerOffer.calls).toEqual([]);
    refusing.actor.send({ type: 'offer.reject' });
    refusing.actor.send({ type: 'refusal.confirm' });
    await waitFor(refusing.actor, (snapshot) => snapshot.matches('refused'));
    expect(refusing.fakes.answerOffer.calls).toEqual([{ applicationId: id, answer: 'reject' }]);
    expect(refusing.actor.getSnapshot().context.application?.offerRefusedBy).toBe('coApplicant');

    const first = start({ load: [coApplication({ status: 'ApprovedByClient', offer, offerAcceptedBy: ['applicant'] })], watch: [coApplication({ status: 'RejectedByClient', offer, offerRefusedBy: 'applicant' })] });
    await waitFor(first.actor, (snapshot) => snapshot.matches('refused'));
    expect(first.fakes.watchApplication.calls).toEqual([{ applicationId: id, status: 'ApprovedByClient' }]);
  });

  it('each status the co-applicant can meet has its screen; a recalled invitation and a stranger\'s link end clearly', async () => {
    const cases: [LoanApplication | null, unknown][] = [
      [coApplication({ status: 'CitizenshipMismatch' }), { following: 'citizenshipMismatch' }],
      [coApplication({ status: 'ManualReview' }), { following: 'manualReview' }],
      [coApplication({ status: 'RejectedByBank' }), 'rejected'],
      [coApplication({ status: 'Expired' }), 'expired'],
      [coApplication({ status: 'RejectedByCoapplicant' }), 'left'],
      [coApplication({ status: 'Deleted' }), 'withdrawn'],
      [coApplication({ status: 'CoApplicantDecision' }), 'recalled'],
      [{ ...coApplication({ status: 'Draft' }), role: 'applicant', coApplicantPart: null }, 'ownApplication'],
      [null, 'notFound'],
    ];
    for (const [application, expected] of cases) {
      const { actor } = start({ load: [application], watch: [] });
      await waitFor(actor, (snapshot) => JSON.stringify(snapshot.value) === JSON.stringify(expected), { timeout: 500 });
      actor.stop();
    }
    // The applicant recalling while the person waits: the watch finds the application gone.
    const { actor } = start({ load: [coApplication({ status: 'Sent' })], watch: [null] });
    await waitFor(actor, (snapshot) => snapshot.matches('recalled'));
    // A failed read offers a retry, which reads again.
    const retry = start({ load: [failure(), coApplication()] });
    await waitFor(retry.actor, (snapshot) => snapshot.matches('technicalIssue'));
    retry.actor.send({ type: 'flow.retry' });
    await settled(retry.actor);
    expect(retry.actor.getSnapshot().value).toEqual({ editing: 'step' });
  });

  it('a document mismatch of the co-applicant reopens their data with a notice', async () => {
    const { actor } = start({ load: [coApplication({ documentMismatch: true, documentMismatchOf: 'coApplicant' })] });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ step: 'applicantData', notice: { key: 'coApplicant:part.documentMismatch' } });
  });

  it('reaches every state and takes every transition on its generated paths (fake actors from the samples)', () => {
    const coverage = new MachineCoverage();
    const silent = fromPromise(() => new Promise<never>(() => undefined));
    const actors = Object.fromEntries(nodesOf(coApplicantPartMachine.root).flatMap((node) => node.invoke.map((invoke) => [String(invoke.src), silent])));
    const machine = (coApplicantPartMachine as AnyStateMachine).provide({ actors });
    for (const path of modelPaths(coApplicantPartEntry)) {
      const actor = createActor(machine, { inspect: coverage.inspect, input: path.input }).start();
      for (const step of path.steps) actor.send(step.event);
      actor.stop();
    }
    expect(coverage.missing(coApplicantPartMachine)).toEqual({ states: [], transitions: [] });
  });
});
