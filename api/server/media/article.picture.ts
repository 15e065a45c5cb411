/**
 * The covers of blog articles (1200×630, the Open Graph size): a calm illustration of the article's motif, varied by its
 * seed (colours, positions). Everything is drawn here, nothing is fetched, and the same input always draws the same picture.
 */
import type { ArticleCoverMotif } from '../db/seed/content/content-types';
import { darken, lighten, mix } from './svg-color';
import { num, polygon, rect, rectPath, svgDocument } from './svg-markup';
import { createRandom, hashString, type Random } from './svg-random';
import { ararat, clouds, faded, hills, pickSky, poplar, skyGradient, sun, tree, type Sky } from './svg-scenery';

const [W, H] = [1200, 630];
type Scene = { defs: string; body: string };
type Palette = { ground: string; accent: string; ink: string; paper: string };
const tone = (ground: string, accent: string, ink: string, paper: string): Palette => ({ ground, accent, ink, paper });
/** Calm grounds for the still lifes, each with one accent and a dark ink. */
const palettes: readonly [Palette, ...Palette[]] = [
  tone('#e6eff4', '#d9822b', '#2f4858', '#ffffff'), tone('#f3ebdf', '#3d7a5a', '#3b3a36', '#fffdf8'), tone('#eceef7', '#c8553d', '#2b2d5c', '#ffffff'),
  tone('#eef3e6', '#2f6f9f', '#33402f', '#ffffff'), tone('#f7e9e3', '#5b4b8a', '#4a2f2f', '#fffaf7'),
];
const tuffs = ['#d9a394', '#e0b09a', '#d8b48a', '#cf9c8a', '#e3be98'] as const;
const roofs = ['#a8432f', '#b5533a', '#8e3b2c', '#7a4a3a'] as const;
/** Evening skies, for a lit window. */
const dusks: readonly [Sky, ...Sky[]] = [
  { top: '#44528a', bottom: '#f2b58c', haze: '#b99aa0', sun: '#ffd79a', lights: 0.4 }, { top: '#3b4f7d', bottom: '#f0c59a', haze: '#a99fae', sun: '#ffe0a8', lights: 0.4 },
];
const lamp = '#ffd77a';
const circle = (x: number, y: number, r: number, extra: string): string => `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" ${extra}/>`;
const path = (d: string, extra: string): string => (d ? `<path d="${d}" ${extra}/>` : '');
const shadow = (x: number, y: number, rx: number): string => `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(rx * 0.09)}" fill="#000000" opacity=".1"/>`;
const group = (x: number, y: number, angle: number, body: string): string => `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})">${body}</g>`;

/** The still lifes' backdrop: a soft wall with a few large pale circles and a table edge. */
function studio(random: Random, p: Palette): string {
  let body = rect(0, 0, W, H, `fill="${p.ground}"`);
  for (let i = 0; i < 3; i++) body += circle(random.between(0, W), random.between(0, H * 0.7), random.between(120, 260), `fill="${i % 2 ? lighten(p.accent, 0.7) : '#ffffff'}" opacity=".45"`);
  return body + rect(0, H * 0.8, W, H * 0.2, `fill="${darken(p.ground, 0.07)}"`);
}

/** The outdoor motifs' backdrop: sky, sun, often Ararat, clouds and a far ridge. */
function outdoors(random: Random, id: string, sky: Sky, horizon: number, mountain: boolean): Scene {
  const body = rect(0, 0, W, H, `fill="url(#${id}s)"`) + sun(random.between(0.1, 0.9) * W, random.between(0.1, 0.2) * H, 30, sky.sun);
  const m = mountain
    ? ararat({ id: `${id}m`, centerX: random.between(0.35, 0.7) * W, baseY: horizon, halfWidth: W * random.between(0.2, 0.26), height: H * random.between(0.36, 0.44), color: faded('#7d8799', sky, 0.45), random })
    : { defs: '', body: '' };
  const far = clouds(random, W, horizon * 0.35, random.int(1, 3)) + hills(random, W, horizon + 12, 26, H, faded('#6f8f55', sky, 0.45));
  return { defs: skyGradient(`${id}s`, sky) + m.defs, body: body + m.body + far };
}

