import type * as v from 'valibot';
import { ApiError } from '../../api/client';
import type { ErrorCode } from '../../api/contract/errors';
import { rentalRefusalFields, type RentalRefusalReason } from '../../api/contract/requests';
import { fieldErrors, type FieldError, type FieldErrors } from '../../machines/form';
import { apiErrorText, type ErrorText } from './api-errors';

/** A catalogued refusal with the figures its message names (from the server, or from a rule the form repeats). */
export interface Refusal {
  code: ErrorCode;
  params?: Record<string, string | number | boolean | undefined> | undefined;
}

const rentalRefusals = Object.fromEntries(Object.entries(rentalRefusalFields).map(([reason, field]) => [`APARTMENT.${reason}`, field])) as {
  [R in RentalRefusalReason as `APARTMENT.${R}`]: (typeof rentalRefusalFields)[R];
};

/**
 * The one table from a catalogued refusal to the field it is about, for every form that is not a flow.
 * A form that has the field shows the message there; a refusal not listed here, or about a field the
 * form does not have, is a message about the whole form.
 */
export const refusalFields = {
  'USER.CURRENT_PASSWORD_WRONG': 'currentPassword',
  'USER.PASSWORDS_DO_NOT_MATCH': 'confirmPassword',
  'FILTER.FILTER_NAME_TAKEN': 'name',
  'FOREIGN_MARKET.BROKER_NOT_OF_PROJECT': 'brokerId',
  // The office's second factor (issue 18): a wrong or used code is the code field's.
  'OFFICE.SECOND_FACTOR_INVALID': 'code',
  'OFFICE.SECOND_FACTOR_USED': 'code',
  'OFFICE.SLUG_TAKEN': 'slug',
  'OFFICE.TAG_NOT_FOUND': 'tagIds',
  // A form that may ask for the captcha (contact, partnership) shows these at its captcha check.
  'USER.CAPTCHA_REQUIRED': 'captchaToken',
  'USER.CAPTCHA_INVALID': 'captchaToken',
  ...rentalRefusals,
} as const satisfies Partial<Record<ErrorCode, string>>;

/** What a failed check or send shows: messages at fields, and at most one about the whole form. */
export interface FormFailure<TField extends string> {
  fields: FieldErrors<TField>;
  form: ErrorText | undefined;
}

export const noFailure = { fields: {}, form: undefined } as const satisfies FormFailure<never>;

const invalidInput: ErrorText = { message: { key: 'errors:COMMON.INVALID_INPUT' } };

/** Field messages of the form's own fields; a message about anything else says the input is wrong. */
function sortIssues<TField extends string>(found: Record<string, FieldError | undefined>, fields: readonly TField[]): FormFailure<TField> {
  const known: FieldErrors<TField> = {};
  let other = false;
  for (const [path, error] of Object.entries(found)) {
    if (!error) continue;
    if ((fields as readonly string[]).includes(path)) known[path as TField] = error;
    else other = true;
  }
  return { fields: known, form: other ? invalidInput : undefined };
}

const messageParams = (params: Refusal['params']) =>
  params ? Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')) : undefined;

/** A catalogued refusal at its field, if the form has it, or as the form's message. */
export function refusalFailure<TField extends string>(refusal: Refusal, fields: readonly TField[]): FormFailure<TField> {
  const params = messageParams(refusal.params);
  const message: FieldError = { key: `errors:${refusal.code}`, ...(params ? { params } : {}) };
  const field = (refusalFields as Partial<Record<ErrorCode, string>>)[refusal.code];
  if (field && (fields as readonly string[]).includes(field)) return { fields: { [field]: message } as FieldErrors<TField>, form: undefined };
  return { fields: {}, form: { message } };
}

/** The schema's first issue of each field, checked in the browser before anything is sent. */
export function schemaFailure<TField extends string>(schema: v.GenericSchema, body: unknown, fields: readonly TField[]): FormFailure<TField> {
  return sortIssues(fieldErrors<string>(schema, body), fields);
}

/** Where a failed send shows: the server's field issues and mapped refusals at their fields, the rest above the form. */
export function sendFailure<TField extends string>(error: unknown, fields: readonly TField[]): FormFailure<TField> {
  if (error instanceof ApiError && error.issues.length) {
    const found: Record<string, FieldError> = {};
    for (const issue of error.issues) found[issue.path] ??= { key: issue.message, ...(issue.params ? { params: issue.params } : {}) };
    return sortIssues(found, fields);
  }
  if (error instanceof ApiError && error.kind === 'rejected' && error.code) return refusalFailure({ code: error.code, params: error.params }, fields);
  return { fields: {}, form: apiErrorText(error) };
}

export const hasFailure = (failure: FormFailure<string>) => failure.form !== undefined || Object.keys(failure.fields).length > 0;
