/** Where the server reads the time. Tests move it to reach holds and waiting periods. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests and the sandbox. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-01-15T09:00:00Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  set(to: Date | string): void {
    this.#now = new Date(to).getTime();
  }
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
