import { useState } from 'react';
import { api } from '../../api/client';
import { solveCaptchaPass } from './captcha';

export type CaptchaPassState = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * The captcha of a form that is not a flow (contact, partnership): solved on request, its pass handed
 * to the form (`onPass`) to send with the next try. A pass is spent by one send.
 */
export function useCaptchaPass(onPass: (token: string) => void) {
  const [state, setState] = useState<CaptchaPassState>('idle');
  const verify = async () => {
    setState('verifying');
    try {
      const token = await solveCaptchaPass(api);
      if (!token) return setState('failed');
      onPass(token);
      setState('verified');
    } catch {
      setState('failed');
    }
  };
  return { state, verify: () => void verify(), reset: () => setState('idle') };
}
