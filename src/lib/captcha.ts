import type { Challenge } from 'altcha-lib';
import { isRefusal, unwrap, type ApiClient } from '../../api/client';

/**
 * The captcha of spec section 7: fetches a challenge, solves the proof of work in the browser, and
 * trades the solution for a single-use pass. Null when the work could not be done or was refused.
 */
export async function solveCaptchaPass(client: ApiClient, signal?: AbortSignal): Promise<string | null> {
  // The contract keeps ALTCHA's parameters opaque; the solver knows their shape.
  const challenge = (await unwrap(client.GET('/api/account/captcha'))) as unknown as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  // The solver loads only when a captcha is needed: most visitors never see one.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) return null;
  const token = btoa(JSON.stringify({ challenge, solution }));
  try {
    return (await unwrap(client.GET('/api/account/captcha/validate', { params: { query: { token } } }))).captchaToken;
  } catch (error) {
    if (isRefusal(error, 'USER.CAPTCHA_INVALID')) return null;
    throw error;
  }
}
