/**
 * The Armenian working calendar (issue 17): the bank's deadlines of "1 working day" and the free slots
 * of its calendars count working days in Yerevan time (UTC+4 all year, no daylight saving), without
 * weekends and the public holidays of the Labour Code (article 18, fixed dates).
 */

/** Yerevan's offset from UTC, hours. */
export const yerevanOffsetHours = 4;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The public holidays as MM-DD: New Year (1-2 January), Christmas (6), Army Day (28), Women's Day, Genocide Remembrance, Labour Day, Victory and Peace Day, Republic Day, Constitution Day, Independence Day, New Year's Eve. */
export const armenianPublicHolidays: readonly string[] = ['01-01', '01-02', '01-06', '01-28', '03-08', '04-24', '05-01', '05-09', '05-28', '07-05', '09-21', '12-31'];

/** The bank's working hours in Yerevan: the end of a working day is its close. */
export const bankHours = { opensAt: 9, closesAt: 18 } as const;

/** The calendar day in Yerevan of an instant, as YYYY-MM-DD. */
export const yerevanDate = (at: Date): string => new Date(at.getTime() + yerevanOffsetHours * hourMs).toISOString().slice(0, 10);

/** The instant of a Yerevan day (YYYY-MM-DD) at an hour and minute of Yerevan time. */
export const yerevanTime = (date: string, hour: number, minute = 0): Date => new Date(Date.parse(`${date}T00:00:00Z`) + (hour - yerevanOffsetHours) * hourMs + minute * 60_000);

/** Whether a Yerevan day (YYYY-MM-DD) is a working day: Monday to Friday, not a public holiday. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !armenianPublicHolidays.includes(date.slice(5));
}

/** The Yerevan day `days` calendar days after `date`. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The next `count` working days after the Yerevan day of `from` (not counting that day). */
export function nextWorkingDays(from: Date, count: number): string[] {
  const days: string[] = [];
  for (let date = addDays(yerevanDate(from), 1); days.length < count; date = addDays(date, 1)) if (isWorkingDay(date)) days.push(date);
  return days;
}

/** The bank's close on the next working day after `from`: "within 1 working day". */
export function endOfNextWorkingDay(from: Date): Date {
  const [next] = nextWorkingDays(from, 1);
  return yerevanTime(next as string, bankHours.closesAt);
}
