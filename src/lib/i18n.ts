import i18n, { type BackendModule, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { withoutDoubledStops } from '../../api/contract/units';
import { defaultLanguage, languages } from '../../api/contract/validation';

/** Every namespace file, each its own chunk: a route loads only the namespaces it renders. */
// mail.json holds the server's mail templates: the app never loads it.
const namespaceFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/*/mail.json']);

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = namespaceFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The one namespace the first paint of every page waits for: the shell's texts. */
export const startNamespaces = ['common'];

/** The error catalogue and field messages: shown after a person acts (src/ui/form.view.tsx `useFieldMessage`). */
export const laterMessageNamespaces = ['errors', 'validation'];

/**
 * Namespaces any page may need after its first paint: the error catalogue (a failed call's toast), field
 * messages and the account dialogs (they open on any page). They load right after the first render;
 * a route whose first screen shows them awaits them in its loader, and the dialogs before they open
 * (`loadLaterNamespaces`). A form's messages do not need that: they appear once the namespaces come.
 */
export const laterNamespaces = [...laterMessageNamespaces, 'auth'];

export function loadLaterNamespaces() {
  return i18n.loadNamespaces(laterNamespaces);
}

/** A date's abbreviation ending a sentence ("с 1 декабря 2026 г.") keeps one full stop, not "г..". */
const typography: PostProcessorModule = { type: 'postProcessor', name: 'typography', process: (value: string) => withoutDoubledStops(value) };

export async function initI18n(lng: string = defaultLanguage) {
  await i18n
    .use(lazyNamespaces)
    .use(typography)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...languages],
      fallbackLng: false,
      ns: startNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      postProcess: ['typography'],
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18n;
}

export { i18n };
