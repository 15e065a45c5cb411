import { createActorContext } from '@xstate/react';
import { coApplicantPartMachine } from '../../../machines/co-applicant/co-applicant-part.machine';

/** The co-applicant's part: its steps, dialogs and waiting screens read and drive this one actor. */
export const CoApplicantPartActor = createActorContext(coApplicantPartMachine);
