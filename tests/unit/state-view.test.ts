import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signInMachine } from '../../machines/auth/sign-in.machine';
import { statePath } from '../../src/lib/state-view';

describe('statePath', () => {
  it('names a flat state by itself and a nested one by its dotted path', () => {
    expect(statePath('editing')).toBe('editing');
    expect(statePath({ editing: 'captchaRequired' })).toBe('editing.captchaRequired');
    expect(statePath({ dialog: { forgotPassword: 'sending' } })).toBe('dialog.forgotPassword.sending');
  });

  it("gives a machine's real value the key its screen's record uses", () => {
    const actor = createActor(signInMachine, { input: {} }).start();
    expect(statePath(actor.getSnapshot().value)).toBe('editing.noCaptcha');
    actor.stop();
  });
});
