import { describe, expect, it } from 'vitest';
import { wallTypes, propertyTypes } from '../../api/server/db/schema/catalogue';
import { renderFacade } from '../../api/server/media/facade.picture';
import { renderFloorPlan } from '../../api/server/media/floor-plan.picture';
import { bannerSizes, initialsOf, renderBanner, renderListingPhoto, renderLogo } from '../../api/server/media/photo.picture';
import { mulberry32 } from '../../api/server/lib/mulberry32';
import { createRandom } from '../../api/server/media/svg-random';

const maxBytes = 20 * 1024;

/** Balanced tags, known entities only, one root <svg> with a <title>: enough of XML for our output. */
function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*><title>[^<]+<\/title>/);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    const [tag, closing, name, selfClosing] = match;
    if (closing) expect(stack.pop(), `</${name}> closes another element`).toBe(name);
    else if (!selfClosing) stack.push(name as string);
    // One root: the stack empties only with the last tag.
    if (stack.length === 0) expect(match.index + tag.length).toBe(svg.length);
  }
  expect(stack).toEqual([]);
  // Nothing but markup: every "<" opens a tag, so no raw text can smuggle one in.
  expect(svg.replace(/<(\/?)([A-Za-z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g, '')).not.toMatch(/[<>]/);
  expect(new TextEncoder().encode(svg).length).toBeLessThan(maxBytes);
  // Nothing is fetched: no external references, no web fonts.
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg")|@import|@font-face|<image/);
}

const count = (svg: string, pattern: RegExp) => [...svg.matchAll(pattern)].length;

describe('seeded random', () => {
  it('draws the same sequence for the same seed and a different one for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    const other = mulberry32(43);
    expect(Array.from({ length: 5 }, () => other())).not.toEqual(first);
  });

  it('keeps pictures of one seed but different kinds unrelated, and survives odd seeds', () => {
    expect(createRandom(7, 'facade').next()).not.toBe(createRandom(7, 'plan').next());
    for (const seed of [-1, 0.5, Number.NaN, 2 ** 40]) expect(createRandom(seed).int(1, 6)).toBeGreaterThanOrEqual(1);
  });
});

describe('facade', () => {
  it('is deterministic, and differs between seeds', () => {
    const options = { seed: 1234, floors: 9, wallType: 'stone' } as const;
    expect(renderFacade(options)).toBe(renderFacade({ ...options }));
    expect(renderFacade({ ...options, seed: 1235 })).not.toBe(renderFacade(options));
  });

  it('is a well-formed, small SVG for every wall type and height', () => {
    for (const wallType of wallTypes) {
      for (const floors of [1, 2, 5, 12, 16, 30]) {
        for (let seed = 1; seed <= 4; seed++) expectWellFormedSvg(renderFacade({ seed: seed * 7919, floors, wallType }));
      }
    }
  });

  it('falls back on a wall type it does not know', () => {
    for (const wallType of ['toString', 'glass']) expectWellFormedSvg(renderFacade({ seed: 1, floors: 5, wallType: wallType as 'stone' }));
  });

  it('honours the requested size and escapes a given title', () => {
    const svg = renderFacade({ seed: 3, floors: 4, wallType: 'panel', width: 400, height: 300, title: 'A & B <script>' });
    expect(svg).toContain('viewBox="0 0 400 300"');
    expect(svg).toContain('<title>A &amp; B &lt;script&gt;</title>');
    expectWellFormedSvg(svg);
  });
});

describe('floor plan', () => {
  it('is deterministic', () => {
    expect(renderFloorPlan({ seed: 99, rooms: 3, area: 84.5 })).toBe(renderFloorPlan({ seed: 99, rooms: 3, area: 84.5 }));
    expect(renderFloorPlan({ seed: 100, rooms: 3, area: 84.5 })).not.toBe(renderFloorPlan({ seed: 99, rooms: 3, area: 84.5 }));
  });

  it('draws as many rooms as the apartment has, with a kitchen, a bathroom and a hall, their areas adding up', () => {
    for (let rooms = 1; rooms <= 10; rooms++) {
      for (const seed of [1, 2, 3]) {
        const area = 28 + rooms * 19 + seed;
        const svg = renderFloorPlan({ seed, rooms, area });
        expectWellFormedSvg(svg);
        expect(count(svg, /<rect [^>]*data-room="room"/g)).toBe(rooms);
        expect(count(svg, /data-room="kitchen"/g)).toBe(1);
        expect(count(svg, /data-room="bath"/g)).toBeGreaterThanOrEqual(1);
        expect(count(svg, /data-room="hall"/g)).toBe(1);
        const sum = [...svg.matchAll(/data-area="([\d.]+)"/g)].reduce((total, match) => total + Number(match[1]), 0);
        expect(Math.abs(sum - area)).toBeLessThan(1);
      }
    }
  });

  it('draws at least 3 room shapes for a 3-room apartment, labelled with areas in m²', () => {
    const svg = renderFloorPlan({ seed: 5, rooms: 3, area: 88 });
    expect(count(svg, /data-room=/g)).toBeGreaterThanOrEqual(3);
    expect(count(svg, /<rect [^>]*data-room="room"/g)).toBe(3);
    expect(svg).toMatch(/>\d+\.\d m²</);
    expect(svg).toContain('Σ 88 m²');
  });

  it('draws a studio as one open room and an unplanned apartment as a shell with columns', () => {
    const studio = renderFloorPlan({ seed: 8, rooms: -2, area: 31 });
    expectWellFormedSvg(studio);
    expect(count(studio, /data-room="studio"/g)).toBe(1);
    expect(count(studio, /data-room="(room|kitchen|hall)"/g)).toBe(0);
    const shell = renderFloorPlan({ seed: 8, rooms: -1, area: 120 });
    expectWellFormedSvg(shell);
    expect(count(shell, /data-room=/g)).toBe(1);
    expect(shell).toContain('data-room="shell" data-area="120"');
  });

  it('uses no words in its labels, only numbers and unit symbols', () => {
    const svg = renderFloorPlan({ seed: 11, rooms: 4, area: 110 });
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text).toMatch(/^(Σ )?[\d.]+( m²| m)?$/);
  });

  it('copes with odd input', () => {
    for (const [rooms, area] of [
      [0, 0],
      [15, 40],
      [2, Number.NaN],
      [-3, 5000],
    ] as const)
      expectWellFormedSvg(renderFloorPlan({ seed: 1, rooms, area }));
  });
});

