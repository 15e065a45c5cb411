import * as v from 'valibot';
import { invitationTokenSchema } from '../../api/contract/co-applicant';
import { propertyLinkSchema, propertyRefSchema } from '../../api/contract/property-ref';
import { noIntent, type SignInIntent } from '../../machines/auth/auth.machine';

/**
 * Where the browser keeps the auth machine's intent (spec section 7, "add booking/favourite after
 * registration"): a mailed confirmation link opens a new tab, which must find what the visitor chose.
 */
const key = 'tun.signInIntent';

const intentSchema = v.object({
  next: v.nullable(
    v.variant('kind', [
      v.object({ kind: v.literal('apply') }),
      v.object({ kind: v.literal('book'), property: propertyLinkSchema }),
      v.object({ kind: v.literal('coApplicant'), token: invitationTokenSchema }),
    ]),
  ),
  favourites: v.array(propertyRefSchema),
});

/** The stored intent, or none when nothing (or something unreadable, like an older copy) is stored. */
export function storedIntent(): SignInIntent {
  try {
    const parsed = v.safeParse(intentSchema, JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.output : noIntent;
  } catch {
    return noIntent;
  }
}

export function storeIntent(intent: SignInIntent): void {
  if (intent.next === null && intent.favourites.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(intent));
}
