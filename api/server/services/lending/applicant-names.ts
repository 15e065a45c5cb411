import type { RegistryPerson } from '../../adapters/population-registry';
import { AppError } from '../../http/app-error';

/** Whether the population registry's record of a person has a patronymic (some people have none). */
export const hasPatronymic = (person: Pick<RegistryPerson, 'middleName'>): boolean => person.middleName.trim() !== '';

/**
 * The patronymic a person gives beside the registry's record of them, for the main applicant and the
 * co-applicant alike: a record with a patronymic needs one ('Required field' at the field, as the
 * route's validator answers a missing field); a record without one lets the field stay empty.
 */
export function checkPatronymic(person: Pick<RegistryPerson, 'middleName'>, middleName: string): void {
  if (hasPatronymic(person) && middleName.trim() === '') {
    throw new AppError('COMMON', 'INVALID_INPUT', undefined, 400, [{ path: 'data.middleName', message: 'validation:required' }]);
  }
}
