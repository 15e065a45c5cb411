import { randomBytes } from 'node:crypto';
import type { CoApplicantInvitationView } from '../../api/contract/co-applicant';
import type { InvitationReadOutcome } from '../../machines/co-applicant/invitation-page.machine';
import { createInvitationPageActors } from '../../src/features/co-applicant/invitation-actors';
import { coApplicantApi, invitationTokenFor, personaData } from '../drivers/co-applicant.api';
import type { ProcessWorld } from '../drivers/lending-process.api';
import { consent, freshCard, loanApi, loanInfo, signedInPerson, type Person } from '../drivers/loan-applications.api';
import { ApiWorld, type ApiScenario } from './api-world';
import type { ApiLevelServer } from './api-level-walk';
import { answerOf, type ModelPath } from './model-paths';

/*
 * The mailed invitation's page at the API level: each path is an applicant inviting a sister (on the
 * primary and the secondary market in turn) and the page of whoever opens the link. Signing in is the
 * auth machine's (`session.in`): the read it starts decides who it was, the invited person or another
 * account; every later answer is what the server then says to that same session, or what the
 * applicant's recall made it say.
 */

type Status = CoApplicantInvitationView['status'];

/** Alternates the two markets across paths: the invitation page must not care which. */
let paths = 0;

export class InvitationPageWorld extends ApiWorld {
  /** The link's token: a real invitation's, or one no invitation has when the page's first read finds none. */
  invitationToken = '';
  applicationId = '';
  applicant: Person | undefined;
  invited: Person | undefined;
  /** Whether the path's first read finds no invitation: its link is then forged. */
  forged = false;
  /** Whose session the page has: the person a `session.in` signs in (the browser signs in as them). */
  person: Person | undefined;
  readonly actors;

  constructor(
    server: ApiLevelServer,
    readonly market: Pick<ProcessWorld, 'nextFlat'>,
  ) {
    super(server.t, server.database);
    this.actors = createInvitationPageActors(this.client);
  }

  get co() {
    return coApplicantApi(this.t);
  }

  /** The applicant's draft with their data and consent, and the invitation mailed to a sister. */
  async invite(): Promise<void> {
    const loans = loanApi(this.t);
    const applicant = await signedInPerson(this.t);
    const invited = await signedInPerson(this.t);
    const primary = (paths += 1) % 2 === 0;
    const started = await loans.start(applicant.token, primary ? { property: { marketType: '0', apartmentId: this.market.nextFlat() } } : { property: null, marketType: '1' });
    const id = started.body.id;
    const steps: [string, unknown][] = [
      ['loanInfo', loanInfo(primary ? {} : { propertyPrice: 40_000_000 })],
      ['applicantData', personaData('eligibleLower', freshCard('eligibleLower'), { monthlyIncomeTax: 300_000 })],
      ['consent', consent],
    ];
    for (const [step, data] of steps) {
      const saved = await loans.step(applicant.token, id, step, data);
      if (saved.status !== 200) throw new Error(`${step}: ${JSON.stringify(saved.body)}`);
    }
    const invitation = await this.co.invite(applicant.token, id, { relationship: 'sister', email: invited.email, phoneNumber: '+37491000078' });
    if (invitation.status !== 200) throw new Error(`invite: ${JSON.stringify(invitation.body)}`);
    this.applicant = applicant;
    this.invited = invited;
    this.applicationId = id;
    this.invitationToken = await invitationTokenFor(this.t, invited.email);
  }

  /** The invitation's status as the server holds it (read as the invited person). */
  async status(): Promise<Status | null> {
    if (this.forged || !this.invited) return null;
    const read = await this.co.invitation(this.invited.token, this.invitationToken);
    return read.status === 200 ? read.body.status : null;
  }

  /** What reading the link answers the page's session now. */
  async readAsPage(): Promise<InvitationReadOutcome['outcome'] | Status | 'failed'> {
    const read = await this.co.invitation(this.token ?? undefined, this.invitationToken);
    if (read.status === 200) return read.body.status;
    if (read.status === 404) return 'notFound';
    return (read.body as { reason?: string }).reason === 'INVITATION_FOR_ANOTHER_EMAIL' ? 'anotherEmail' : 'failed';
  }

  /** The page's session becomes this person's. */
  signInAs(person: Person) {
    this.person = person;
    this.token = person.token;
  }

  /** The applicant recalls the invitation while the page is open. */
  async recall(): Promise<boolean> {
    if (!this.applicant || (await this.status()) !== 'invited') return false;
    return (await this.co.recall(this.applicant.token, this.applicationId)).status === 200;
  }
}

/** What a read answer stands for: its outcome, or the status of the invitation it found. */
const readKey = (output: InvitationReadOutcome) => (output.outcome === 'found' ? output.view.status : output.outcome);

const firstRead = (path: ModelPath) => path.steps.find((step) => answerOf(step.event)?.[2] === 'readInvitation');

export function invitationPageScenario(market: () => Pick<ProcessWorld, 'nextFlat'>): ApiScenario<InvitationPageWorld> {
  return {
    world: (server) => new InvitationPageWorld(server, market()),
    actors: (world) => world.actors,
    prepare(world, path) {
      const first = firstRead(path);
      const output = (first?.event as { output?: InvitationReadOutcome } | undefined)?.output;
      world.forged = output?.outcome === 'notFound';
    },
    async input(world, sample) {
      const { token, lang } = sample as { token: string | null; lang: string };
      if (token === null) return sample;
      if (world.forged) world.invitationToken = randomBytes(32).toString('base64url');
      else await world.invite();
      return { token: world.invitationToken, lang };
    },
    async event(world, event) {
      // Signing out ends the page's session; who signs in again is the read's arrangement.
      if (event.type === 'session.out') {
        world.token = null;
        world.person = undefined;
      }
      // Someone signs in even when the read then fails (a failure is not arranged): the invited person,
      // unless the read's arrangement picks another account.
      if (event.type === 'session.in' && !world.person) world.signInAs(world.invited ?? (await signedInPerson(world.t)));
      return event;
    },
    async arrange(world, actorId, output, snapshot) {
      const signingIn = JSON.stringify(snapshot.value).includes('waitingForSession') || JSON.stringify(snapshot.value).includes('signedOut');
      switch (actorId) {
        case 'readInvitation': {
          const wanted = readKey(output as InvitationReadOutcome);
          if (signingIn) {
            // Whoever signs in: the invited person, or an account of another e-mail.
            world.signInAs(wanted === 'anotherEmail' || !world.invited ? await signedInPerson(world.t) : world.invited);
          }
          const now = await world.readAsPage();
          if (now === wanted) return true;
          // Recalled while the page was open (or before the person signed in).
          return wanted === 'recalled' && now === 'invited' && world.token === world.invited?.token && (await world.recall());
        }
        case 'acceptInvitation':
        case 'declineInvitation': {
          const { outcome } = output as { outcome: string };
          if (outcome === 'notActive') return world.recall();
          return (await world.status()) === 'invited';
        }
        default:
          return false;
      }
    },
  };
}
