/*
 * Armenian numbers, money and dates for a browser whose Intl has no Armenian data (Chromium's ICU, for
 * one, answers `hy-AM` in English: "AMD 352,348" on an Armenian page). The output copies what a full
 * ICU gives for `hy-AM` (Node's): Russian digit grouping and decimal comma, grouping from five digits,
 * the sign after the amount, and the Armenian names and patterns of dates.
 */

export const intlSpeaksArmenian = () => Intl.NumberFormat.supportedLocalesOf(['hy-AM']).length > 0 && Intl.DateTimeFormat.supportedLocalesOf(['hy-AM']).length > 0;

const compactWords: Record<string, string> = { 'тыс.': 'հզր', млн: 'մլն', млрд: 'մլրդ', трлн: 'տրլն' };

/** A number or an amount as `hy-AM` writes it. */
export function armenianNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const russian = new Intl.NumberFormat('ru-RU', options.style === 'currency' ? { currencyDisplay: 'narrowSymbol', ...options } : options);
  const parts = russian.formatToParts(value);
  const integers = parts.filter((part) => part.type === 'integer');
  // Armenian groups digits from five on: 1234 stays whole, 12 345 does not.
  const ungroup = integers.length === 2 && integers[0]?.value.length === 1;
  return parts
    .filter((part) => !(ungroup && part.type === 'group'))
    // Armenian writes the percent sign close up (4,5%), Russian apart (4,5 %).
    .filter((part, index) => !(part.type === 'literal' && parts[index + 1]?.type === 'percentSign'))
    .map((part) => (part.type === 'compact' ? (compactWords[part.value] ?? part.value) : part.value))
    .join('');
}

const monthsGenitive = ['հունվարի', 'փետրվարի', 'մարտի', 'ապրիլի', 'մայիսի', 'հունիսի', 'հուլիսի', 'օգոստոսի', 'սեպտեմբերի', 'հոկտեմբերի', 'նոյեմբերի', 'դեկտեմբերի'];
const monthsStandalone = ['հունվար', 'փետրվար', 'մարտ', 'ապրիլ', 'մայիս', 'հունիս', 'հուլիս', 'օգոստոս', 'սեպտեմբեր', 'հոկտեմբեր', 'նոյեմբեր', 'դեկտեմբեր'];
const monthsShort = ['հնվ', 'փտվ', 'մրտ', 'ապր', 'մյս', 'հնս', 'հլս', 'օգս', 'սեպ', 'հոկ', 'նոյ', 'դեկ'];
const weekdays = ['կիրակի', 'երկուշաբթի', 'երեքշաբթի', 'չորեքշաբթի', 'հինգշաբթի', 'ուրբաթ', 'շաբաթ'];
const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * A date as `hy-AM` writes it, for the shapes the app uses: a long or medium date (with the time),
 * the weekday with the day and month, the month with the year. Any other shape reads as a long date.
 */
export function armenianDate(value: Date, options: Intl.DateTimeFormatOptions): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: options.timeZone ?? 'Asia/Yerevan',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day);
  const month = Number(parts.month) - 1;
  const year = parts.year;
  // A time style alone is the time alone, as Intl writes it.
  if (options.timeStyle && !options.dateStyle && !options.day && !options.month && !options.weekday) return `${parts.hour}:${parts.minute}`;
  const time = options.timeStyle ? `, ${parts.hour}:${parts.minute}` : '';
  // The date styles write the day with two digits (01 մարտի); fields asked one by one, as a number (1 մարտի).
  const styledDay = String(day).padStart(2, '0');
  if (options.weekday && !options.year) return `${monthsGenitive[month]} ${day}, ${weekdays[weekdayIndex[parts.weekday ?? 'Sun'] ?? 0]}`;
  if (options.month && options.year && !options.day) return `${year} թ․ ${monthsStandalone[month]}`;
  if (options.dateStyle === 'medium') return `${styledDay} ${monthsShort[month]}, ${year} թ.${time}`;
  return `${options.dateStyle ? styledDay : day} ${monthsGenitive[month]}, ${year} թ.${time}`;
}
