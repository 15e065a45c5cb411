import * as v from 'valibot';
import { invitationTokenSchema } from '../../../api/contract/co-applicant';

/** `/co-applicant?coapplicant=<token>`: the mailed invitation link's marker (spec section 2); a malformed one is none. */
export const invitationSearchSchema = v.object({
  coapplicant: v.fallback(v.optional(invitationTokenSchema), undefined),
});
