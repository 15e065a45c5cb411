import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AnyActorLogic, AnyActorRef, EventObject } from 'xstate';
import { createApiClient } from '../../api/client';
import { accountLimits } from '../../api/server/services/accounts.service';
import { otpCodes, singleUseTokens, users } from '../../api/server/db/schema';
import type { Database } from '../../api/server/db/database';
import { hashPassword } from '../../api/server/security/passwords';
import { current, hit } from '../../api/server/security/rate-limit';
import { hashCode } from '../../api/server/security/tokens';
import { createAccountActors } from '../../src/actors/account.actors';
import { createAuthActors } from '../../src/actors/auth.actors';
import { latestLink, nextAddress, signIn as signInUser, signUp, uniqueEmail } from '../support/account-helpers';
import { failingCalls } from '../support/failing-calls';
import { testSecret, type TestApp } from '../support/test-app';
import type { ModelPath } from './model-paths';

/** The sample values of the machines' samples files (`<name>.samples.ts`) the worlds recognise and replace with this path's own. */
export const samples = { email: 'ani@example.am', password: 'Yerevan#2026', wrongPassword: 'Other#Pass1', code: '123456', phone: '+37477123456' } as const;

/**
 * One path's slice of the real server: its own user, address and session, and the arrangements that
 * make the next actor answer what the path expects. An arrangement returns false when the real
 * server cannot answer that way from here: the path then does not run at this level.
 */
