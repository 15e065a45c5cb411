import type { Language } from '../../contract/validation';

/** The locale each language formats dates and numbers with (as the browser's src/lib/language.ts). */
export const intlLocale: Record<Language, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-GB' };

/** A day as letters and pages write it ("27 November 2026"), on Yerevan's calendar. */
export const longDate = (date: Date, lang: Language) => new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'Asia/Yerevan' }).format(date);
