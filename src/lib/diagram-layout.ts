/**
 * A laid-out diagram in absolute coordinates (docs/diagrams/<id>.layout.json): what
 * scripts/diagrams writes and the diagrams page draws. It lives here because src may not import
 * scripts; the script imports it from here.
 */
export interface DiagramLayout {
  id: string;
  width: number;
  height: number;
  states: { id: string; key: string; type: DiagramStateType; parentType: DiagramStateType | undefined; x: number; y: number; width: number; height: number; invokes: string[]; effects?: string[]; initial: boolean }[];
  arrows: { source: string; target: string; event: string; guard: string | undefined; actions: string[]; points: [number, number][]; label: { text: string; x: number; y: number; width: number; height: number } }[];
}

/** The kinds of statechart state a diagram draws differently. */
export type DiagramStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
