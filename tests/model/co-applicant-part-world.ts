import { randomUUID } from 'node:crypto';
import type { AnyActorRef } from 'xstate';
import type { LoanApplication } from '../../api/contract/loan-application';
import { coStepsFor } from '../../machines/co-applicant/co-applicant-part.machine';
import { createCoApplicantActors } from '../../src/actors/co-applicant.actors';
import { signIn } from '../support/account-helpers';
import { coApplicantApi, documentPicture, jointDraft, type JointDraft, type JointDraftOptions } from '../drivers/co-applicant.api';
import { settle, type ProcessWorld } from '../drivers/lending-process.api';
import { freshCard, loanApi, signedInPerson, type Person } from '../drivers/loan-applications.api';
import { ApiWorld, type ApiScenario } from './api-world';
import { answerOf, type ModelPath } from './model-paths';
import type { ApiLevelServer } from './api-level-walk';

/*
 * The co-applicant's part at the API level: each path is one household applying together through the
 * real API (tests/drivers/co-applicant.api.ts), the co-applicant's page runs on the live actors with
 * their session, and the applicant, the bank's sandboxes and the clock do their part when the path
 * expects the page to see it. Which household a path needs is read from the application its page
 * loads first: a sister who is single, a parent married to someone else (her husband's data and
 * pictures owed), a spouse the registry does not have married to the applicant, a co-applicant the
 * registry does not have as a citizen, one whose document the bank finds mismatched.
 */

type Status = LoanApplication['status'];
type SampleApplication = LoanApplication | null;
type Outcome = { outcome: string; application?: LoanApplication; refusal?: { code: string } };

/** How a sample application (the samples' `byStatus` and the two parts) is made real: the household and how far it goes. */
interface Recipe {
  household: Pick<JointDraftOptions, 'applicant' | 'coApplicant' | 'relationship' | 'coApplicantData'>;
  /** Whether the co-applicant's part is saved (and confirmed). */
  part: 'accepted' | 'saved' | 'confirmed';
  /** What happens after, through the API, the clock and the scheduler. */
  then?: Status;
}

