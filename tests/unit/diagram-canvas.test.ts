import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import lendingLayout from '../../docs/diagrams/lending.layout.json';
import type { DiagramLayout } from '../../src/lib/diagram-layout';
import { DiagramCanvas } from '../../src/ui/diagram-canvas.view';

/*
 * The statechart canvas draws a machine's states and arrows. The diagrams page shows the arrows'
 * events and guards as the code names them; the lending process screen, a customer's, must not: a
 * Russian reader saw `offer.accept [isParty]` and some eighty more code names across their chart.
 */
const layout = lendingLayout as unknown as DiagramLayout;
const draw = (withCodeNames?: boolean) =>
  renderToStaticMarkup(createElement(DiagramCanvas, { layout, selected: undefined, active: new Set<string>(), onSelect: () => undefined, ...(withCodeNames === undefined ? {} : { withCodeNames }) }));

/** The words the chart writes on its canvas (its <text> elements), unescaped. */
const written = (markup: string) => [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&').trim());

describe('the statechart canvas', () => {
  const codeNames = layout.arrows.map((arrow) => arrow.label.text).filter((label) => label !== '');

  it('writes the arrows’ events and guards on the diagrams page', () => {
    expect(codeNames.length).toBeGreaterThan(0);
    expect(written(draw())).toEqual(expect.arrayContaining(codeNames));
  });

  it('draws the states and the arrows without their code names on a customer’s chart', () => {
    const words = written(draw(false));
    expect(words.length).toBe(layout.states.length);
    expect(words.filter((word) => codeNames.includes(word))).toEqual([]);
  });
});
