import { languages } from '../../../api/contract/validation';

/*
 * An audit entry's before and after (whatever the action stored: a status, a decision with its offer,
 * a staff member, the sandbox's modes, an FAQ entry) as the fields that changed, so the log reads as
 * "Status: Manual review → Approved by the bank" rather than two JSON documents.
 */

/** One changed field: its path in the stored state (["offer", "amount"]) and the value before and after (undefined: absent). */
export interface AuditChange {
  path: readonly string[];
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text in the three languages ({ hy, ru, en }) is one value, shown in the reader's language. */
export const isLocalizedText = (value: unknown): value is Record<(typeof languages)[number], string> =>
  isRecord(value) && Object.keys(value).length === languages.length && languages.every((lang) => typeof value[lang] === 'string');

/** Every leaf of a stored state by its path; arrays and texts in three languages are leaves. */
function leaves(value: unknown, path: readonly string[], into: Map<string, { path: readonly string[]; value: unknown }>) {
  if (isRecord(value) && !isLocalizedText(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], into);
    return;
  }
  if (path.length > 0) into.set(path.join('\u0000'), { path, value });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs between `before` and `after`: the status first, then in the order
 * they were stored (the after's first, then what only the before had). A state stored as a single value (not an object)
 * is one field with an empty path.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) return same(before, after) || (before == null && after == null) ? [] : [{ path: [], before: before ?? undefined, after: after ?? undefined }];
  const was = new Map<string, { path: readonly string[]; value: unknown }>();
  const is = new Map<string, { path: readonly string[]; value: unknown }>();
  leaves(before, [], was);
  leaves(after, [], is);
  const keys = [...new Set([...is.keys(), ...was.keys()])];
  return keys
    .map((key) => ({ path: (is.get(key) ?? was.get(key))?.path ?? [], before: was.get(key)?.value, after: is.get(key)?.value }))
    .filter((change) => !same(change.before, change.after))
    // The status leads: it says what the action did (a stored object's keys come back in the database's order).
    .sort((a, b) => Number(b.path[0] === 'status') - Number(a.path[0] === 'status'));
}

/** The i18n key of a field's label: the path's words joined in camel case ("offer" + "amount" → "offerAmount"). */
export const fieldKey = (path: readonly string[]) => path.map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