/** A house of tuff blocks under a tiled roof, with an arched door and two windows. */
function tuffHouse(random: Random, x: number, base: number, w: number, h: number, glass: string): string {
  const [wall, roof, top, door] = [random.pick(tuffs), random.pick(roofs), base - h, x + w * 0.43];
  let joints = '';
  for (let i = 0; i < 7; i++) {
    const y = top + (i * h) / 7;
    if (i) joints += `M${num(x)} ${num(y)}h${num(w)}`;
    for (let jx = x + (i % 2 ? 35 : 70); jx < x + w - 10; jx += 70) joints += `M${num(jx)} ${num(y)}v${num(h / 7)}`;
  }
  let body = rect(x + w * 0.68, top - h * 0.5, 34, h * 0.4, `fill="${darken(wall, 0.2)}"`);
  body += path(polygon([[x - 26, top + 8], [x + w / 2, top - h * 0.62], [x + w + 26, top + 8]]), `fill="${roof}"`);
  body += rect(x, top, w, h, `fill="${wall}"`) + path(joints, `stroke="${darken(wall, 0.22)}" stroke-opacity=".45" fill="none"`);
  body += path(`M${num(door)} ${num(base)}v-78a29 29 0 0 1 58 0v78z`, `fill="${darken(random.pick(['#7a4a2e', '#5b3a29', '#3f4a5a'] as const), 0.05)}"`);
  for (const wx of [x + w * 0.13, x + w * 0.7]) body += rect(wx, top + h * 0.3, w * 0.17, h * 0.34, `fill="${glass}" stroke="#f4efe8" stroke-width="6"`);
  return body + rect(door - 10, base, 78, 9, 'fill="#c9c2b6"');
}

function keys(random: Random, p: Palette): string {
  const metal = random.pick(['#d4a84b', '#c9a15a', '#b8c0c8'] as const);
  const [edge, cx, cy] = [darken(metal, 0.3), random.between(0.4, 0.6) * W, random.between(0.38, 0.46) * H];
  const body = studio(random, p) + shadow(cx, H * 0.83, 330);
  // The house-shaped ring on the left, a small split ring, then the key with its bow, collar, shaft and bit.
  let key = path(polygon([[-190, -10], [-120, -82], [-50, -10], [-50, 72], [-190, 72]]), `fill="none" stroke="${p.accent}" stroke-width="16" stroke-linejoin="round"`) + circle(-28, 4, 36, `fill="none" stroke="${edge}" stroke-width="8"`);
  key += path(`M70 -70a70 70 0 1 1 0 140a70 70 0 1 1 0 -140zM40 -22a22 22 0 1 0 0 44a22 22 0 1 0 0 -44z`, `fill="${metal}" fill-rule="evenodd" stroke="${edge}" stroke-width="3"`);
  key += rect(130, -16, 430, 32, `rx="8" fill="${metal}" stroke="${edge}" stroke-width="3"`) + rect(140, -28, 22, 56, `rx="6" fill="${darken(metal, 0.12)}"`);
  key += path(polygon([[440, 14], [440, 56], [468, 56], [468, 42], [494, 42], [494, 64], [524, 64], [524, 46], [560, 46], [560, 14]]), `fill="${metal}" stroke="${edge}" stroke-width="3"`) + path('M180 0H540', `stroke="${edge}" stroke-width="3" opacity=".5"`);
  return body + group(cx - 185, cy, random.between(-9, 9), key);
}

function house(random: Random, id: string): Scene {
  const sky = pickSky(random);
  const scene = outdoors(random, id, sky, 430, random.chance(0.75));
  const w = random.between(400, 480);
  const x = random.between(0.15, 0.85) * (W - w), door = x + w * 0.43;
  let body = scene.body + rect(0, 500, W, H - 500, 'fill="#7aa24f"');
  body += tuffHouse(random, x, 560, w, 230, random.chance(0.3) ? lamp : mix(sky.top, '#2a3b4c', 0.5));
  body += path(polygon([[door - 6, 569], [door + 64, 569], [door + 130, H], [door - 60, H]]), 'fill="#d8d0c2"');
  body += x > 300 ? poplar(random, x - 110, 560, 300) + tree(random, Math.max(90, x - 260), 570, 170) : tree(random, x + w + 150, 565, 230) + poplar(random, W - 70, 560, 260);
  return { defs: scene.defs, body };
}

