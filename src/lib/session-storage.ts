import { tokenStorageKey } from '../../api/client';

/** What the browser keeps of a session (spec section 3: the token in local storage). */
const widgetGuidKey = 'tun.identificationWidgetGuid';
const coApplicantKey = 'tun.coApplicant';

export const sessionStorageKeys = { token: tokenStorageKey, widgetGuid: widgetGuidKey, coApplicant: coApplicantKey } as const;

export const hasStoredToken = () => localStorage.getItem(tokenStorageKey) !== null;
export const storeToken = (token: string) => localStorage.setItem(tokenStorageKey, token);

/** Sign-out forgets the token and the identification widget guid (spec section 4). */
export function clearStoredSession() {
  localStorage.removeItem(tokenStorageKey);
  localStorage.removeItem(widgetGuidKey);
}

/** `?coapplicant=…` on any page: the visitor came from a co-applicant invitation. */
export const storeCoApplicantMarker = (value: string) => localStorage.setItem(coApplicantKey, value);