const sister = { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister' } as const;
/** A parent married to someone else: her husband's data and pictures are owed in her part. */
const marriedParent = { applicant: 'eligibleLower', coApplicant: 'eligible', relationship: 'mother' } as const;

/** The household and progress each sample application stands for. */
function recipeOf(sample: LoanApplication): Recipe | null {
  const part = sample.coApplicantPart;
  const owesSpouse = part?.owedSteps.includes('spouseData') === true;
  const household = owesSpouse ? marriedParent : sister;
  switch (sample.status) {
    case 'InvitationAccepted': {
      if (sample.documentMismatchOf === 'coApplicant')
        // A married parent gives a passport the registry does not hold for her; a sister is a persona whose passport it holds as invalid.
        return {
          household: owesSpouse ? { ...marriedParent, coApplicantData: { documentType: 'passport', documentNumber: 'AN7777777' } } : { ...sister, coApplicant: 'coApplicantDocumentMismatch' },
          part: 'confirmed',
          then: 'InvitationAccepted',
        };
      const saved = part !== null && Object.values(part.steps).some((step) => step !== null);
      return { household, part: part?.partComplete ? 'confirmed' : saved ? 'saved' : 'accepted' };
    }
    case 'CitizenshipMismatch':
      return { household: { ...sister, coApplicant: 'coApplicantNotCitizen' }, part: 'accepted', then: 'CitizenshipMismatch' };
    case 'MaritalStatusMismatch':
      // Named the spouse: a woman the registry has married, but to another man than the applicant.
      return {
        household: { applicant: 'eligible', coApplicant: 'eligible', relationship: 'spouse', coApplicantData: { socialCardNumber: freshCard('eligible') } },
        part: 'accepted',
        then: 'MaritalStatusMismatch',
      };
    case 'CanceledByCoApplicant':
      return { household: sister, part: 'accepted', then: 'CanceledByCoApplicant' };
    case 'Draft':
      // Recalled by the applicant, back to a draft of their own.
      return { household: sister, part: 'accepted', then: 'Draft' };
    case 'RejectedByBank':
      return { household: { ...sister, coApplicant: 'coApplicantCreditHistory' }, part: 'confirmed', then: 'RejectedByBank' };
    case 'ManualReview':
      return { household: { ...sister, applicant: 'manualReview' }, part: 'confirmed', then: 'ManualReview' };
    case 'Sent':
    case 'ApprovedByBank':
    case 'ApprovedByClient':
    case 'ApprovedByCoapplicant':
    case 'OfferAccepted':
    case 'RejectedByClient':
    case 'CancelledByApplicantRequest':
      return { household, part: 'confirmed', then: sample.status };
    // 'Expired': the co-applicant's invitation lapses with the draft, and the server no longer shows it to them (allowed-gaps.ts).
    default:
      return null;
  }
}

/** One path's household on the real server, and the co-applicant's page's session in it. */
export class CoApplicantPartWorld extends ApiWorld {
  draft: JointDraft | undefined;
  /** The application the page loads first (from the path), made real by `input`. */
  firstLoad: SampleApplication | undefined;
  /** The status a watch is to see next (arranged before, done when the path expects it). */
  watchFor: SampleApplication | undefined;
  readonly actors;
  /** The server's last answer while moving the application on: what a failed move shows. */
  lastAnswer: unknown;
  /** The application the page opens (made by `input`, or an id the server does not know for them). */
  applicationId = '';

  constructor(
    server: ApiLevelServer,
    readonly process: ProcessWorld,
  ) {
    super(server.t, server.database);
    this.actors = createCoApplicantActors(this.client, (signal) => this.nextPoll(signal));
  }

  /** The watch's clock: it asks again when the path expects the page to see what the others did. */
  private poll: (() => void) | undefined;
  private nextPoll(signal: AbortSignal) {
    return new Promise<void>((resolve) => {
      this.poll = resolve;
      signal.addEventListener('abort', () => resolve());
    });
  }
  /** Moves the watch's clock on: its next read happens now. */
  pollNow() {
    const poll = this.poll;
    this.poll = undefined;
    poll?.();
  }

  get loans() {
    return loanApi(this.t);
  }
  get co() {
    return coApplicantApi(this.t);
  }
  get applicant(): Person {
    if (!this.draft) throw new Error('no household yet');
    return this.draft.applicant;
  }
  get coApplicant(): Person {
    if (!this.draft) throw new Error('no household yet');
    return this.draft.coApplicant;
  }

  /** The application as the co-applicant's page reads it now (null: not theirs). */
  async read(): Promise<LoanApplication | null> {
    if (!this.draft) return null;
    const answer = await this.loans.get(this.token ?? this.coApplicant.token, this.draft.id);
    return answer.status === 200 ? answer.body : null;
  }

  async status(): Promise<Status | null> {
    return (await this.read())?.status ?? null;
  }

  /** Both people sign in again after the clock moved past their sessions' idle time; the page keeps the co-applicant's. */
  async signInAgain() {
    for (const person of [this.applicant, this.coApplicant]) person.token = await signIn(this.t, person);
    this.token = this.coApplicant.token;
  }

  /** Makes the household of a recipe and takes it as far as the recipe says. */
  async make(recipe: Recipe): Promise<string> {
    this.draft = await jointDraft(this.t, {
      ...recipe.household,
      apartmentId: this.process.nextFlat(),
      applicantData: { monthlyIncomeTax: 300_000, ...(recipe.household.applicant === 'manualReview' ? {} : {}) },
      coApplicantData: { monthlyIncomeTax: 300_000, ...recipe.household.coApplicantData },
      ...(recipe.part === 'accepted' ? { onlyAccept: true } : { complete: recipe.part === 'confirmed' }),
    });
    this.token = this.coApplicant.token;
    if (recipe.then && !(await this.moveTo(recipe.then))) throw new Error(`the household could not go on to ${recipe.then}: ${JSON.stringify(this.lastAnswer)}`);
    return this.draft.id;
  }

  /** Takes the application on to `status` the way it happens for real; false when it cannot go there from here. */
  async moveTo(status: Status): Promise<boolean> {
    const draft = this.draft;
    if (!draft) return false;
    const now = await this.status();
    if (now === status && status !== 'InvitationAccepted') return true;
    const applicant = () => this.applicant.token;
    switch (status) {
      case 'CitizenshipMismatch':
      case 'MaritalStatusMismatch': {
        // The registry answers the first save of their data.
        const saved = await this.co.step(this.coApplicant.token, draft.id, 'applicantData', draft.coApplicantData);
        this.lastAnswer = saved.body;
        return saved.body.status === status;
      }
      case 'Sent': {
        if (now !== 'InvitationAccepted') return false;
        // The developer confirms the flat first, then the applicant submits.
        await settle(this.process, this.process.partnerDelayMs);
        const submitted = await this.loans.submit(applicant(), draft.id);
        this.lastAnswer = submitted.body;
        return submitted.body.status === 'Sent';
      }
      case 'InvitationAccepted':
      case 'ApprovedByBank':
      case 'RejectedByBank':
      case 'ManualReview':
        if (now === 'InvitationAccepted' && !(await this.moveTo('Sent'))) return false;
        if ((await this.status()) !== 'Sent') return false;
        await settle(this.process, this.process.decisionDelayMs);
        return (await this.status()) === status;
      case 'ApprovedByClient':
      case 'ApprovedByCoapplicant':
      case 'OfferAccepted':
      case 'RejectedByClient': {
        if (now !== 'ApprovedByBank' && now !== 'ApprovedByClient' && now !== 'ApprovedByCoapplicant' && !(await this.moveTo('ApprovedByBank'))) return false;
        const answers: [string, 'accept' | 'reject'][] =
          status === 'ApprovedByClient' ? [[applicant(), 'accept']] : status === 'ApprovedByCoapplicant' ? [[this.coApplicant.token, 'accept']] : status === 'RejectedByClient' ? [[applicant(), 'reject']] : [[applicant(), 'accept'], [this.coApplicant.token, 'accept']];
        for (const [token, answer] of answers) await this.loans.offer(token, draft.id, answer);
        return (await this.status()) === status;
      }
      case 'CancelledByApplicantRequest': {
        if (now === 'InvitationAccepted' && !(await this.moveTo('Sent'))) return false;
        await this.t.json(`/api/loan-applications/${draft.id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${applicant()}` } });
        return (await this.status()) === status;
      }
      case 'CanceledByCoApplicant': {
        const left = await this.co.cancel(this.coApplicant.token, draft.id);
        this.lastAnswer = left.body;
        return left.status === 200;
      }
      case 'Draft':
        return this.recall();
      case 'Expired': {
        if (now !== 'InvitationAccepted') return false;
        // The submission deadline passes: two days and a moment later the scheduler expires the draft.
        const read = await this.read();
        this.t.clock.set(new Date(Date.parse(read?.submitBy ?? '') + 1_000));
        await this.process.scheduler.runDue();
        await this.signInAgain();
        return (await this.status()) === 'Expired';
      }
      default:
        return false;
    }
  }

  /** The change a watch is to see happens now, as the applicant or the bank would make it. */
  async doWatched() {
    const target = this.watchFor;
    this.watchFor = undefined;
    const done = target === null ? await this.recall() : target ? await this.moveTo(target.status) : true;
    if (!done) throw new Error(`the household could not go on to ${target?.status ?? 'recalled'}: ${JSON.stringify(this.lastAnswer)}`);
  }

  /** The applicant recalls the invitation: the application is no longer the co-applicant's. */
  async recall(): Promise<boolean> {
    if (!this.draft) return false;
    return (await this.co.recall(this.applicant.token, this.draft.id)).status === 200;
  }
}

