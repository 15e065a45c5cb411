import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import type { ApiWorld } from '../../model/api-world';

/** A state's significant context as the machine's registry entry names it (what its check asserts on the page), or null once done. */
export type Significant = Record<string, unknown> | null;

/**
 * How a registered machine is driven through the real screens: how its flow starts, an executor
 * (a page-object action) for every event type, and a check for every state it can rest in. A path
 * whose event has no executor, or that rests in a state with no check, fails the run.
 */
export interface UiScenario {
  /** Inputs this flow can start with in the app (others run at the machine and API levels only). */
  startsWith(input: unknown): boolean;
  start(page: Page, world: ApiWorld, baseUrl: string): Promise<void>;
  executors: Record<string, (page: Page, event: EventObject & Record<string, unknown>, world: ApiWorld) => Promise<void>>;
  /**
   * By state value (JSON): what the page shows in it, `significant` being the context the path expects
   * there. Busy states pass by; their answers are checked.
   */
  checks: Record<string, (page: Page, world: ApiWorld, significant: Significant) => Promise<void>>;
  busy: string[];
  /** By invoke id: a child flow's answer that needs the person (typing the code a child machine asked for). */
  answers?: Record<string, (page: Page, world: ApiWorld) => Promise<void>>;
  /**
   * Why the person cannot send this event in this state (JSON value) on the page, if they cannot: a
   * dialog keeps the header out of reach. Such a path runs at the machine and API levels only.
   */
  outOfReach?(state: string, event: EventObject, significant: Significant): string | null;
  /** A call's answer lands before the person could act: paths that act while one is under way are left to the machine and API levels. */
  waitsForAnswers?: boolean;
  /** How many transition paths to walk (30 unless a long flow needs more to reach its far end). */
  pathLimit?: number;
}
