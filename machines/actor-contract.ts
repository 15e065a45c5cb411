import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * An actor a machine names but does not implement: the app provides the live one with `.provide()`,
 * tests provide fakes. Running it unprovided is a programming error, so it says which one is missing.
 */
export function actorContract<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor '${name}' was not provided`);
  });
}