const loadsOf = (path: ModelPath) => path.steps.filter((step) => answerOf(step.event)?.[2] === 'loadApplication').map((step) => (step.event as { output?: SampleApplication }).output);
const applicationOf = (output: unknown) => (output as Outcome | undefined)?.application;

/**
 * What of an application the page's significant context depends on (the rest is the recipe's): past
 * the part only the status and whose it is; while it is prepared, where the part stands too.
 */
const viewKey = (application: SampleApplication | undefined) => {
  if (!application) return 'null';
  if (application.role === 'applicant') return JSON.stringify({ role: application.role });
  if (application.status !== 'InvitationAccepted') return JSON.stringify({ status: application.status, role: application.role });
  const part = application.coApplicantPart;
  return JSON.stringify({
    status: application.status,
    owesSpouse: part?.owedSteps.includes('spouseData') ?? null,
    confirmed: part?.partComplete ?? null,
    saved: Object.entries(part?.steps ?? {}).filter(([, step]) => step !== null).map(([name]) => name).sort(),
    locked: part?.socialCardLocked ?? null,
    pictures: application.pictures.filter((picture) => picture.owner === 'coApplicantSpouse').map((picture) => picture.kind).sort(),
    mismatch: application.documentMismatchOf,
  });
};

/** The household the page opens, made real from the first load of the path; the session it opens with is set on the world. */
async function openedBy(world: CoApplicantPartWorld): Promise<{ applicationId: string }> {
  const first = world.firstLoad;
  // Not theirs: an application id the server does not know for them.
  if (first === null || first === undefined) {
    world.token = (await signedInPerson(world.t)).token;
    return { applicationId: randomUUID() };
  }
  // Their own application opened at the co-applicant's address: the applicant's session.
  if (first.role === 'applicant') {
    // A draft of their own: the one they invited a sister to, and recalled.
    const id = await world.make({ household: sister, part: 'accepted', then: 'Draft' });
    world.token = world.applicant.token;
    return { applicationId: id };
  }
  const recipe = recipeOf(first);
  if (!recipe) return { applicationId: randomUUID() };
  return { applicationId: await world.make(recipe) };
}

