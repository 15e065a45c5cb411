import { createActorContext } from '@xstate/react';
import { prequalMachine } from '../../../machines/prequal/prequal.machine';

/** The pre-qualification flow of the apply-now page: its steps read and drive this one actor. */
export const PrequalActor = createActorContext(prequalMachine);
