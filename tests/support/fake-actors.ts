import { fromPromise } from 'xstate';

/**
 * A fake actor that answers from a script, one entry per call: a value resolves, an `Error`
 * rejects (a network or server failure). Calls beyond the script reject loudly.
 */
export function scripted<TOutput, TInput = unknown>(name: string, script: (TOutput | Error)[]) {
  const queue = [...script];
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    if (queue.length === 0) throw new Error(`fake '${name}' has no answer left`);
    const next = queue.shift() as TOutput | Error;
    if (next instanceof Error) throw next;
    return next;
  });
  return Object.assign(logic, { calls });
}

export const failure = (message = 'network down') => new Error(message);