export class ApiWorld {
  readonly email = uniqueEmail('model');
  readonly address = nextAddress();
  readonly phone = `+37494${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  token: string | null = null;
  /** The mailed link a flow starts from (password reset), once the world made it. */
  startLink: { userId: string; token: string } | undefined;
  typedPassword = '';
  typedCode = '';
  /** The cookies the server set for this path's browser (the private-seller registration's). */
  readonly cookies = new Map<string, string>();
  readonly client;
  /** Fails this path's calls while armed: how an actor's failure is arranged. */
  readonly failing = failingCalls();
  readonly authActors;
  readonly accountActors;

  constructor(
    readonly t: TestApp,
    readonly database: Database,
  ) {
    this.client = createApiClient({
      baseUrl: 'http://localhost',
      getToken: () => this.token,
      getLanguage: () => 'en',
      fetch: async (request) => {
        const headers = new Headers(request.headers);
        headers.set('x-forwarded-for', this.address);
        if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
        const response = await this.t.app.request(new Request(request, { headers }));
        this.keepCookies(response);
        return response;
      },
    });
    this.client.use(this.failing.middleware);
    this.authActors = createAuthActors(this.client);
    this.accountActors = createAccountActors(this.client);
  }

  /** Keeps what a response's Set-Cookie headers set, and forgets what they expire, as a browser does. */
  keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.trim().split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Swaps the registry's sample values in an event for this path's own. */
  rewrite(event: EventObject): EventObject {
    const e = { ...event } as EventObject & Record<string, unknown>;
    if (e.value === samples.email) e.value = this.email;
    if (e.value === samples.phone || e.value === '+374 77 123456') e.value = this.phone;
    if (e.type === 'field.change' && e.field === 'password') this.typedPassword = String(e.value);
    if (e.type === 'code.change') this.typedCode = String(e.value).replace(/\D/g, '').slice(0, 6);
    return e;
  }

  async user() {
    const [row] = await this.database.db.select().from(users).where(eq(users.email, this.email));
    return row;
  }

  /** A user with this path's e-mail, confirmed or not, whose password is `password`. */
  async ensureUser(options: { confirmed: boolean; password: string }) {
    let user = await this.user();
    if (!user) {
      await signUp(this.t, { email: this.email, firstName: 'Ani', lastName: 'Petrosyan' }, { address: this.address });
      user = await this.user();
    }
    if (!user) throw new Error('sign-up created no user');
    await this.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(options.password), emailConfirmedAt: options.confirmed ? this.t.clock.now() : null })
      .where(eq(users.id, user.id));
    return user;
  }

  failures = () => current(this.database.db, this.t.clock, accountLimits.failedAccount(this.email));

  async setFailures(target: number): Promise<boolean> {
    const now = await this.failures();
    if (now > target) return false;
    for (let i = now; i < target; i += 1) await hit(this.database.db, this.t.clock, accountLimits.failedAccount(this.email));
    return true;
  }

  /** Signs a confirmed user in; the path's client then carries the session. */
  async signedIn(): Promise<void> {
    await this.ensureUser({ confirmed: true, password: samples.password });
    this.token = await signInUser(this.t, { email: this.email, password: samples.password }, { address: nextAddress() });
  }

  /** A fresh link of the given purpose for this path's user, as mailed. */
  async mailedLink(purpose: 'confirm' | 'reset'): Promise<{ userId: string; token: string }> {
    await this.ensureUser({ confirmed: purpose === 'reset', password: samples.password });
    if (purpose === 'reset') await this.t.json(`/api/account/forgot-password/${encodeURIComponent(this.email)}`, { method: 'POST', headers: { 'x-forwarded-for': nextAddress() } });
    else await this.t.json(`/api/account/resend-confirmation/${encodeURIComponent(this.email)}`, { method: 'POST', headers: { 'x-forwarded-for': nextAddress() } });
    const link = await latestLink(this.t, this.email);
    this.startLink = { userId: link.userId, token: link.token };
    return this.startLink;
  }

  async spendLinks(): Promise<void> {
    const user = await this.user();
    if (user) await this.database.db.update(singleUseTokens).set({ usedAt: this.t.clock.now() }).where(eq(singleUseTokens.userId, user.id));
  }

  /** Makes the active one-time code of this path's user the given one, with the given wrong tries so far. */
  async setActiveCode(code: string, retryCount: number): Promise<boolean> {
    const user = await this.user();
    if (!user) return false;
    const [active] = await this.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.owner, user.id), isNull(otpCodes.consumedAt), isNull(otpCodes.invalidatedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    // The person may have got it wrong before: the count is theirs to have reached, not more.
    if (!active || active.retryCount > retryCount) return false;
    await this.database.db.update(otpCodes).set({ codeHash: hashCode(code, testSecret), retryCount }).where(eq(otpCodes.id, active.id));
    return true;
  }

  async invalidateCodes(): Promise<void> {
    const user = await this.user();
    if (user) await this.database.db.update(otpCodes).set({ invalidatedAt: this.t.clock.now() }).where(eq(otpCodes.owner, user.id));
  }
}

/** How one machine runs against the real server: its live actors, and how to arrange each answer. */
export interface ApiScenario<World extends ApiWorld = ApiWorld> {
  /** A world of the scenario's own (with its households, its scheduler), one per path; an ApiWorld by default. */
  world?(server: { t: TestApp; database: Database }): World;
  actors(world: World): Record<string, AnyActorLogic>;
  /** Looks at the whole path first (what the person will have typed decides the later answers). */
  prepare?(world: World, path: ModelPath): void;
  /** After every path ran: what the paths must have reached together, beyond states and transitions. */
  verify?(): void;
  /** The machine's input for this path, with sample values made real. */
  input?(world: World, sample: unknown): Promise<unknown>;
  /** Makes an event's sample values real, knowing the answers it will start. */
  event?(world: World, event: EventObject, upcoming: { actorId: string; output: unknown }[]): Promise<EventObject>;
  /**
   * By invoke id: a child flow the person completes (typing the code the child asked for), done
   * when the path expects its answer. The child's arrangement then only has to allow it.
   */
  complete?: Record<string, (world: World, child: AnyActorRef | undefined) => Promise<void>>;
  /**
   * Actors that answer only on the walk's cue (a watch polls when its complete hook moves its clock):
   * one of them under way beside another actor does not make the order of answers uncertain.
   */
  answersOnCue?: readonly string[];
  /**
   * Whenever the machine waits on the person (no answer due, no call under way): what it shows that the
   * server decides (the steps a person owes, the step they are on), read from the server now. Returns
   * how they disagree, or undefined.
   */
  agrees?(world: World, snapshot: { value: unknown; context: Record<string, unknown> }): Promise<string | undefined>;
  /** Before the event that starts an actor: make the server answer `output`. `snapshot` is the machine's state now. */
  arrange(world: World, actorId: string, output: unknown, snapshot: { value: unknown; context: Record<string, unknown> }): Promise<boolean>;
}
