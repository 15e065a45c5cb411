import type { MarketType } from '../../api/contract/favourites';

/**
 * The property a visitor chose to book while signed out (spec section 7, "add booking after
 * registration"): kept in the browser through sign-up and e-mail confirmation, and booked on its page
 * once the person is signed in.
 */
const key = 'tun.pendingBooking';
export interface PendingBooking {
  marketType: MarketType;
  apartmentId: number;
  /** The property page's path without the language, to come back to after signing in elsewhere. */
  path: string;
}

export function pendingBooking(): PendingBooking | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<PendingBooking> | null;
    if (!stored || typeof stored.apartmentId !== 'number' || (stored.marketType !== '0' && stored.marketType !== '1') || typeof stored.path !== 'string') return null;
    return { marketType: stored.marketType, apartmentId: stored.apartmentId, path: stored.path };
  } catch {
    return null;
  }
}

export const isPendingBooking = (marketType: MarketType, apartmentId: number) => {
  const pending = pendingBooking();
  return pending?.marketType === marketType && pending.apartmentId === apartmentId;
};
export const rememberPendingBooking = (item: PendingBooking) => localStorage.setItem(key, JSON.stringify(item));
export const forgetPendingBooking = () => localStorage.removeItem(key);
