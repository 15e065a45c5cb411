import { createActorContext } from '@xstate/react';
import { authMachine } from '../../machines/auth/auth.machine';

/** The one auth actor of the app: the header, the dialogs and the personal page read it. */
export const AuthActor = createActorContext(authMachine);
