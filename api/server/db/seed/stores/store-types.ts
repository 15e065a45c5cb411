import type { StoreSection } from '../../../../contract/stores';
import type { Localized } from '../content/content-types';

/**
 * The shapes of the seeded partner stores (issue 20): the bank's partners for furnishing and renovating
 * a new home, and for the services a new home needs. Every text is written for this product in
 * Armenian, Russian and English.
 */

export interface StoreSectorSeed {
  /** Stable, kebab-case, English. */
  slug: string;
  section: StoreSection;
  name: Localized;
}

export interface StoreAddressSeed {
  /** Street address as a visitor would write it, in each language. */
  address: Localized;
  latitude: number;
  longitude: number;
  /** Opening hours, in each language ("Mon–Sat 10:00–20:00, Sun 11:00–18:00"). */
  hours: Localized;
}

export interface StoreSeed {
  /** Stable, kebab-case, English: the store's address on the site. */
  slug: string;
  /** The sector's slug. */
  sector: string;
  /** The brand as it is written in each language (Armenian script for `hy`, Cyrillic for `ru` where the brand is transliterated). */
  name: Localized;
  /** One sentence for the store's card. */
  summary: Localized;
  /** Two or three short paragraphs about the store, in the markup of the site's texts (paragraphs split by a blank line, `- ` bullets). */
  description: Localized;
  /** What the bank's customers get with a promo code, one sentence ("10% off furniture and lighting, delivery in Yerevan free"). */
  offer: Localized;
  /** The discount a promo code gives, in percent; null for a partner without promo codes (its offer still shows). */
  discountPercent: number | null;
  /** Days a generated promo code stays valid. */
  promoValidityDays: number;
  /** Armenian phone number, `+374` and 8 digits. */
  phone: string;
  email: string;
  website: string | null;
  /** The logo's colour (`#rrggbb`), dark enough for white letters on it (WCAG AA, 4.5:1). */
  brandColor: string;
  /** The one store the home page shows in its "For your own home" block. */
  ownHome?: boolean;
  addresses: StoreAddressSeed[];
}
