import type { FieldError } from '../../../machines/form';
import type { WizardForms } from '../../../machines/loan-wizard/loan-wizard.forms';

/**
 * What a step's fields get from the flow that shows them (the applicant's wizard or the co-applicant's
 * part, each bound to its own actor): the form's values, the field messages, a change the machine
 * records, and the prefix of the test ids (`loan` in the wizard, `co` in the part).
 */
export interface StepFieldsProps<S extends keyof WizardForms> {
  values: WizardForms[S];
  errors: Readonly<Record<string, FieldError | undefined>>;
  change: (field: string) => (value: string | boolean) => void;
  testIdPrefix: string;
}
