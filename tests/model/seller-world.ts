import { eq } from 'drizzle-orm';
import { waitFor, type EventObject } from 'xstate';
import { otpMachine } from '../../machines/otp/otp.machine';
import type { CheckOutcome, StatusOutcome } from '../../machines/private-seller/seller-registration.machine';
import { personaFor, twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { privateSellerRegistrations } from '../../api/server/db/schema';
import { createPrivateSellerActors } from '../../src/actors/private-seller.actors';
import { samples, type ApiScenario, type ApiWorld } from './api-world';
import { answerOf, type ModelPath } from './model-paths';

/*
 * The private-seller registration (issue 21) against the real server: its code to the mobile, the
 * registration cookie (the world keeps it as a browser would) and the population registry's
 * sandbox. Each path's person is chosen by the last answer its check expects.
 */

interface SellerWorld {
  persona: SandboxPersona;
  /** The social card this path types instead of the samples' (a card binds to one account). */
  socialCard: string;
  /** The answer the typed data get from the registry. */
  outcome: CheckOutcome['outcome'];
}
const worlds = new WeakMap<ApiWorld, SellerWorld>();
let serials = 0;

const sampleCard = '1000000011';
const sampleDocument = 'AN1234567';

const answersOf = (path: ModelPath, actorId: string) =>
  path.steps.flatMap((step) => {
    const match = answerOf(step.event);
    return match?.[2] === actorId && match[1] === 'done' ? [(step.event as { output?: unknown }).output] : [];
  });

/** The persona whose data get the answer: Anna registers, a 17-year-old is under age, a card the registry does not know has no identity data. */
function personFor(outcome: CheckOutcome | undefined, serial: number): Pick<SellerWorld, 'persona' | 'socialCard'> {
  if (outcome?.outcome === 'refused') {
    const persona = personaFor('tooYoung');
    return { persona, socialCard: twinSocialCard(persona.socialCard, 600_000 + serial) };
  }
  const anna = personaFor('eligible');
  // The registry knows no card ending in 999.
  if (outcome?.outcome === 'noIdentityData') return { persona: anna, socialCard: twinSocialCard('1000000999', 600_000 + serial) };
  return { persona: anna, socialCard: twinSocialCard(anna.socialCard, 600_000 + serial) };
}

function prepare(world: ApiWorld, path: ModelPath) {
  const check = answersOf(path, 'checkSeller').at(-1) as CheckOutcome | undefined;
  serials += 1;
  worlds.set(world, { ...personFor(check, serials), outcome: check?.outcome ?? 'registered' });
}

const stateOf = (world: ApiWorld) => {
  const state = worlds.get(world);
  if (!state) throw new Error('the path was not prepared');
  return state;
};

const actorsOf = (world: ApiWorld) => createPrivateSellerActors(world.client);

/** Sends a code to the path's mobile and, when asked, confirms it: the registration and its cookie exist. */
async function registration(world: ApiWorld, confirmed: boolean): Promise<void> {
  await world.client.POST('/api/private-seller/otp/send', { body: { phoneNumber: world.phone } });
  if (!confirmed) return;
  if (!(await world.setActiveCode(samples.code, 0))) throw new Error('no code was sent to the mobile');
  await world.client.POST('/api/private-seller/otp/check', { body: { otp: samples.code } });
}

async function arrangeStatus(world: ApiWorld, output: StatusOutcome): Promise<boolean> {
  if (output.status === 'none') return true;
  await registration(world, output.status !== 'codeSent');
  if (output.status !== 'registered') return true;
  const anna = personaFor('eligible');
  const { response } = await world.client.POST('/api/private-seller/check', {
    body: { userType: 'individual', socialCardNumber: stateOf(world).socialCard, documentType: 'passport', documentNumber: anna.documents[0]?.number ?? '' },
  });
  return response.ok;
}

async function arrangeCheck(world: ApiWorld, output: CheckOutcome): Promise<boolean> {
  const state = stateOf(world);
  switch (output.outcome) {
    case 'registrationRequired': {
      // The registration lapsed: its row (and so the cookie's token) is gone.
      const user = await world.user();
      if (user) await world.database.db.delete(privateSellerRegistrations).where(eq(privateSellerRegistrations.userId, user.id));
      return true;
    }
    case 'unavailable':
      world.t.registryOutage.next = true;
      return true;
    default:
      return output.outcome === state.outcome;
  }
}

export const sellerRegistrationScenario: ApiScenario = {
  actors: (world) => {
    const actors = actorsOf(world);
    return { loadStatus: actors.loadStatus, checkSeller: actors.checkSeller, otpFlow: otpMachine.provide({ actors: { sendCode: actors.sendCode, checkCode: actors.checkCode } }) };
  },
  prepare,
  input: async (world) => {
    await world.signedIn();
    return { phoneNumber: null };
  },
  // The samples' card and passport become this path's person's.
  async event(world, event: EventObject) {
    const e = event as EventObject & { field?: string; value?: string };
    const state = stateOf(world);
    if (e.type === 'identification.change' && e.field === 'socialCardNumber' && e.value === sampleCard) return { ...e, value: state.socialCard };
    if (e.type === 'identification.change' && e.field === 'documentNumber' && e.value === sampleDocument) return { ...e, value: state.persona.documents.find((d) => d.type === 'passport' && d.valid)?.number ?? e.value };
    return event;
  },
  complete: {
    // The person types the code the text message brought them.
    async otpFlow(world, child) {
      if (!child) throw new Error('the code step did not start');
      await waitFor(child, (snapshot) => (snapshot as { value: unknown }).value === 'entering', { timeout: 15_000 });
      if (!(await world.setActiveCode(samples.code, 0))) throw new Error('no code was sent to the mobile');
      child.send({ type: 'code.change', value: samples.code });
      child.send({ type: 'code.submit' });
    },
  },
  async arrange(world, actorId, output) {
    if (actorId === 'otpFlow') return true;
    if (actorId === 'loadStatus') return arrangeStatus(world, output as StatusOutcome);
    return arrangeCheck(world, output as CheckOutcome);
  },
};