describe('listing photo', () => {
  it('is deterministic and well formed for every property type', () => {
    for (const type of propertyTypes) {
      for (const seed of [1, 2, 3, 40, 77]) {
        const svg = renderListingPhoto({ seed, type });
        expect(renderListingPhoto({ seed, type })).toBe(svg);
        expectWellFormedSvg(svg);
      }
      expect(renderListingPhoto({ seed: 1, type })).not.toBe(renderListingPhoto({ seed: 2, type }));
    }
  });

  it('falls back on a type or size it does not know', () => {
    expectWellFormedSvg(renderListingPhoto({ seed: 1, type: 'constructor' as 'house' }));
    expect(renderBanner({ seed: 1, size: 'toString' as 'large', title: 'x' })).toContain('viewBox="0 0 1200 300"');
  });
});

describe('logo', () => {
  it('shows the initials of a name in its own script', () => {
    expect(initialsOf('Արաբկիր Դևելոփմենթ')).toBe('ԱԴ');
    expect(initialsOf('«Մասիս» շին')).toBe('ՄՇ');
    expect(initialsOf('tun estate group')).toBe('TE');
    expect(initialsOf('Ереван-Строй')).toBe('ЕС');
    expect(initialsOf('  ')).toBe('');
  });

  it('is deterministic, well formed, and escapes the name', () => {
    const svg = renderLogo({ name: 'Ararat <Homes> & Co', color: '#1f6f8b' });
    expect(renderLogo({ name: 'Ararat <Homes> & Co', color: '#1f6f8b' })).toBe(svg);
    expectWellFormedSvg(svg);
    expect(svg).toContain('<title>Ararat &lt;Homes&gt; &amp; Co</title>');
    expect(svg).toContain('>AH</text>');
  });

  it('never embeds a colour it was not given as a hex colour', () => {
    const svg = renderLogo({ name: 'X', color: 'red" onload="alert(1)' });
    expectWellFormedSvg(svg);
    expect(svg).not.toContain('onload');
  });
});

describe('banner', () => {
  it('has the size of its slot image', () => {
    expect(bannerSizes).toEqual({ large: { width: 1200, height: 300 }, medium: { width: 768, height: 240 }, small: { width: 375, height: 200 } });
    for (const [size, { width, height }] of Object.entries(bannerSizes)) {
      const svg = renderBanner({ seed: 4, size: size as keyof typeof bannerSizes, title: 'Mortgage from 9.5%' });
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`);
      expectWellFormedSvg(svg);
    }
  });

  it('is deterministic', () => {
    const options = { seed: 21, size: 'medium', title: 'Հիփոթեք առանց կանխավճարի' } as const;
    expect(renderBanner(options)).toBe(renderBanner({ ...options }));
    expect(renderBanner({ ...options, seed: 22 })).not.toBe(renderBanner(options));
  });

  it('escapes its title', () => {
    const svg = renderBanner({ seed: 1, size: 'large', title: '<script>alert("x")</script> & more' });
    expectWellFormedSvg(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</title>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('keeps a long title within its lines', () => {
    const title = 'Բնակարաններ Երևանի կենտրոնում, հիփոթեքային վարկ 9.5% տոկոսադրույքով, առանց կանխավճարի, երիտասարդ ընտանիքների համար';
    for (const size of ['large', 'medium', 'small'] as const) {
      const svg = renderBanner({ seed: 2, size, title });
      expectWellFormedSvg(svg);
      expect(count(svg, /<tspan /g)).toBeLessThanOrEqual(size === 'small' ? 3 : 2);
    }
  });
});