function documents(random: Random, p: Palette): string {
  const cx = random.between(0.36, 0.5) * W;
  let body = studio(random, p) + shadow(cx, H * 0.83, 280);
  for (const angle of [random.between(-9, -4), random.between(3, 8)]) body += group(cx, 310, angle, rect(-180, -230, 360, 460, `rx="6" fill="${darken(p.paper, 0.05)}" stroke="${darken(p.paper, 0.15)}"`));
  let lines = rectPath(-130, -180, 180, 16);
  for (let y = -130; y < 140; y += 34) lines += rectPath(-130, y, random.between(180, 260), 9);
  body += group(cx, 310, random.between(-2, 2), rect(-180, -230, 360, 460, `rx="6" fill="${p.paper}" stroke="${darken(p.paper, 0.15)}"`) + path(lines, `fill="${lighten(p.ink, 0.7)}"`));
  const sx = cx + 95;
  body += circle(sx, 440, 62, `fill="${p.accent}" opacity=".9"`) + circle(sx, 440, 48, `fill="none" stroke="${lighten(p.accent, 0.6)}" stroke-width="4"`);
  body += path(polygon([[sx - 24, 446], [sx, 420], [sx + 24, 446], [sx + 24, 466], [sx - 24, 466]]), `fill="${lighten(p.accent, 0.6)}"`);
  const pen = rect(-200, -13, 330, 26, `rx="13" fill="${p.ink}"`) + path('M130 -13L190 0L130 13z', `fill="${lighten(p.ink, 0.5)}"`) + rect(-150, -17, 90, 8, `rx="4" fill="${p.accent}"`);
  return body + group(cx + random.between(280, 360), 380, random.between(-62, -48), pen);
}

function calculator(random: Random, p: Palette): string {
  const cx = random.between(0.32, 0.45) * W;
  let body = studio(random, p) + shadow(cx + 120, H * 0.83, 300);
  body += rect(cx - 155, 75, 310, 450, `rx="30" fill="${p.ink}"`) + rect(cx - 125, 105, 250, 90, `rx="10" fill="#dfe8d8"`);
  body += path(rectPath(cx - 10, 135, 110, 30) + rectPath(cx - 70, 172, 170, 8), `fill="${darken('#dfe8d8', 0.45)}"`);
  const button = (col: number, row: number) => `M${num(cx - 117 + col * 65)} ${num(220 + row * 58)}h44a8 8 0 0 1 8 8v26a8 8 0 0 1 -8 8h-44a8 8 0 0 1 -8 -8v-26a8 8 0 0 1 8 -8z`;
  body += path([0, 1, 2, 3, 4].map((row) => button(0, row) + button(1, row) + button(2, row)).join(''), `fill="${lighten(p.ink, 0.3)}"`) + path([0, 1, 2, 3, 4].map((row) => button(3, row)).join(''), `fill="${p.accent}"`);
  const [coinX, coins] = [cx + random.between(300, 380), random.int(4, 7)];
  for (let i = 0; i < coins; i++) body += `<ellipse cx="${num(coinX)}" cy="${num(500 - i * 16)}" rx="70" ry="22" fill="#e0b34a" stroke="#a57f22" stroke-width="3"/>`;
  body += `<ellipse cx="${num(coinX)}" cy="${num(500 - (coins - 1) * 16)}" rx="46" ry="13" fill="none" stroke="#a57f22" stroke-width="2"/>`;
  const hx = coinX + random.between(150, 190);
  return body + path(polygon([[hx - 60, 510], [hx - 60, 440], [hx, 390], [hx + 60, 440], [hx + 60, 510]]), `fill="${lighten(p.accent, 0.35)}"`) + rect(hx - 15, 470, 30, 40, `fill="${darken(p.accent, 0.2)}"`);
}

