import { lazy, Suspense, type ComponentType } from 'react';
import { i18n } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A part only the browser draws, once the page is hydrated (it reads this browser's stored lists):
 * its code and its translation namespaces load then, so they are not in the JavaScript a page waits
 * for before it answers.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>, namespaces: readonly string[]): ComponentType<P> {
  const Part = lazy(async () => {
    const [component] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return { default: component };
  });
  return function AfterHydration(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
