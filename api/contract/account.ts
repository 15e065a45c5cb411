import * as v from 'valibot';
import { emailSchema, messages, singleLine } from './validation';

/** Names as in the ID document: Latin letters, a capital first, optionally one hyphenated part (spec section 5). */
export const personNamePattern = /^[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?$/;
export const personNameSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.minLength(2, messages.tooShort),
  v.maxLength(50, messages.tooLong),
  v.regex(personNamePattern, 'validation:latinName'),
);

/** The five conditions the sign-up and reset forms show as a live checklist. */
export const passwordConditions = {
  length: (password: string) => password.length >= 8,
  lowercase: (password: string) => /[a-z]/.test(password),
  uppercase: (password: string) => /[A-Z]/.test(password),
  digit: (password: string) => /\d/.test(password),
  symbol: (password: string) => /[^A-Za-z0-9\s]/.test(password),
} as const;
export type PasswordCondition = keyof typeof passwordConditions;
export const passwordConditionNames = Object.keys(passwordConditions) as PasswordCondition[];

export function unmetPasswordConditions(password: string): PasswordCondition[] {
  return passwordConditionNames.filter((name) => !passwordConditions[name](password));
}

/** At most 128 characters, so a hostile client cannot make hashing expensive. */
export const newPasswordSchema = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.maxLength(128, messages.tooLong),
  singleLine,
  v.check((password) => unmetPasswordConditions(password).length === 0, 'validation:passwordConditions'),
);

/** A password being checked, not chosen: only its presence and a sane length matter. */
/** A password as typed to sign in: required, not checked against the rules for new ones. */
export const currentPassword = v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(128, messages.tooLong));

const confirmation = v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(128, messages.tooLong));

// 'Passwords do not match' goes on the confirmation field. Written out per schema: valibot's path
// types do not survive a generic helper.
const mismatch = 'validation:passwordsMismatch';
const samePasswords = (input: { password: string; confirmPassword: string }) => input.password === input.confirmPassword;

const signUpEntries = v.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: confirmation,
  terms: v.literal(true, 'validation:termsRequired'),
});
export const signUpSchema = v.pipe(
  signUpEntries,
  v.forward(v.partialCheck([['password'], ['confirmPassword']], samePasswords, mismatch), ['confirmPassword']),
);
export type SignUpInput = v.InferInput<typeof signUpSchema>;

export const signUpResultSchema = v.object({ email: v.string() });


export const signInSchema = v.object({
  email: emailSchema,
  password: currentPassword,
  /** The pass the captcha check gave, once the account or address needs one. */
  captchaToken: v.optional(v.pipe(v.string(messages.invalid), singleLine, v.maxLength(200, messages.tooLong))),
});
export type SignInInput = v.InferInput<typeof signInSchema>;

export const sessionSchema = v.object({ token: v.string(), expiresAt: v.string() });
export type Session = v.InferOutput<typeof sessionSchema>;

export const profileSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.nullable(v.string()),
  status: v.picklist(['identified', 'notIdentified']),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** A mailed link: `?userId=…&token=…`. */
export const linkQuerySchema = v.object({
  userId: v.pipe(v.string(messages.required), v.uuid('validation:invalidLink')),
  token: v.pipe(v.string(messages.required), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation:invalidLink')),
});

/** A confirmed e-mail: the address the link was mailed to, so the sign-in that follows starts with it. */
export const emailConfirmedSchema = v.object({ email: v.string() });

export const emailParamSchema = v.object({ email: emailSchema });

export const checkTokenResultSchema = v.object({ email: v.string() });

const resetEntries = v.object({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: confirmation,
  userId: v.pipe(v.string(messages.required), v.uuid('validation:invalidLink')),
  token: v.pipe(v.string(messages.required), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation:invalidLink')),
});
export const resetPasswordSchema = v.pipe(
  resetEntries,
  v.forward(v.partialCheck([['password'], ['confirmPassword']], samePasswords, mismatch), ['confirmPassword']),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;

const changeEntries = v.object({ currentPassword, password: newPasswordSchema, confirmPassword: confirmation });
export const changePasswordSchema = v.pipe(
  changeEntries,
  v.forward(v.partialCheck([['password'], ['confirmPassword']], samePasswords, mismatch), ['confirmPassword']),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;

/** An ALTCHA proof-of-work challenge (self-hosted, solved in the browser). */
export const captchaChallengeSchema = v.object({
  parameters: v.record(v.string(), v.unknown()),
  signature: v.optional(v.string()),
});
export const captchaValidateQuerySchema = v.object({
  /** base64 of the JSON `{ challenge, solution }` the solver produced. */
  token: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), singleLine, v.maxLength(4000, messages.tooLong)),
});
export const captchaPassSchema = v.object({ captchaToken: v.string() });
