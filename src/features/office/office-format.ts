import type { TFunction } from 'i18next';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';

/** How long something has waited, in its two largest units ("2 d 3 h", "45 min"), in the page's language. */
export function waitedFor(since: string, now: number, t: TFunction<'office'>): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('waited.days', { days, hours });
  if (hours > 0) return t('waited.hours', { hours, minutes: minutes % 60 });
  return t('waited.minutes', { minutes });
}

export const dateTime = (value: string, lang: Language) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });

/** An application's number as the office reads it out: the first eight characters of its id (what the cases' search takes). */
export const shortNumber = (applicationId: string) => applicationId.slice(0, 8).toUpperCase();
