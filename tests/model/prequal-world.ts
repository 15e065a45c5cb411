import { and, desc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { fromPromise, type EventObject } from 'xstate';
import type { Decision, PrequalApplication } from '../../api/contract/prequal';
import { personaFor, twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { days } from '../../api/server/clock';
import { outboxMessages, prequalApplications, userIdentities, users } from '../../api/server/db/schema';
import type { OtpOwner } from '../../machines/otp/otp.machine';
import type { CheckOutcome, LoadOutcome, PrequalInput, SaveOutcome } from '../../machines/prequal/prequal.machine';
import { checkApplicationStatus, createPrequalActors } from '../../src/actors/prequal.actors';
import type { ApiScenario, ApiWorld } from './api-world';
import { answerOf, type ModelPath } from './model-paths';

/** What a path's person types at the first step so the registry and the credit register answer as the path expects. */
interface Typed {
  socialCard: string;
  documentType: string;
  documentNumber: string;
}

interface PrequalWorld {
  typed: Typed;
  /**
   * The path's own social card of the typed persona (a card pre-qualifies one account, so each path's
   * person has a card of its own): the persona's last three digits after the path's serial.
   */
  serial: number;
  /** The path's last decision needs the consent to have run out before it is asked for. */
  consentExpired: boolean;
  /** The path's last answer needs its social card bound to another account first. */
  cardTaken: boolean;
  /** Answers of the current event arranged so far (a saved first step renews the consent). */
  savedBasic: boolean;
  /**
   * The check-status answers that come right after a load, with no event between: the harness
   * arranges only the load, so its arrangement prepares these too.
   */
  afterLoad: ({ output: CheckOutcome; failure: false } | { failure: true } | undefined)[];
}
const worlds = new WeakMap<ApiWorld, PrequalWorld>();
const stateOf = (world: ApiWorld) => {
  const state = worlds.get(world);
  if (!state) throw new Error('the path was not prepared');
  return state;
};

/** Every persona holds a passport: the form starts on a passport, so the path types that one. */
const typedFor = (persona: SandboxPersona, valid = true): Typed => {
  const document = persona.documents.find((candidate) => candidate.type === 'passport' && candidate.valid === valid) ?? persona.documents[0];
  return { socialCard: persona.socialCard, documentType: document?.type ?? 'passport', documentNumber: document?.number ?? '' };
};

/** The persona behind a decision: each decision of the registry's samples is one persona's. */
function personaForDecision(decision: Decision | null | undefined): SandboxPersona {
  if (!decision) return personaFor('eligible');
  if (decision.outcome === 'eligible') return personaFor(decision.amount < decision.requestedAmount ? 'eligibleLower' : 'eligible');
  if (decision.outcome === 'manualReview') return personaFor('manualReview');
  return personaFor(decision.reason);
}

/** What to type for the answer a check-status call must give. */
function typedForCheck(output: CheckOutcome): { typed: Typed; consentExpired: boolean; cardTaken: boolean } {
  const plain = { consentExpired: false, cardTaken: false };
  if (output.outcome === 'decided') return { typed: typedFor(personaForDecision(output.application.decision)), ...plain };
  if (output.outcome === 'serviceUnavailable') return { typed: typedFor(personaFor('registryDown')), ...plain };
  if (output.outcome === 'socialCardTaken') return { typed: typedFor(personaFor('eligible')), consentExpired: false, cardTaken: true };
  if (output.reason === 'WRONG_SOCIAL_CARD') return { typed: { ...typedFor(personaFor('eligible')), socialCard: '1999999999' }, ...plain };
  if (output.reason === 'DOCUMENT_MISMATCH') return { typed: typedFor(personaFor('documentMismatch'), false), ...plain };
  return { typed: typedFor(personaFor('eligible')), consentExpired: true, cardTaken: false };
}

let serials = 0;
/** What the path's person types: the typed persona under the path's own social card. */
const typedBy = (state: PrequalWorld): Typed => ({ ...state.typed, socialCard: twinSocialCard(state.typed.socialCard, state.serial) });

/** Another account, bound to the path's social card (it pre-qualified first). */
async function bindCardElsewhere(world: ApiWorld, socialCard: string): Promise<void> {
  const now = world.t.clock.now();
  const [holder] = await world.database.db
    .insert(users)
    .values({ email: `holder-${socialCard}@example.am`, firstName: 'Anna', lastName: 'Hakobyan', passwordHash: 'not a password hash', termsAcceptedAt: now, passwordChangedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!holder) return;
  await world.database.db
    .insert(userIdentities)
    .values({ userId: holder.id, socialCard, firstName: 'Anna', lastName: 'Hakobyan', middleName: 'Aramovna', birthDate: '1992-01-01', citizenship: 'AM', boundAt: now, updatedAt: now });
}

/** The answers a path expects of one actor, in order. */
const answersOf = (path: ModelPath, actorId: string) =>
  path.steps.flatMap((step) => {
    const match = answerOf(step.event);
    return match?.[2] === actorId && match[1] === 'done' ? [(step.event as { output?: unknown }).output] : [];
  });

/** The path's person, chosen by its last decision (or the application it resumes). */
function prepare(world: ApiWorld, path: ModelPath) {
  const check = answersOf(path, 'checkStatus').at(-1) as CheckOutcome | undefined;
  const loaded = answersOf(path, 'loadApplication').at(-1) as LoadOutcome | undefined;
  const chosen = check ? typedForCheck(check) : { typed: typedFor(personaForDecision(loaded && 'application' in loaded ? loaded.application.decision : null)), consentExpired: false, cardTaken: false };
  const afterLoad = path.steps.flatMap((step, index) => {
    if (answerOf(step.event)?.[2] !== 'loadApplication') return [];
    const next = answerOf(path.steps[index + 1]?.event ?? { type: '' });
    if (next?.[2] !== 'checkStatus') return [undefined];
    return [next[1] === 'error' ? { failure: true as const } : { output: (path.steps[index + 1]?.event as unknown as { output: CheckOutcome }).output, failure: false as const }];
  });
  serials += 1;
  worlds.set(world, { ...chosen, serial: serials, savedBasic: false, afterLoad });
}

/** Makes the next check-status call answer `check`: by what was typed, an outage, or a consent run out. */
async function arrangeCheck(world: ApiWorld, state: PrequalWorld, check: CheckOutcome): Promise<boolean> {
  const last = typedForCheck(check);
  // An earlier answer than the path's last: only an outage can come and go.
  if (JSON.stringify(last.typed) !== JSON.stringify(state.typed) || last.consentExpired !== state.consentExpired || last.cardTaken !== state.cardTaken) {
    if (check.outcome !== 'serviceUnavailable') return false;
    world.t.registryOutage.next = true;
    return true;
  }
  if (state.cardTaken) {
    await bindCardElsewhere(world, typedBy(state).socialCard);
    return true;
  }
  if (!state.consentExpired) return true;
  // A first step saved in the same breath would renew the consent.
  if (state.savedBasic) return false;
  const open = await openApplication(world);
  if (!open) return false;
  await world.database.db.update(prequalApplications).set({ consentAt: new Date(world.t.clock.now().getTime() - days(100)) }).where(eq(prequalApplications.id, open.id));
  return true;
}

const post = <T>(world: ApiWorld, path: string, body: unknown) =>
  world.t.json<T>(path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${world.token}`, 'x-forwarded-for': world.address }, body: JSON.stringify(body) });

async function openApplication(world: ApiWorld) {
  const user = await world.user();
  if (!user) return undefined;
  const [row] = await world.database.db.select().from(prequalApplications).where(and(eq(prequalApplications.userId, user.id), isNull(prequalApplications.decidedAt)));
  return row;
}

/** The six-digit code the sandbox SMS carried to the path's phone. */
export async function sentCode(world: ApiWorld, phone: string): Promise<string> {
  const [sms] = await world.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.id)).limit(1);
  return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
}

/** Takes an application through the real calls up to a stage (and a decision). */
async function applicationAt(world: ApiWorld, stage: PrequalApplication['stage']): Promise<void> {
  const typed = typedBy(stateOf(world));
  const created = await post<PrequalApplication>(world, '/api/pre-approval', {
    amount: 30_000_000,
    termMonths: 240,
    socialCardNumber: typed.socialCard,
    documentType: typed.documentType,
    documentNumber: typed.documentNumber,
    creditRegisterConsent: true,
  });
  const id = created.body.id;
  if (stage === 'basicData') return;
  await post(world, `/api/pre-approval/${id}/personal-info`, { email: world.email, phoneNumber: world.phone, identificator: typed.socialCard });
  if (stage === 'personalData') return;
  await post(world, `/api/pre-approval/${id}/otp/send`, { identificator: typed.socialCard });
  await post(world, `/api/pre-approval/${id}/otp/check`, { otp: await sentCode(world, world.phone), identificator: typed.socialCard });
  if (stage === 'decided') await post(world, `/api/pre-approval/${id}/check-status`, { identificator: typed.socialCard });
}

/** A decision less than 7 days old for the path's person, so a new first step must wait. */
async function recentDecision(world: ApiWorld): Promise<void> {
  const user = await world.user();
  if (!user) return;
  const now = world.t.clock.now();
  await world.database.db.insert(prequalApplications).values({
    userId: user.id,
    stage: 'decided',
    amount: 30_000_000,
    termMonths: 240,
    socialCardNumber: personaFor('tooYoung').socialCard,
    documentType: 'idCard',
    documentNumber: '002345678',
    consentAt: now,
    decision: { outcome: 'refused', reason: 'tooYoung' },
    createdAt: new Date(now.getTime() - days(1)),
    updatedAt: now,
    decidedAt: new Date(now.getTime() - days(1)),
  });
}

/** What the real server decided on the paths, by branch: a decision's outcome or reason, a correction, an outage. */
export const reachedBranches = new Set<string>();
const branchOf = (outcome: CheckOutcome) => {
  if (outcome.outcome === 'serviceUnavailable' || outcome.outcome === 'socialCardTaken') return outcome.outcome;
  if (outcome.outcome === 'correct') return outcome.reason;
  const decision = outcome.application.decision;
  if (decision?.outcome === 'refused') return decision.reason;
  if (decision?.outcome === 'eligible' && decision.amount < decision.requestedAmount) return 'eligibleLower';
  return decision?.outcome ?? 'undecided';
};

/** The live check-status call, noting each answer the server gave. */
const observedCheck = (world: ApiWorld) =>
  fromPromise<CheckOutcome, { applicationId: string; identificator: string }>(async ({ input }) => {
    const outcome = await checkApplicationStatus(world.client, input);
    reachedBranches.add(branchOf(outcome));
    return outcome;
  });

/** Every branch pre-qualification can take, and the sandbox persona or condition that leads there. */
export const prequalBranches = ['eligible', 'eligibleLower', 'tooYoung', 'tooOld', 'tooOldAtMaturity', 'notCitizen', 'lowIncome', 'creditHistory', 'manualReview', 'WRONG_SOCIAL_CARD', 'DOCUMENT_MISMATCH', 'CONSENT_EXPIRED', 'socialCardTaken', 'serviceUnavailable'];

const sampleValues: Record<string, keyof Typed> = { '1000000011': 'socialCard', passport: 'documentType', AN1234567: 'documentNumber' };

/** Pre-qualification against the real server, its outside systems the sandbox's personas. */
export const prequalScenario: ApiScenario = {
  actors: (world) => ({
    ...createPrequalActors(world.client),
    checkStatus: observedCheck(world),
    // The code step runs for real: the code is sent, read from the sandbox SMS, and checked.
    otpFlow: fromPromise<{ verified: true }, { destination: string; owner?: OtpOwner }>(async ({ input }) => {
      const applicationId = input.owner?.applicationId ?? '';
      const identificator = input.owner?.identificator ?? '';
      await world.client.POST('/api/pre-approval/{applicationId}/otp/send', { params: { path: { applicationId } }, body: { identificator } });
      const otp = await sentCode(world, input.destination.replace(/\s/g, ''));
      const checked = await world.client.POST('/api/pre-approval/{applicationId}/otp/check', { params: { path: { applicationId } }, body: { otp, identificator } });
      if (!checked.data?.isValid) throw new Error('the code sent was not accepted');
      return { verified: true };
    }),
  }),
  prepare,
  /** Every persona's branch (and the consent running out) was decided by the real server on some path. */
  verify() {
    expect([...reachedBranches].sort()).toEqual([...prequalBranches].sort());
  },
  async input(world, sample) {
    await world.signedIn();
    return { ...(sample as PrequalInput), email: world.email };
  },
  /** The sample social card and document become the path's person's; the phone becomes the path's own. */
  async event(world, event) {
    const state = stateOf(world);
    state.savedBasic = false;
    const e = event as EventObject & { value?: unknown };
    const key = e.type === 'basic.change' && typeof e.value === 'string' ? sampleValues[e.value] : undefined;
    return key ? { ...e, value: typedBy(state)[key] } : event;
  },
  async arrange(world, actorId, output) {
    const state = stateOf(world);
    switch (actorId) {
      case 'loadApplication': {
        const loaded = output as LoadOutcome;
        const next = state.afterLoad.shift();
        if (loaded.outcome === 'none') return !(await openApplication(world));
        await applicationAt(world, loaded.application.stage);
        // A failure of the call after the load cannot be made to happen against the real server.
        if (next?.failure) return false;
        return next ? arrangeCheck(world, state, next.output) : true;
      }
      case 'saveApplicantInfo': {
        const saved = output as SaveOutcome;
        state.savedBasic = true;
        if (saved.outcome === 'waiting') {
          await recentDecision(world);
          return true;
        }
        if (saved.outcome !== 'saved') return false;
        // A first step saved again over an application whose phone is confirmed goes straight to the decision.
        if (saved.application.stage === 'phoneVerified') await applicationAt(world, 'phoneVerified');
        return true;
      }
      case 'savePersonalInfo': {
        const saved = output as SaveOutcome;
        if (saved.outcome !== 'saved') return false;
        const open = await openApplication(world);
        if (!open) return false;
        // The same phone, already confirmed, needs no new code.
        if (saved.application.stage === 'phoneVerified') {
          await world.database.db.update(prequalApplications).set({ phoneNumber: world.phone, phoneVerifiedAt: world.t.clock.now(), stage: 'phoneVerified' }).where(eq(prequalApplications.id, open.id));
        }
        return true;
      }
      case 'otpFlow':
        return true;
      case 'checkStatus':
        return arrangeCheck(world, state, output as CheckOutcome);
      default:
        return false;
    }
  },
};
