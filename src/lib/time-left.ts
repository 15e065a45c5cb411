import type { TFunction } from 'i18next';

const minutesPerHour = 60;
const minutesPerDay = 24 * minutesPerHour;

/**
 * How long a hold still runs, in the largest two units that matter. Rounded up to the minute, so a
 * hold just taken reads as its full length (2 d 0 h) whether the page's clock ticked before or after
 * the server took it.
 */
export function timeLeft(expiresAt: string, now: number, t: TFunction<'bookings'>): string {
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return t('time.ended');
  const minutes = Math.ceil(left / 60_000);
  if (minutes >= minutesPerDay) {
    return t('time.daysHours', { days: Math.floor(minutes / minutesPerDay), hours: Math.floor((minutes % minutesPerDay) / minutesPerHour) });
  }
  if (minutes >= minutesPerHour) {
    return t('time.hoursMinutes', { hours: Math.floor(minutes / minutesPerHour), minutes: minutes % minutesPerHour });
  }
  return t('time.minutes', { minutes });
}
