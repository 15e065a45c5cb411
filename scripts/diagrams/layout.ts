import ELK from 'elkjs/lib/elk.bundled.js';
import type { DiagramLayout } from '../../src/lib/diagram-layout';
import type { Chart, ChartArrow, ChartState } from './chart';

export type { DiagramLayout };

const charWidth = 7;
const lineHeight = 16;
const textWidth = (text: string) => Math.ceil(text.length * charWidth) + 12;

export const arrowText = (arrow: Pick<ChartArrow, 'event' | 'guard'>) => (arrow.guard ? `${arrow.event} [${arrow.guard}]` : arrow.event);

interface ElkNode {
  id: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  children?: ElkNode[];
  labels?: { text: string; width: number; height: number }[];
  layoutOptions?: Record<string, string>;
  edges?: ElkEdge[];
}
interface ElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: { text: string; width: number; height: number; x?: number; y?: number }[];
  sections?: { startPoint: { x: number; y: number }; endPoint: { x: number; y: number }; bendPoints?: { x: number; y: number }[] }[];
}

function elkNode(state: ChartState): ElkNode {
  const lines = [state.key, ...state.invokes.map((invoke) => `invoke ${invoke}`), ...state.effects.map((effect) => `⇒ ${effect}`)];
  const width = Math.max(...lines.map(textWidth), 90);
  if (state.children.length === 0) return { id: state.id, width, height: lines.length * lineHeight + 18 };
  return {
    id: state.id,
    labels: [{ text: state.key, width, height: lines.length * lineHeight + 4 }],
    layoutOptions: {
      'elk.padding': `[top=${lines.length * lineHeight + 18},left=14,bottom=14,right=14]`,
      'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
      ...(state.type === 'parallel' ? { 'elk.direction': 'DOWN' } : {}),
    },
    children: state.children.map(elkNode),
  };
}

/** Lays out a chart with ELK's layered algorithm, nested states included, arrows routed between levels. */
export async function layoutChart(chart: Chart): Promise<DiagramLayout> {
  const elk = new ELK();
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '50',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
    },
    children: chart.root.children.map(elkNode),
    edges: chart.arrows.map((arrow, index) => ({
      id: `e${index}`,
      sources: [arrow.source],
      targets: [arrow.target],
      labels: [{ text: arrowText(arrow), width: textWidth(arrowText(arrow)), height: lineHeight }],
    })),
  };
  const result = (await elk.layout(graph as never)) as unknown as ElkNode;

  const byId = new Map<string, ChartState>();
  const parentType = new Map<string, ChartState['type']>();
  const walk = (state: ChartState) => {
    byId.set(state.id, state);
    for (const child of state.children) {
      parentType.set(child.id, state.type);
      walk(child);
    }
  };
  walk(chart.root);

  const states: DiagramLayout['states'] = [];
  const place = (node: ElkNode, dx: number, dy: number) => {
    const x = dx + (node.x ?? 0);
    const y = dy + (node.y ?? 0);
    const state = byId.get(node.id);
    if (state) {
      const parent = [...byId.values()].find((candidate) => candidate.children.includes(state));
      states.push({
        id: state.id,
        key: state.key,
        type: state.type,
        parentType: parentType.get(state.id),
        x,
        y,
        width: node.width ?? 0,
        height: node.height ?? 0,
        invokes: state.invokes,
        effects: state.effects,
        initial: parent?.initial === state.key,
      });
    }
    for (const child of node.children ?? []) place(child, x, y);
  };
  for (const child of result.children ?? []) place(child, 0, 0);

  // Edges are declared on the root, so their coordinates are already absolute.
  const arrows = (result.edges ?? []).map((edge, index) => {
    const arrow = chart.arrows[index] as ChartArrow;
    const section = edge.sections?.[0];
    const points: [number, number][] = section
      ? [[section.startPoint.x, section.startPoint.y], ...(section.bendPoints ?? []).map((p) => [p.x, p.y] as [number, number]), [section.endPoint.x, section.endPoint.y]]
      : [];
    const label = edge.labels?.[0];
    return {
      source: arrow.source,
      target: arrow.target,
      event: arrow.event,
      guard: arrow.guard,
      actions: arrow.actions,
      points,
      label: { text: arrowText(arrow), x: label?.x ?? points[0]?.[0] ?? 0, y: label?.y ?? points[0]?.[1] ?? 0, width: label?.width ?? 0, height: label?.height ?? lineHeight },
    };
  });
  return { id: chart.id, width: Math.ceil(result.width ?? 0) + 20, height: Math.ceil(result.height ?? 0) + 20, states, arrows };
}
