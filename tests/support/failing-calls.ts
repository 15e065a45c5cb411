import type { Middleware } from 'openapi-fetch';

/** How a chosen call fails: the network drops it, or something in front of the server answers 503. */
export type CallFailure = 'network' | 'unavailable';

/**
 * An openapi-fetch middleware that fails calls while armed, as a dropped connection or a 503 from a
 * proxy would: the model's walks arrange an actor's failure with it against the real server. Armed
 * for the calls matching `only` (an operation path such as `/api/profile`), or for every call.
 */
export function failingCalls() {
  let armed: { failure: CallFailure; only: RegExp | undefined } | undefined;
  let failed = 0;
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      if (!armed || (armed.only && !armed.only.test(schemaPath))) return undefined;
      failed += 1;
      if (armed.failure === 'network') throw new TypeError('Failed to fetch');
      const body = { type: 'COMMON', reason: 'SERVICE_UNAVAILABLE', message: 'Service unavailable', requestId: `failing-${failed}` };
      return new Response(JSON.stringify(body), { status: 503, headers: { 'content-type': 'application/json', 'x-failed-call': request.url } });
    },
  };
  return {
    middleware,
    /** Fails the next calls (those matching `only`) until `disarm`. */
    arm(failure: CallFailure = 'unavailable', only?: RegExp) {
      armed = { failure, only };
      failed = 0;
    },
    disarm() {
      armed = undefined;
    },
    get armed() {
      return armed !== undefined;
    },
    /** How many calls it failed since it was last armed: a walk that armed it and failed nothing arranged nothing. */
    get failed() {
      return failed;
    },
  };
}