function calendar(random: Random, p: Palette): string {
  const x = random.between(0.25, 0.45) * W;
  let body = studio(random, p) + shadow(x + 230, H * 0.83, 300);
  body += rect(x + 10, 100, 460, 420, `rx="18" fill="${darken(p.ground, 0.15)}"`) + rect(x, 90, 460, 420, `rx="18" fill="${p.paper}"`);
  body += rect(x, 90, 460, 96, `rx="18" fill="${p.accent}"`) + rect(x, 150, 460, 36, `fill="${p.accent}"`) + rect(x + 40, 128, 150, 16, `rx="8" fill="${lighten(p.accent, 0.55)}"`);
  for (const rx of [x + 110, x + 350]) body += rect(rx - 9, 66, 18, 56, `rx="9" fill="${p.ink}"`);
  const cells = (cols: number[]) => [0, 1, 2, 3, 4].map((row) => cols.map((col) => rectPath(x + 30 + col * 58, 206 + row * 58, 50, 48)).join('')).join('');
  body += path(cells([0, 1, 2, 3, 4]), `fill="${lighten(p.ink, 0.88)}"`) + path(cells([5, 6]), `fill="${lighten(p.accent, 0.8)}"`);
  const [col, row] = [random.int(0, 6), random.int(0, 4)];
  body += circle(x + 55 + col * 58, 230 + row * 58, 34, `fill="none" stroke="${p.accent}" stroke-width="6"`) + circle(x + 55 + col * 58, 230 + row * 58, 12, `fill="${p.accent}"`);
  const mx = x > 420 ? x - 200 : x + 540;
  return body + rect(mx, 400, 110, 120, `rx="14" fill="${lighten(p.ink, 0.2)}"`) + circle(mx + 120, 455, 30, `fill="none" stroke="${lighten(p.ink, 0.2)}" stroke-width="14"`) + `<ellipse cx="${num(mx + 55)}" cy="404" rx="48" ry="9" fill="#6b4a33"/>`;
}

function renovation(random: Random, p: Palette): string {
  const [plaster, paint] = [random.pick(['#e7e1d6', '#dcd6cc', '#e9e4dc'] as const), random.pick(['#8fb8a8', '#e3a587', '#9fb4d8', '#e8c872', '#c9a3c4'] as const)];
  const [edge, ry] = [random.between(0.3, 0.5) * W, random.between(90, 140)];
  const marks = Array.from({ length: 12 }, () => rectPath(random.between(edge + 220, W - 60), random.between(30, 500), random.between(30, 80), 3)).join('');
  let wave = `M0 0H${num(edge)}`;
  for (let y = 0; y < 540; y += 90) wave += `Q${num(edge + (y % 180 ? 12 : -12))} ${y + 45} ${num(edge)} ${y + 90}`;
  let body = rect(0, 0, W, H, `fill="${plaster}"`) + path(marks, `fill="${darken(plaster, 0.08)}"`) + path(`${wave}L0 540z`, `fill="${paint}"`);
  body += rect(edge - 14, ry + 40, 214, 500 - ry, `fill="${paint}" opacity=".8"`) + rect(0, 540, W, H - 540, `fill="${darken(plaster, 0.35)}"`);
  body += path(`M${num(edge + 200)} ${num(ry + 38)}h34v110L${num(edge + 110)} ${num(ry + 205)}v50`, `fill="none" stroke="#8a8f96" stroke-width="10" stroke-linejoin="round"`);
  body += rect(edge - 8, ry, 212, 76, `rx="30" fill="${darken(paint, 0.1)}"`) + rect(edge + 6, ry + 12, 184, 14, `rx="7" fill="${lighten(paint, 0.35)}"`);
  body += rect(edge + 96, ry + 250, 28, 140, `rx="14" fill="${p.ink}"`);
  const tx = edge + 620 < W ? edge + 320 : 80;
  return body + path(polygon([[tx, 560], [tx + 280, 560], [tx + 252, 612], [tx + 28, 612]]), `fill="${p.accent}"`) + `<ellipse cx="${num(tx + 140)}" cy="562" rx="124" ry="9" fill="${paint}"/>`;
}

