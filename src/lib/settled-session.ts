import { AuthActor } from './auth.context';

/**
 * 'in' or 'out' once the session is settled, 'pending' while it is being restored, refreshed or
 * ended: features that act on signing in or out wait for the settled answer instead of flickering.
 */
export function useSettledSession(): 'in' | 'out' | 'pending' {
  return AuthActor.useSelector((s) => (s.matches({ session: 'signedIn' }) ? 'in' : s.matches({ session: 'signedOut' }) ? 'out' : 'pending'));
}
