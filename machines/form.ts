import * as v from 'valibot';

/** A field message for the view to translate: an i18n key and its parameters. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

export type FieldErrors<TField extends string> = Partial<Record<TField, FieldError>>;

/** The first issue of each field of a contract schema, as i18n keys (the same keys the server answers). */
export function fieldErrors<TField extends string>(schema: v.GenericSchema, values: unknown): FieldErrors<TField> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors<TField> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as TField | null;
    if (!field || errors[field]) continue;
    const requirement = (issue as { requirement?: unknown }).requirement;
    errors[field] = {
      key: /^[a-z]+:/.test(issue.message) ? issue.message : 'validation:invalid',
      ...(typeof requirement === 'number' ? { params: { count: requirement } } : {}),
    };
  }
  return errors;
}

/** Field issues the server answered (`{ path, message, params }`), in the same shape. */
export function serverFieldErrors<TField extends string>(issues: { path: string; message: string; params?: { count: number } }[]): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const issue of issues) {
    const field = issue.path as TField;
    if (!errors[field]) errors[field] = { key: issue.message, ...(issue.params ? { params: issue.params } : {}) };
  }
  return errors;
}

export const hasErrors = (errors: Record<string, unknown>) => Object.keys(errors).length > 0;