/** A row of Yerevan blocks of pink and ochre tuff, their windows lit or dark by the sky. */
function blocks(random: Random, sky: Sky, base: number, heights: [number, number], fade: number, unit: number): string {
  let body = '';
  const panes = { lit: '', dark: '' };
  for (let x = -random.between(0, 80); x < W; ) {
    const [w, h] = [random.between(120, 220) * unit, random.between(heights[0], heights[1])];
    body += rect(x, base - h, w - 10 * unit, h, `fill="${faded(random.pick(tuffs), sky, fade)}"`) + rect(x - 4, base - h - 8 * unit, w - 2 * unit, 8 * unit, `fill="${faded('#8a7f76', sky, fade)}"`);
    for (let wy = base - h + 18 * unit; wy < base - 34 * unit; wy += 36 * unit)
      for (let wx = x + 16 * unit; wx < x + w - 36 * unit; wx += 30 * unit) panes[random.chance(sky.lights) ? 'lit' : 'dark'] += rectPath(wx, wy, 14 * unit, 20 * unit);
    x += w;
  }
  return body + path(panes.dark, `fill="${faded('#3b4a5a', sky, fade + 0.15)}"`) + path(panes.lit, `fill="${lamp}"`);
}

function city(random: Random, id: string): Scene {
  const sky = random.chance(0.25) ? random.pick(dusks) : pickSky(random);
  const scene = outdoors(random, id, sky, 380, true);
  let body = scene.body + blocks(random, sky, 470, [110, 190], 0.45, 0.7) + blocks(random, sky, 580, [150, 300], 0.05, 1) + rect(0, 580, W, H - 580, 'fill="#9c968c"') + rect(0, 600, W, 4, 'fill="#e6e0d6"');
  for (let i = 0; i < 5; i++) body += poplar(random, random.between(0.03, 0.97) * W, 590, random.between(120, 180));
  return { defs: scene.defs, body };
}

/** A simple person: a round head over a rounded body. */
const figure = (x: number, ground: number, height: number, color: string): string => circle(x, ground - height + height * 0.12, height * 0.12, 'fill="#e8c2a0"') + rect(x - height * 0.16, ground - height * 0.74, height * 0.32, height * 0.74, `rx="${num(height * 0.14)}" fill="${color}"`);

function family(random: Random, id: string): Scene {
  const scene = outdoors(random, id, random.pick(dusks), 430, random.chance(0.6));
  const left = random.chance(0.5), x = left ? random.between(90, 180) : random.between(640, 720);
  let body = scene.body + rect(0, 500, W, H - 500, `fill="${darken('#7aa24f', 0.25)}"`) + tuffHouse(random, x, 560, 400, 220, lamp);
  body += `<ellipse cx="${num(x + 200)}" cy="600" rx="320" ry="40" fill="${lamp}" opacity=".12"/>`;
  const colors = ['#3d5a80', '#c8553d', '#5b8e7d', '#7b4b63', '#e0a458'] as const;
  const fx = left ? x + 560 : x - 160;
  body += figure(fx - 70, 600, random.between(190, 210), random.pick(colors)) + figure(fx + 60, 600, random.between(170, 190), random.pick(colors));
  if (random.chance(0.65)) body += figure(fx - 5, 600, random.between(110, 130), random.pick(colors));
  return { defs: scene.defs, body: body + tree(random, left ? W - 80 : 70, 590, 200) };
}

const motifTitles: Record<ArticleCoverMotif, string> = {
  keys: 'Keys on a house-shaped key ring', house: 'A house with tuff walls', documents: 'Papers with a seal and a pen', calculator: 'A calculator and coins',
  calendar: 'A calendar page with a marked day', renovation: 'A paint roller on a wall', city: 'Yerevan blocks with Ararat behind', family: 'A family in front of a lit house',
};

/** An article's cover (1200×630) for its motif and seed; `title` names the picture for screen readers. */
export function renderArticleCover(input: { motif: ArticleCoverMotif; seed: number; title?: string }): string {
  const motif: ArticleCoverMotif = Object.hasOwn(motifTitles, input.motif) ? input.motif : 'house';
  const random = createRandom(input.seed, `article:${motif}`);
  const id = `ac${hashString(`${input.seed}:${motif}`).toString(36)}`;
  const scene: Scene =
    motif === 'house' ? house(random, id) : motif === 'city' ? city(random, id) : motif === 'family' ? family(random, id)
      : { defs: '', body: { keys, documents, calculator, calendar, renovation }[motif](random, random.pick(palettes)) };
  const title = String(input.title ?? '').trim() || motifTitles[motif];
  return svgDocument({ width: W, height: H, title, defs: scene.defs, body: scene.body });
}
