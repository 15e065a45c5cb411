import type { Language } from '../contract/validation';
import hyErrors from '../../locales/hy/errors.json';
import ruErrors from '../../locales/ru/errors.json';
import enErrors from '../../locales/en/errors.json';

type Messages = Record<string, Record<string, string>>;
const errorMessages: Record<Language, Messages> = { hy: hyErrors, ru: ruErrors, en: enErrors };

/**
 * A catalogued message in the request's language, for answers that carry text (a 500 shows the
 * server's message). `key` is `TYPE.REASON`; `{{name}}` placeholders take `params`.
 */
export function serverMessage(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const [type = '', reason = ''] = key.split('.');
  const template = errorMessages[lang][type]?.[reason] ?? errorMessages.en[type]?.[reason] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
