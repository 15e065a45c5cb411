/** Pieces of landscape shared by the facade and the listing photos: sky, Ararat, clouds, trees. */
import { darken, lighten, mix } from './svg-color';
import { num, polygon, rect } from './svg-markup';
import type { Random } from './svg-random';

export type Sky = {
  top: string;
  bottom: string;
  /** The colour far things fade into. */
  haze: string;
  sun: string;
  /** How many windows are lit, from 0 to 1. */
  lights: number;
};

const skies: readonly [Sky, ...Sky[]] = [
  { top: '#6fa8dc', bottom: '#d6eaf8', haze: '#c3d8e8', sun: '#fff6d5', lights: 0.06 },
  { top: '#8ab8e6', bottom: '#f4e3c8', haze: '#d9d3c8', sun: '#fff1c1', lights: 0.1 },
  { top: '#5b93cf', bottom: '#e4f0f7', haze: '#bcd2e4', sun: '#ffffff', lights: 0.05 },
  { top: '#44528a', bottom: '#f2b58c', haze: '#b99aa0', sun: '#ffd79a', lights: 0.38 },
  { top: '#7d9fce', bottom: '#f8d7b4', haze: '#d2bfb4', sun: '#ffe3b0', lights: 0.18 },
];

export const pickSky = (random: Random): Sky => random.pick(skies);

/** A vertical gradient for the sky (a `<linearGradient>` for `<defs>`). */
export const skyGradient = (id: string, sky: Sky): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`;

/** The sun with a soft glow. */
export const sun = (x: number, y: number, radius: number, color: string): string =>
  `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 2.2)}" fill="${color}" opacity=".25"/><circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${color}"/>`;

/**
 * Mount Ararat as seen from Yerevan: the big cone of Masis with the small Sis to its left, snow on
 * both, faded by distance. Returns the defs (a clip path) and the shapes.
 */
export function ararat(options: { id: string; centerX: number; baseY: number; halfWidth: number; height: number; color: string; random: Random }): {
  defs: string;
  body: string;
} {
  const { id, centerX: cx, baseY: base, halfWidth: w, height: h, color, random } = options;
  const masis = polygon([
    [cx - w * 1.05, base],
    [cx - w * 0.55, base - h * 0.4],
    [cx - w * 0.17, base - h * 0.88],
    [cx, base - h],
    [cx + w * 0.15, base - h * 0.91],
    [cx + w * 0.52, base - h * 0.43],
    [cx + w * 1.15, base],
  ]);
  const sis = polygon([
    [cx - w * 1.65, base],
    [cx - w * 1.0, base - h * 0.47],
    [cx - w * 0.9, base - h * 0.46],
    [cx - w * 0.35, base - h * 0.12],
    [cx - w * 0.2, base],
  ]);
  const snowLine = (left: number, right: number, y: number, depth: number) => {
    const points: [number, number][] = [[left, y - h]];
    const steps = 9;
    for (let i = 0; i <= steps; i++) points.push([left + ((right - left) * i) / steps, y + (i % 2 === 0 ? 0 : depth * random.between(0.4, 1))]);
    points.push([right, y - h]);
    return polygon(points);
  };
  const snow = snowLine(cx - w * 0.6, cx + w * 0.6, base - h * 0.7, h * 0.12) + snowLine(cx - w * 1.25, cx - w * 0.7, base - h * 0.37, h * 0.07);
  return {
    defs: `<clipPath id="${id}"><path d="${masis}${sis}"/></clipPath>`,
    body:
      `<path d="${masis}${sis}" fill="${color}" stroke="${color}" stroke-linejoin="round" stroke-width="2"/>` +
      `<path d="${snow}" fill="${lighten(color, 0.78)}" clip-path="url(#${id})"/>`,
  };
}

/** A few soft clouds in the upper part of a picture. */
export function clouds(random: Random, width: number, maxY: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = random.between(0.05, 0.95) * width;
    const y = random.between(0.08, 1) * maxY;
    const size = random.between(0.035, 0.07) * width;
    for (const [dx, dy, r] of [
      [0, 0, 1],
      [0.9, 0.2, 0.75],
      [-0.9, 0.25, 0.7],
      [0.35, -0.35, 0.75],
    ] as const) {
      const radius = size * r * 0.6;
      d += `M${num(x + dx * size - radius)} ${num(y + dy * size)}a${num(radius)} ${num(radius)} 0 1 0 ${num(radius * 2)} 0a${num(radius)} ${num(radius)} 0 1 0 ${num(-radius * 2)} 0z`;
    }
  }
  return d ? `<path d="${d}" fill="#ffffff" opacity=".7"/>` : '';
}

const greens = ['#4f7d3a', '#5e8c3f', '#3f6b35', '#6b9444', '#557a3c'] as const;

/** A round-crowned tree standing at (x, groundY), `size` tall. */
export function tree(random: Random, x: number, groundY: number, size: number): string {
  const green = random.pick(greens);
  const trunkWidth = size * 0.07;
  const crown = size * 0.3;
  const cy = groundY - size + crown;
  return (
    rect(x - trunkWidth / 2, groundY - size * 0.45, trunkWidth, size * 0.45, `fill="${darken('#7a5a3e', random.between(0, 0.25))}"`) +
    `<circle cx="${num(x - crown * 0.45)}" cy="${num(cy + crown * 0.35)}" r="${num(crown * 0.75)}" fill="${darken(green, 0.15)}"/>` +
    `<circle cx="${num(x + crown * 0.45)}" cy="${num(cy + crown * 0.3)}" r="${num(crown * 0.8)}" fill="${green}"/>` +
    `<circle cx="${num(x)}" cy="${num(cy - crown * 0.1)}" r="${num(crown * 0.8)}" fill="${lighten(green, 0.12)}"/>`
  );
}

/** A slim poplar or cypress, as lines the roads of Armenia. */
export function poplar(random: Random, x: number, groundY: number, size: number): string {
  const green = darken(random.pick(greens), 0.1);
  const half = size * random.between(0.11, 0.15);
  return (
    rect(x - size * 0.02, groundY - size * 0.15, size * 0.04, size * 0.15, 'fill="#6b4f36"') +
    `<path d="M${num(x)} ${num(groundY - size)}C${num(x + half * 1.3)} ${num(groundY - size * 0.6)} ${num(x + half)} ${num(groundY - size * 0.15)} ${num(x)} ${num(groundY - size * 0.1)}C${num(x - half)} ${num(groundY - size * 0.15)} ${num(x - half * 1.3)} ${num(groundY - size * 0.6)} ${num(x)} ${num(groundY - size)}z" fill="${green}"/>`
  );
}

/** A far ridge of hills across the whole width, as one filled path down to `bottom`. */
export function hills(random: Random, width: number, baseY: number, amplitude: number, bottom: number, color: string): string {
  const steps = 6;
  let d = `M0 ${num(bottom)}L0 ${num(baseY - random.next() * amplitude)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width * i) / steps;
    const y = baseY - random.next() * amplitude;
    d += `Q${num(x - width / steps / 2)} ${num(y - amplitude * random.between(0.2, 0.8))} ${num(x)} ${num(y)}`;
  }
  return `<path d="${d}L${num(width)} ${num(bottom)}z" fill="${color}"/>`;
}

/** A colour between a near thing and the haze, for depth. */
export const faded = (color: string, sky: Sky, distance: number): string => mix(color, sky.haze, distance);
