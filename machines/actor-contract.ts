import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * An actor a machine names but does not implement: the app provides the live one with `.provide()`,
 * tests provide fakes. Running it unprovided is a programming error, so it says which one is missing.
 */
export function actorContract<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor '${name}' was not provided`);
  });
}

/**
 * A long-lived source of events a machine names but does not implement (a subscription to something
 * outside it). Unprovided it sends nothing, so tests can send the same events themselves.
 */
export function callbackContract() {
  return fromCallback<EventObject>(() => undefined);
}
