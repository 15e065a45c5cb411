import * as v from 'valibot';
import { languageSchema } from './validation';

/** Bank infrastructure (spec section 7): branches and the credit officers of a branch. */
export const branchSchema = v.object({
  code: v.string(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  phone: v.string(),
  isHeadOffice: v.boolean(),
  openingHours: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type Branch = v.InferOutput<typeof branchSchema>;

export const branchListSchema = v.array(branchSchema);

export const creditOfficerSchema = v.object({
  id: v.number(),
  fullName: v.string(),
  phone: v.string(),
  email: v.string(),
  languages: v.array(languageSchema),
});
export type CreditOfficer = v.InferOutput<typeof creditOfficerSchema>;
export const creditOfficerListSchema = v.array(creditOfficerSchema);

export const branchCodeParamSchema = v.object({
  branchCode: v.pipe(v.string('validation:required'), v.regex(/^[A-Z0-9]{2,10}$/, 'validation:invalid')),
});
