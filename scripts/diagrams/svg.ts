import type { DiagramLayout } from './layout';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const round = (n: number) => Math.round(n * 10) / 10;

/** A standalone SVG of a laid-out diagram (the committed file analysts open). */
export function toSvg(layout: DiagramLayout, title: string): string {
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" font-family="Arial, sans-serif" font-size="12">`,
    `<title>${escape(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#4a5564"/></marker></defs>',
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
  );
  for (const state of layout.states) {
    const compound = layout.arrows.length >= 0 && state.height > 60 && state.width > 120 && layout.states.some((other) => other.id.startsWith(`${state.id}.`));
    const dashed = state.parentType === 'parallel' ? ' stroke-dasharray="6 4"' : '';
    const fill = compound ? '#f5f7fa' : state.type === 'final' ? '#e7f4ec' : '#eef3fb';
    parts.push(
      `<g data-state="${escape(state.id)}"><rect x="${round(state.x)}" y="${round(state.y)}" width="${round(state.width)}" height="${round(state.height)}" rx="8" fill="${fill}" stroke="#0b3a75"${dashed} stroke-width="${state.type === 'final' ? 3 : 1.2}"/>`,
      `<text x="${round(state.x + 8)}" y="${round(state.y + 16)}" font-weight="bold" fill="#16202c">${escape(state.key)}${state.initial ? ' ●' : ''}</text>`,
      ...state.invokes.map((invoke, i) => `<text x="${round(state.x + 8)}" y="${round(state.y + 32 + i * 16)}" fill="#4a5564">invoke ${escape(invoke)}</text>`),
      ...(state.effects ?? []).map((effect, i) => `<text x="${round(state.x + 8)}" y="${round(state.y + 32 + (state.invokes.length + i) * 16)}" fill="#8a3b00">⇒ ${escape(effect)}</text>`),
      '</g>',
    );
  }
  for (const arrow of layout.arrows) {
    if (arrow.points.length < 2) continue;
    const d = arrow.points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join(' ');
    parts.push(
      `<g data-arrow="${escape(arrow.source)}→${escape(arrow.target)}"><path d="${d}" fill="none" stroke="#4a5564" stroke-width="1.2" marker-end="url(#arrow)"/>`,
      `<text x="${round(arrow.label.x + 2)}" y="${round(arrow.label.y + 12)}" fill="#1a4fa0">${escape(arrow.label.text)}</text></g>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
