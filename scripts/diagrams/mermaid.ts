import type { Chart, ChartArrow, ChartState } from './chart';

const alias = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

function arrowLabel(arrow: ChartArrow): string {
  const guard = arrow.guard ? ` [${arrow.guard}]` : '';
  return `${arrow.event}${guard}`.replace(/:/g, '﹕');
}

function stateLines(state: ChartState, indent: string): string[] {
  const lines: string[] = [];
  const id = alias(state.id);
  if (state.children.length === 0) {
    lines.push(`${indent}state "${state.key}" as ${id}`);
    for (const invoke of state.invokes) lines.push(`${indent}${id} : invoke ${invoke}`);
    for (const effect of state.effects) lines.push(`${indent}${id} : ⇒ ${effect.replace(/:/g, '﹕')}`);
    if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
    return lines;
  }
  lines.push(`${indent}state "${state.key}${state.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
  const inner = `${indent}  `;
  state.children.forEach((child, index) => {
    if (state.type === 'parallel' && index > 0) lines.push(`${inner}--`);
    lines.push(...stateLines(child, inner));
  });
  if (state.initial) lines.push(`${inner}[*] --> ${alias(`${state.id}.${state.initial}`)}`);
  lines.push(`${indent}}`);
  for (const invoke of state.invokes) lines.push(`${indent}${id} : invoke ${invoke}`);
  return lines;
}

/** A Mermaid `stateDiagram-v2`: nested and parallel states, guards on the arrows, invoked actors on the states. */
export function toMermaid(chart: Chart): string {
  const lines = ['stateDiagram-v2', '  direction LR'];
  for (const child of chart.root.children) lines.push(...stateLines(child, '  '));
  if (chart.root.type === 'parallel') {
    // Mermaid draws regions only inside a state; the root's regions stand side by side.
  } else if (chart.root.initial) {
    lines.push(`  [*] --> ${alias(`${chart.root.id}.${chart.root.initial}`)}`);
  }
  for (const arrow of chart.arrows) lines.push(`  ${alias(arrow.source)} --> ${alias(arrow.target)} : ${arrowLabel(arrow)}`);
  return `${lines.join('\n')}\n`;
}
