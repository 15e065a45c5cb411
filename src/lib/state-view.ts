import type { StateValue } from 'xstate';

/**
 * Every path of a statechart's state value as a dotted string (`editing.captchaRequired`), the key
 * of a screen's typed record from state to view: a state added to the machine fails the typecheck
 * until its screen says what it shows. Regions of a parallel state are not paths; pick the region first.
 */
export type StatePath<V> = Exclude<Extract<V, string>, ParentOf<V>> | ChildPath<Exclude<V, string>>;
/** xstate's value type also lists a compound state as a bare name; at run time it is always `{ parent: child }`. */
type ParentOf<V> = V extends string ? never : keyof V & string;
type ChildPath<O> = O extends object ? { [K in keyof O & string]-?: `${K}.${StatePath<NonNullable<O[K]>>}` }[keyof O & string] : never;

/** The dotted path of a (non-parallel) state value: `{ editing: 'captchaRequired' }` is `editing.captchaRequired`. */
export function statePath<V extends StateValue>(value: V): StatePath<V> {
  let path = '';
  let current: StateValue = value;
  while (typeof current !== 'string') {
    const [key, inner] = Object.entries(current)[0] ?? [];
    if (key === undefined || inner === undefined) break;
    path += `${key}.`;
    current = inner;
  }
  return `${path}${typeof current === 'string' ? current : ''}`.replace(/\.$/, '') as StatePath<V>;
}
