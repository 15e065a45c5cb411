import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { current, hit, type Limit } from '../../security/rate-limit';
import { spendCaptchaPass } from '../captcha.service';

/**
 * The captcha after abuse (issue 19): the first messages of an address go straight through; past
 * `freeSends` in the window each one needs a solved captcha's pass. Only sends that went through count.
 */
export interface CaptchaGate {
  sent: Limit;
}

export async function passCaptchaGate(db: Db, clock: Clock, gate: CaptchaGate, captchaToken: string | undefined): Promise<void> {
  if ((await current(db, clock, gate.sent)) < gate.sent.max) return;
  if (!captchaToken) throw new AppError('USER', 'CAPTCHA_REQUIRED', { captchaRequired: true });
  if (!(await spendCaptchaPass(db, clock.now(), captchaToken))) throw new AppError('USER', 'CAPTCHA_INVALID', { captchaRequired: true });
}

/** Counts a send that went through against the gate. */
export const countSend = (db: Db, clock: Clock, gate: CaptchaGate) => hit(db, clock, gate.sent);
