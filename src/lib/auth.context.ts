import { use, useCallback, useRef, useSyncExternalStore } from 'react';
import type { ActorRefFrom, EventFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from '../../machines/auth/auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type AuthEvent = EventFrom<typeof authMachine>;

/*
 * The one auth actor of the app: the header, the dialogs and the personal page read it. xstate and the
 * auth machines are not part of the first load: the app registers how to start the actor
 * (`provideAuthActor`, in src/app/main.tsx) and it starts after the first page, or as soon as a route's
 * loader (`loadAuthActor`) or a click (`sendToAuth`) needs it. A view that reads it before then
 * suspends until it runs; the header shows its signed-out buttons meanwhile.
 */
let current: AuthActorRef | null = null;
/**
 * The auth machine restoring a session, never started. The server renders every page with it (it
 * cannot see the browser's token), and hydration renders with it too, so the first client render
 * matches the server's markup; the running actor takes over right after. What waits for a settled
 * session (the booking panel, the personal page) waits through it, as it does while a session loads.
 */
let unsettled: AuthActorRef | null = null;
let loading: Promise<AuthActorRef> | undefined;
let start: (() => Promise<AuthActorRef>) | undefined;
const listeners = new Set<() => void>();
/** Settles when the actor runs, without starting it: a view waits for it, the app or a loader starts it. */
let announce: (actor: AuthActorRef) => void = () => undefined;
const running = new Promise<AuthActorRef>((resolve) => {
  announce = resolve;
});

export function provideAuthActor(starter: () => Promise<AuthActorRef>) {
  start = starter;
}

/** Registered by the auth chunk when it loads (on the server too, where nothing is started). */
export function provideUnsettledAuthActor(actor: AuthActorRef) {
  unsettled = actor;
}

/** The running auth actor, started on the first call. */
export function loadAuthActor(): Promise<AuthActorRef> {
  if (!start) return Promise.reject(new Error('provideAuthActor was not called'));
  loading ??= start().then(
    (actor) => {
      current = actor;
      announce(actor);
      for (const listener of listeners) listener();
      return actor;
    },
    (error: unknown) => {
      // A chunk that failed to load (a dropped connection) is fetched again on the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Sends an event to the auth actor, once it runs (if its chunk cannot load, the next click tries again). */
export function sendToAuth(event: AuthEvent) {
  loadAuthActor().then(
    (actor) => actor.send(event),
    () => undefined,
  );
}

const subscribeToStart = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useActorRef(): AuthActorRef {
  const actor = useSyncExternalStore(subscribeToStart, () => current, () => unsettled ?? current);
  return actor ?? use(running);
}

/** Like @xstate/react's `useSelector`: re-renders when the selected value changes (by `compare`). */
function useSelector<T>(selector: (snapshot: AuthSnapshot) => T, compare: (a: T, b: T) => boolean = Object.is): T {
  const actor = useActorRef();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const last = useRef<{ snapshot: AuthSnapshot; selector: (snapshot: AuthSnapshot) => T; selected: T } | null>(null);
  const select = () => {
    const snapshot = actor.getSnapshot();
    const previous = last.current;
    if (previous && previous.snapshot === snapshot && previous.selector === selector) return previous.selected;
    const next = selector(snapshot);
    const selected = previous && compare(previous.selected, next) ? previous.selected : next;
    last.current = { snapshot, selector, selected };
    return selected;
  };
  return useSyncExternalStore(subscribe, select, select);
}

export const AuthActor = { useActorRef, useSelector };
