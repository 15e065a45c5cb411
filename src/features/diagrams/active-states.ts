/** The ids of the states a snapshot's value names (`{ session: 'signedIn' }` → `auth.session`, `auth.session.signedIn`). */
export function activeStateIds(machineId: string, value: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') {
      ids.add(`${prefix}.${v}`);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        ids.add(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machineId, value);
  return ids;
}

/** The i18n key of a state's name (the canvas, in src/ui, names states the same way). */
export { statePath } from '../../ui/diagram-canvas.view';
