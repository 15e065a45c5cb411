import * as v from 'valibot';
import { fromCallback, type AnyActorRef, type AnyEventObject, type EventObject } from 'xstate';
import type { AnyRouter } from '@tanstack/react-router';
import { tokenStorageKey, type ApiClient } from '../../api/client';
import { invitationTokenSchema } from '../../api/contract/co-applicant';
import { storeCoApplicantMarker } from '../lib/session-storage';

/** The query parameters of spec section 2 that open the account dialogs on any page. */
const linkParams = ['signIn', 'signUp', 'resetPassword', 'userId', 'token'] as const;
const isTrue = (value: unknown) => value === true || value === 'true';

/** The event a mailed or shared link asks for, if any. */
function linkEvent(search: Record<string, unknown>): AnyEventObject | undefined {
  const { signIn, signUp, resetPassword, userId, token } = search;
  if (typeof userId === 'string' && typeof token === 'string') {
    return isTrue(resetPassword) ? { type: 'link.resetPassword', userId, token } : { type: 'link.confirmEmail', userId, token };
  }
  if (isTrue(resetPassword)) return { type: 'forgotPassword.open' };
  if (isTrue(signIn)) return { type: 'signIn.open' };
  if (isTrue(signUp)) return { type: 'signUp.open' };
  return undefined;
}

/**
 * The auth machine's window on the session outside it: any 401 from the API ends the session here;
 * another tab signing in or out (the token in local storage changed) makes this one load the profile
 * again, so it never shows one person's data under another's session; and an address with the account
 * links' parameters opens their dialog, after which the parameters leave the address (a reload must not
 * replay a used link).
 */
export function createSessionWatcher(client: ApiClient, router: AnyRouter) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const stopUnauthorized = client.onUnauthorized(() => sendBack({ type: 'session.expired' }));
    const onStorage = (event: StorageEvent) => {
      if (event.key === tokenStorageKey || event.key === null) sendBack({ type: 'session.changed' });
    };
    window.addEventListener('storage', onStorage);
    const readLink = () => {
      const search = router.state.location.search as Record<string, unknown>;
      // The invitation link's marker stays in the address (the invitation page reads it); signed out it becomes the pending intent.
      const marker = search.coapplicant === undefined ? '' : String(search.coapplicant);
      if (v.is(invitationTokenSchema, marker)) {
        storeCoApplicantMarker(marker);
        sendBack({ type: 'coApplicant.request', token: marker });
      }
      if (!linkParams.some((key) => key in search)) return;
      const event = linkEvent(search);
      if (event) sendBack(event);
      const rest = Object.fromEntries(Object.entries(search).filter(([key]) => !(linkParams as readonly string[]).includes(key)));
      void router.navigate({ to: '.', search: rest as never, replace: true });
    };
    readLink();
    const stopLinks = router.subscribe('onResolved', readLink);
    return () => {
      stopUnauthorized();
      stopLinks();
      window.removeEventListener('storage', onStorage);
    };
  });
}

interface AuthSnapshotView {
  matches(value: unknown): boolean;
  context: { profile?: { id: string } };
}

/**
 * How a page's machine follows the one auth actor it is given: settled sign-ins and sign-outs, and
 * the sign-in dialog closing without a sign-in, arrive as events (the booking machine's `followSession`).
 */
export function followSession(auth: AnyActorRef) {
  return fromCallback<EventObject>(({ sendBack }) => {
    /** 'out', 'in:<user id>', or undefined while the session is being restored, refreshed or ended. */
    const settledOf = (snapshot: AuthSnapshotView) =>
      snapshot.matches({ session: 'signedOut' }) ? 'out' : snapshot.matches({ session: 'signedIn' }) ? `in:${snapshot.context.profile?.id ?? ''}` : undefined;
    let settled = settledOf(auth.getSnapshot() as AuthSnapshotView);
    let dialogOpen = !(auth.getSnapshot() as AuthSnapshotView).matches({ dialog: 'closed' });
    const subscription = auth.subscribe((value) => {
      const snapshot = value as AuthSnapshotView;
      const now = settledOf(snapshot);
      if (now !== undefined && now !== settled) {
        // Another person took over the session (in another tab): the page is theirs from scratch.
        if (settled?.startsWith('in:') && now.startsWith('in:')) sendBack({ type: 'session.signedOut' });
        sendBack({ type: now === 'out' ? 'session.signedOut' : 'session.signedIn' });
        settled = now;
      }
      const open = !snapshot.matches({ dialog: 'closed' });
      if (dialogOpen && !open && now === 'out') sendBack({ type: 'signIn.dismissed' });
      dialogOpen = open;
    });
    return () => subscription.unsubscribe();
  });
}
