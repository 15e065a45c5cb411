import type { MarketType } from '../../api/contract/favourites';

/**
 * Favourites chosen while signed out (spec section 7, "add favourite after registration"): kept in
 * the browser until the person signs in or registers, then added to their account.
 */
const key = 'tun.pendingFavourites';
export interface PendingFavourite {
  apartmentId: number;
  marketType: MarketType;
}

export function pendingFavourites(): PendingFavourite[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is PendingFavourite => typeof item?.apartmentId === 'number' && (item.marketType === '0' || item.marketType === '1')) : [];
  } catch {
    return [];
  }
}

export function addPendingFavourite(item: PendingFavourite): void {
  const current = pendingFavourites().filter((other) => !(other.apartmentId === item.apartmentId && other.marketType === item.marketType));
  // The server takes at most 50 at once; the newest choices win.
  localStorage.setItem(key, JSON.stringify([...current, item].slice(-50)));
}

export const clearPendingFavourites = () => localStorage.removeItem(key);