export function coApplicantPartScenario(process: () => ProcessWorld): ApiScenario<CoApplicantPartWorld> {
  return {
    world: (server) => new CoApplicantPartWorld(server, process()),
    actors: (world) => world.actors,
    prepare(world, path) {
      world.firstLoad = loadsOf(path)[0];
    },
    async input(world) {
      const input = await openedBy(world);
      world.applicationId = input.applicationId;
      return input;
    },
    async event(_world, event, upcoming) {
      if (event.type !== 'picture.upload') return event;
      const upload = upcoming.find((answer) => answer.actorId === 'uploadPicture')?.output as Outcome | undefined;
      // The sample's few bytes are no picture (the server refuses their format); an upload that succeeds sends a real one.
      return upload?.outcome === 'uploaded' ? { ...event, file: new Blob([new Uint8Array(await documentPicture())], { type: 'image/png' }) } : event;
    },
    complete: {
      // The change the page is to see happens now, as the applicant or the bank would make it.
      async watchApplication(world: CoApplicantPartWorld, _child: AnyActorRef | undefined) {
        await world.doWatched();
        world.pollNow();
      },
    },
    answersOnCue: ['watchApplication'],
    async agrees(world, snapshot) {
      const shown = snapshot.context.application as SampleApplication;
      if (shown?.status !== 'InvitationAccepted' || !shown.coApplicantPart) return undefined;
      const now = await world.read();
      const part = now?.coApplicantPart;
      // Recalled or sent meanwhile: the page learns it from its watch, and owes nothing more here.
      if (!part || now?.status !== 'InvitationAccepted') return undefined;
      // The step list the page offers is the one the server owes, and the step it shows is one of them.
      const offered = coStepsFor(shown);
      if (offered.join() !== part.owedSteps.join()) return `the page offers ${offered.join(', ')}; the server owes ${part.owedSteps.join(', ')}`;
      const step = snapshot.context.step as string;
      return part.owedSteps.includes(step as never) ? undefined : `the page shows the step ${step}, which the server does not owe`;
    },
    async arrange(world, actorId, output, snapshot) {
      switch (actorId) {
        case 'loadApplication': {
          // The page reads what the server holds: the first load is the recipe's; a later one must find it unchanged.
          const now = await world.read();
          return viewKey(now) === viewKey(output as SampleApplication);
        }
        case 'watchApplication': {
          const target = output as SampleApplication;
          const now = await world.status();
          // Only a part in preparation can be recalled; once sent the application stays the co-applicant's.
          const ok = target === null ? now === 'InvitationAccepted' : target.status === 'Sent' ? now === 'InvitationAccepted' : target.status === 'ApprovedByBank' ? now === 'InvitationAccepted' || now === 'Sent' : false;
          world.watchFor = target;
          return ok;
        }
        case 'saveStep': {
          const o = output as Outcome;
          // The card is locked once their data is saved: a changed card is refused, the rest saves.
          const forms = snapshot.context.forms as { applicantData?: { socialCardNumber?: string } } | undefined;
          const savedCard = world.draft?.coApplicantSteps.length ? world.draft.coApplicantData.socialCardNumber : undefined;
          const cardChanged = snapshot.context.step === 'applicantData' && savedCard !== undefined && forms?.applicantData?.socialCardNumber !== savedCard;
          if (o.outcome === 'ok') return applicationOf(o)?.status === 'InvitationAccepted' && !cardChanged;
          if (o.outcome === 'refused' && o.refusal?.code === 'LOAN_APPLICATION.SOCIAL_CARD_LOCKED') return cardChanged;
          return false;
        }
        case 'uploadPicture': {
          // The file the person picks decides (scenario.event): a real picture, or bytes that are none.
          const o = output as Outcome;
          return o.outcome === 'uploaded' || o.refusal?.code === 'LOAN_APPLICATION.WRONG_FILE_FORMAT';
        }
        case 'completePart': {
          const o = output as Outcome;
          return o.outcome === 'ok' && JSON.stringify(snapshot.value).includes('editing');
        }
        case 'leaveApplication': {
          const o = output as Outcome;
          if (o.outcome === 'ok') return true;
          // Too late to leave: the applicant submitted (her part confirmed) while her page was open.
          return o.refusal?.code === 'LOAN_APPLICATION.ACTION_NOT_ALLOWED' && (await world.status()) === 'InvitationAccepted' && (await world.moveTo('Sent'));
        }
        case 'answerOffer': {
          const o = output as Outcome;
          const now = await world.status();
          // Refused: the applicant declined the offer while her page still showed it.
          if (o.outcome === 'refused') return o.refusal?.code === 'LOAN_APPLICATION.ACTION_NOT_ALLOWED' && now === 'ApprovedByBank' && (await world.moveTo('RejectedByClient'));
          const status = applicationOf(o)?.status;
          // Her acceptance before the applicant's answer; a refusal ends it for both.
          if (status === 'ApprovedByCoapplicant') return now === 'ApprovedByBank';
          if (status === 'RejectedByClient') return now === 'ApprovedByBank' || now === 'ApprovedByClient';
          return false;
        }
        default:
          return false;
      }
    },
  };
}
