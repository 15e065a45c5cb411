import { createActorContext } from '@xstate/react';
import { loanWizardMachine } from '../../../machines/loan-wizard/loan-wizard.machine';

/** The loan application's wizard: its steps, dialogs and decision screens read and drive this one actor. */
export const LoanWizardActor = createActorContext(loanWizardMachine);
