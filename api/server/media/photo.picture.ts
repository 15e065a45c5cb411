/**
 * Generated pictures for listings (an apartment's living room, a house or townhouse outside, a land
 * plot in the landscape, a shop front), the monogram logos of developers and agencies, and the
 * banners in their three sizes. Everything is drawn here: no image or font is fetched.
 */
import type { PropertyType } from '../db/schema/catalogue';
import { darken, hsl, lighten, mix, parseHex, readableOn } from './svg-color';
import { clamp, escapeXml, fontFamily, num, polygon, rect, rectPath, svgDocument } from './svg-markup';
import { createRandom, hashString } from './svg-random';
import type { Random } from './svg-random';
import { ararat, clouds, faded, hills, pickSky, poplar, skyGradient, sun, tree } from './svg-scenery';
import type { Sky } from './svg-scenery';

const photoWidth = 800;
const photoHeight = 600;

type Scene = { defs: string; body: string };

const tuffs = ['#d9a394', '#e0b09a', '#d8b48a', '#cf9c8a', '#e3be98'] as const;
const roofs = ['#a8432f', '#b5533a', '#8e3b2c', '#5b5f66', '#7a4a3a'] as const;

/** The backdrop of the outdoor scenes: sky, sun, Ararat (often), clouds. */
function outdoors(random: Random, id: string, sky: Sky, horizon: number): Scene {
  let defs = skyGradient(`${id}s`, sky);
  let body = rect(0, 0, photoWidth, photoHeight, `fill="url(#${id}s)"`);
  body += sun(random.between(0.1, 0.9) * photoWidth, random.between(0.1, 0.25) * photoHeight, 24, sky.sun);
  if (random.chance(0.75)) {
    const mountain = ararat({
      id: `${id}m`,
      centerX: random.between(0.25, 0.75) * photoWidth,
      baseY: horizon,
      halfWidth: photoWidth * random.between(0.3, 0.4),
      height: photoHeight * random.between(0.26, 0.34),
      color: faded('#7d8799', sky, 0.45),
      random,
    });
    defs += mountain.defs;
    body += mountain.body;
  }
  body += clouds(random, photoWidth, horizon * 0.45, random.int(1, 3));
  return { defs, body };
}

/** An apartment's living room in one-point perspective, with a window on the back wall. */
function interior(random: Random, id: string): Scene {
  const sky = pickSky(random);
  const wall = random.pick(['#f1ece4', '#e6ebe3', '#e9eef2', '#f2e6dc', '#ece6f0'] as const);
  const wood = random.pick(['#c89f74', '#b7865a', '#d8b88f', '#9c6f4c'] as const);
  const fabric = random.pick(['#4f6d7a', '#8a5a44', '#6b7f5a', '#3f4a68', '#a7876b', '#7b4b63'] as const);
  const accent = random.pick(['#e0a458', '#c8553d', '#5b8e7d', '#3d5a80'] as const);
  const [bx0, by0, bx1, by1] = [170, 110, 630, 400];
  const vp = [400, 250] as const;
  const defs =
    skyGradient(`${id}s`, sky) +
    `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(wood, 0.12)}"/><stop offset="1" stop-color="${lighten(wood, 0.08)}"/></linearGradient>`;
  let body = rect(0, 0, photoWidth, photoHeight, `fill="${wall}"`);
  body += `<path d="${polygon([[0, 0], [photoWidth, 0], [bx1, by0], [bx0, by0]])}" fill="${lighten(wall, 0.4)}"/>`;
  body += `<path d="${polygon([[0, 0], [bx0, by0], [bx0, by1], [0, photoHeight]])}" fill="${darken(wall, 0.07)}"/>`;
  body += `<path d="${polygon([[photoWidth, 0], [bx1, by0], [bx1, by1], [photoWidth, photoHeight]])}" fill="${darken(wall, 0.1)}"/>`;
  const floor = polygon([[0, photoHeight], [bx0, by1], [bx1, by1], [photoWidth, photoHeight]]);
  body += `<clipPath id="${id}c"><path d="${floor}"/></clipPath><path d="${floor}" fill="url(#${id}f)"/>`;
  // Floorboards converge on the vanishing point.
  let boards = '';
  for (let i = 1; i < 12; i++) {
    const x = bx0 + ((bx1 - bx0) * i) / 12;
    boards += `M${num(x)} ${by1}L${num(vp[0] + ((x - vp[0]) * (photoHeight - vp[1])) / (by1 - vp[1]))} ${photoHeight}`;
  }
  body += `<path d="${boards}" stroke="${darken(wood, 0.25)}" stroke-opacity=".35" clip-path="url(#${id}c)"/>`;
  // The window, its view and the light it throws on the floor.
  const wx = random.between(0.18, 0.42) * (bx1 - bx0) + bx0;
  const ww = 170;
  body += rect(wx - 6, 140, ww + 12, 190, 'fill="#ffffff"');
  body += rect(wx, 146, ww, 178, `fill="url(#${id}s)"`);
  body += `<path d="M${num(wx)} 290q${num(ww * 0.3)} -30 ${num(ww * 0.55)} -8t${num(ww * 0.45)} -14V324H${num(wx)}z" fill="${faded('#7d8799', sky, 0.35)}"/>`;
  body += `<path d="M${num(wx + ww / 2)} 146v178M${num(wx)} 236h${ww}" stroke="#ffffff" stroke-width="6"/>`;
  body += `<path d="${polygon([[wx, 400], [wx + ww, 400], [wx + ww + 120, photoHeight], [wx - 60, photoHeight]])}" fill="#fff8e0" opacity=".25" clip-path="url(#${id}c)"/>`;
  body += `<path d="M${num(wx - 34)} 132v206h28q-10 -100 0 -206zM${num(wx + ww + 34)} 132v206h-28q10 -100 0 -206z" fill="${accent}" opacity=".85"/>`;
  body += `<path d="M${num(wx - 40)} 130h${ww + 80}" stroke="#6b6b6b" stroke-width="3"/>`;
  // A picture on the wall, to the right of the window.
  const artX = wx + ww + 55;
  body += rect(artX, 170, 110, 80, `fill="#fdfbf7" stroke="${darken(wood, 0.3)}" stroke-width="5"`);
  body += `<circle cx="${artX + 40}" cy="205" r="18" fill="${accent}"/>` + rect(artX + 55, 195, 40, 40, `fill="${fabric}" opacity=".8"`);
  // The sofa, a rug, a coffee table, a lamp and a plant.
  body += `<ellipse cx="400" cy="505" rx="230" ry="55" fill="${lighten(accent, 0.45)}"/>`;
  body += rect(250, 330, 300, 80, `rx="14" fill="${darken(fabric, 0.1)}"`);
  body += rect(235, 380, 330, 70, `rx="12" fill="${fabric}"`);
  body += rect(222, 355, 40, 100, `rx="12" fill="${darken(fabric, 0.15)}"`) + rect(538, 355, 40, 100, `rx="12" fill="${darken(fabric, 0.15)}"`);
  body += rect(280, 345, 70, 45, `rx="10" fill="${lighten(accent, 0.2)}"`) + rect(450, 345, 70, 45, `rx="10" fill="${lighten(fabric, 0.3)}"`);
  body += rect(300, 480, 200, 16, `rx="4" fill="${darken(wood, 0.35)}"`) + rect(315, 496, 8, 40, `fill="${darken(wood, 0.45)}"`) + rect(477, 496, 8, 40, `fill="${darken(wood, 0.45)}"`);
  body += `<circle cx="360" cy="472" r="9" fill="${accent}"/>`;
  const lampX = random.chance(0.5) ? 130 : 670;
  body += `<path d="M${lampX} 520V250" stroke="#3b3b3b" stroke-width="4"/><path d="M${lampX - 30} 250h60l-15 -45h-30z" fill="#f6e7c1"/>`;
  body += `<ellipse cx="${lampX}" cy="522" rx="24" ry="6" fill="#3b3b3b"/>`;
  const plantX = lampX < 400 ? 690 : 110;
  body += `<path d="M${plantX - 26} 470h52l-8 70h-36z" fill="${darken(accent, 0.2)}"/>`;
  for (let i = 0; i < 6; i++) {
    const angle = -2.6 + i * 0.42;
    body += `<ellipse cx="${num(plantX + Math.cos(angle) * 38)}" cy="${num(462 + Math.sin(angle) * 50)}" rx="12" ry="32" transform="rotate(${num((angle * 180) / Math.PI + 90)} ${num(plantX + Math.cos(angle) * 38)} ${num(462 + Math.sin(angle) * 50)})" fill="${i % 2 ? '#4f7d3a' : '#6b9444'}"/>`;
  }
  body += `<path d="M400 0v70" stroke="#4a4a4a" stroke-width="2"/><path d="M375 92q25 -30 50 0z" fill="${accent}"/>`;
  return { defs, body };
}

/** A two-storey house of tuff under a tiled roof, or a row of townhouses. */
function house(random: Random, id: string, townhouse: boolean): Scene {
  const sky = pickSky(random);
  const horizon = 400;
  const scene = outdoors(random, id, sky, horizon);
  let body = scene.body;
  body += hills(random, photoWidth, horizon, 30, horizon + 40, faded('#6f8f55', sky, 0.4));
  body += rect(0, horizon + 20, photoWidth, photoHeight - horizon, 'fill="#7aa24f"');
  const units = townhouse ? 3 : 1;
  const unitWidth = townhouse ? 190 : random.between(320, 380);
  const left = (photoWidth - unitWidth * units) / 2;
  const base = 500;
  const wallHeight = 170;
  const roof = random.pick(roofs);
  for (let u = 0; u < units; u++) {
    const x = left + u * unitWidth;
    const wall = townhouse ? tuffs[(u + random.int(0, 4)) % tuffs.length] ?? tuffs[0] : random.pick(tuffs);
    body += rect(x, base - wallHeight, unitWidth, wallHeight, `fill="${wall}" stroke="${darken(wall, 0.2)}"`);
    const ridge = base - wallHeight - (townhouse ? 70 : 95);
    body += `<path d="${polygon([[x - 14, base - wallHeight + 4], [x + unitWidth / 2, ridge], [x + unitWidth + 14, base - wallHeight + 4]])}" fill="${u % 2 ? darken(roof, 0.08) : roof}"/>`;
    let tiles = '';
    for (let t = 1; t < 6; t++) {
      const y = ridge + ((base - wallHeight - ridge) * t) / 6;
      const half = ((y - ridge) / (base - wallHeight - ridge)) * (unitWidth / 2 + 14);
      tiles += `M${num(x + unitWidth / 2 - half)} ${num(y)}h${num(half * 2)}`;
    }
    body += `<path d="${tiles}" stroke="${darken(roof, 0.3)}" stroke-opacity=".5"/>`;
    // Windows with shutters upstairs, a door and a window downstairs.
    const windowFill = mix(sky.top, '#2a3b4c', 0.5);
    const shutters = darken(random.pick(['#5b7a5a', '#4d6b8a', '#8a5a3c'] as const), 0.05);
    const upper = townhouse ? [x + unitWidth / 2 - 22] : [x + unitWidth * 0.22, x + unitWidth * 0.62];
    for (const wx of upper) {
      body += rect(wx, base - wallHeight + 25, 44, 52, `fill="${windowFill}" stroke="#f4efe8" stroke-width="4"`);
      body += rect(wx - 16, base - wallHeight + 25, 14, 52, `fill="${shutters}"`) + rect(wx + 46, base - wallHeight + 25, 14, 52, `fill="${shutters}"`);
    }
    const doorX = townhouse ? x + 30 : x + unitWidth * 0.2;
    body += `<path d="M${num(doorX)} ${base}v-62a22 22 0 0 1 44 0v62z" fill="${darken(random.pick(['#7a4a2e', '#5b3a29', '#3f4a5a'] as const), 0.05)}"/>`;
    body += rect(doorX + 70, base - 82, 60, 50, `fill="${random.chance(0.3) ? '#ffd77a' : windowFill}" stroke="#f4efe8" stroke-width="4"`);
    body += rect(doorX - 8, base, 60, 8, 'fill="#c9c2b6"');
    if (!townhouse && u === 0) body += rect(x + unitWidth * 0.75, ridge + 18, 22, 50, `fill="${darken(wall, 0.15)}"`);
  }
  // A path, a fence and trees.
  const doorX = townhouse ? left + 30 : left + unitWidth * 0.2;
  body += `<path d="${polygon([[doorX, 508], [doorX + 44, 508], [doorX + 90, photoHeight], [doorX - 40, photoHeight]])}" fill="#d8d0c2"/>`;
  let pickets = '';
  for (let x = 6; x < photoWidth; x += 18) if (x < doorX - 40 || x > doorX + 100) pickets += `M${x} 560v-40l5 -6l5 6v40z`;
  body += `<path d="${pickets}" fill="#f4efe8" stroke="#c9c2b6"/>`;
  body += rect(0, 530, doorX - 40, 5, 'fill="#e6e0d6"') + rect(doorX + 100, 530, photoWidth, 5, 'fill="#e6e0d6"');
  body += poplar(random, 40, 520, 250) + tree(random, photoWidth - 70, 525, 190);
  if (!townhouse) body += tree(random, photoWidth - 170, 515, 140);
  return { defs: scene.defs, body };
}

/** A plot of land: fields and hills under Ararat, the plot marked with posts and a flag. */
function landPlot(random: Random, id: string): Scene {
  const sky = pickSky(random);
  const horizon = 330;
  const scene = outdoors(random, id, sky, horizon);
  let body = scene.body;
  body += hills(random, photoWidth, horizon, 40, photoHeight, faded('#8a9a5a', sky, 0.45));
  body += hills(random, photoWidth, horizon + 50, 35, photoHeight, faded('#9aa55a', sky, 0.2));
  body += hills(random, photoWidth, horizon + 110, 25, photoHeight, random.pick(['#a9b160', '#b8a86a', '#8fae5a'] as const));
  for (let i = 0; i < 7; i++) body += poplar(random, random.between(0.02, 0.98) * photoWidth, horizon + random.between(40, 60), random.between(50, 80));
  // The plot in perspective, furrowed, with corner posts and a boundary line.
  const corners: [number, number][] = [
    [random.between(140, 220), 470],
    [random.between(560, 660), 460],
    [random.between(700, 760), 585],
    [random.between(40, 100), 590],
  ];
  const soil = random.pick(['#b98b5e', '#a57a52', '#c49a6c'] as const);
  body += `<path d="${polygon(corners)}" fill="${soil}"/>`;
  let furrows = '';
  const [a, b, c, d] = corners as [[number, number], [number, number], [number, number], [number, number]];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    furrows += `M${num(a[0] + (d[0] - a[0]) * t)} ${num(a[1] + (d[1] - a[1]) * t)}L${num(b[0] + (c[0] - b[0]) * t)} ${num(b[1] + (c[1] - b[1]) * t)}`;
  }
  body += `<path d="${furrows}" stroke="${darken(soil, 0.25)}" stroke-opacity=".5"/>`;
  body += `<path d="${polygon(corners)}" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="12 8"/>`;
  for (const [x, y] of corners) body += rect(x - 3, y - 34, 6, 36, 'fill="#5b3a29"');
  const [fx, fy] = b;
  body += `<path d="M${num(fx)} ${num(fy - 34)}v-40" stroke="#3b3b3b" stroke-width="3"/><path d="M${num(fx)} ${num(fy - 74)}l32 10l-32 10z" fill="${random.pick(['#d9412b', '#e0a458', '#2f6f9f'] as const)}"/>`;
  body += tree(random, random.chance(0.5) ? 60 : 740, 520, 150);
  return { defs: scene.defs, body };
}

/** A shop front on a stone street: glass, an awning in the shop's colour, a sign of abstract marks. */
function storefront(random: Random, id: string): Scene {
  const sky = pickSky(random);
  const wall = random.pick(tuffs);
  const awning = random.pick(['#2f6f9f', '#c8553d', '#3d7a5a', '#7b4b63', '#d99a2b'] as const);
  const glassTop = mix(sky.top, '#22313f', 0.5);
  const defs =
    skyGradient(`${id}s`, sky) +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glassTop}"/><stop offset="1" stop-color="${mix(sky.bottom, '#2a3b4c', 0.55)}"/></linearGradient>` +
    `<pattern id="${id}p" width="48" height="24" patternUnits="userSpaceOnUse"><path d="M0 .5H48M.5 0V24M24.5 0V24" stroke="#9c968c" stroke-opacity=".5" fill="none"/></pattern>`;
  let body = rect(0, 0, photoWidth, 60, `fill="url(#${id}s)"`);
  body += rect(0, 40, photoWidth, 480, `fill="${wall}"`);
  let blocks = '';
  for (let y = 64; y < 520; y += 28) blocks += `M0 ${y}H${photoWidth}`;
  body += `<path d="${blocks}" stroke="${darken(wall, 0.2)}" stroke-opacity=".35"/>`;
  // Upper floor windows.
  for (const x of [90, 330, 570]) body += rect(x, 70, 140, 110, `fill="url(#${id}g)" stroke="#f4efe8" stroke-width="6"`) + rect(x - 10, 180, 160, 10, `fill="${lighten(wall, 0.3)}"`);
  // The sign board, with a round mark and bars instead of words.
  body += rect(60, 215, 680, 70, `fill="${darken(awning, 0.35)}"`);
  body += `<circle cx="130" cy="250" r="22" fill="${lighten(awning, 0.6)}"/>` + rect(170, 238, 200, 10, `rx="5" fill="${lighten(awning, 0.6)}"`) + rect(170, 256, 130, 8, `rx="4" fill="${lighten(awning, 0.3)}"`);
  // The awning: stripes and a scalloped edge.
  let stripes = '';
  for (let x = 60; x < 740; x += 68) stripes += polygon([[x, 295], [x + 34, 295], [x + 34 + 8, 345], [x + 8, 345]]);
  body += `<path d="${polygon([[60, 295], [740, 295], [760, 345], [40, 345]])}" fill="${awning}"/><path d="${stripes}" fill="#ffffff" opacity=".85"/>`;
  let scallops = 'M40 345';
  for (let x = 40; x < 760; x += 40) scallops += `a20 14 0 0 0 40 0`;
  body += `<path d="${scallops}z" fill="${awning}"/>`;
  // Shop windows with reflections, the door, a planter, the pavement.
  body += rect(80, 360, 260, 150, `fill="url(#${id}g)" stroke="#2d2f33" stroke-width="6"`) + rect(460, 360, 260, 150, `fill="url(#${id}g)" stroke="#2d2f33" stroke-width="6"`);
  body += `<path d="M120 510l70 -150h30l-70 150zM520 510l70 -150h20l-70 150z" fill="#ffffff" opacity=".18"/>`;
  const lit = random.chance(0.5);
  body += rect(355, 350, 90, 170, `fill="${lit ? '#ffe29a' : `url(#${id}g)`}" stroke="#2d2f33" stroke-width="6"`) + rect(430, 430, 6, 30, 'fill="#c9c2b6"');
  body += rect(0, 520, photoWidth, 80, `fill="#d3cec6"`) + rect(0, 520, photoWidth, 80, `fill="url(#${id}p)"`);
  body += `<path d="M20 470h60l-8 50h-44z" fill="${darken(wall, 0.35)}"/>` + tree(random, 50, 472, 90);
  body += `<path d="M770 600V250" stroke="#2d2f33" stroke-width="6"/><path d="M770 255h-36" stroke="#2d2f33" stroke-width="4"/><path d="M722 255h24l-4 14h-16z" fill="#ffe29a"/>`;
  return { defs, body };
}

const photoTitles: Record<PropertyType, string> = {
  apartment: 'Apartment interior',
  house: 'House exterior',
  townhouse: 'Townhouse exterior',
  landPlot: 'Land plot',
  commercial: 'Commercial premises, street front',
};

/** The picture of a secondary-market listing (800×600), chosen by its type and `photoSeed`. */
export function renderListingPhoto(options: { seed: number; type: PropertyType; title?: string }): string {
  const type: PropertyType = Object.hasOwn(photoTitles, options.type) ? options.type : 'apartment';
  const random = createRandom(options.seed, `photo:${type}`);
  const id = `ph${hashString(`${options.seed}:${type}`).toString(36)}`;
  const scene =
    type === 'apartment'
      ? interior(random, id)
      : type === 'house' || type === 'townhouse'
        ? house(random, id, type === 'townhouse')
        : type === 'landPlot'
          ? landPlot(random, id)
          : storefront(random, id);
  return svgDocument({ width: photoWidth, height: photoHeight, title: options.title ?? photoTitles[type], ...scene });
}

/** Up to two initials of a name, in whatever script it is written (Latin, Armenian, Cyrillic). */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...([...word][0] ?? '').toUpperCase()][0] ?? '');
  return letters.join('');
}

/** A developer's or agency's logo: a monogram on its brand colour (200×200). */
export function renderLogo(options: { name: string; color: string; title?: string }): string {
  const name = String(options.name ?? '');
  const hash = hashString(name);
  const random = createRandom(hash, 'logo');
  const color = parseHex(options.color) ? lighten(options.color, 0) : hsl(hash % 360, 0.55, 0.38);
  const ink = readableOn(color);
  const id = `lg${hash.toString(36)}`;
  const initials = initialsOf(name);
  const shape = random.int(0, 2);
  const outline =
    shape === 0
      ? '<circle cx="100" cy="100" r="92"/>'
      : shape === 1
        ? rect(8, 8, 184, 184, 'rx="36"')
        : `<path d="${polygon([[100, 6], [182, 53], [182, 147], [100, 194], [18, 147], [18, 53]])}"/>`;
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(color, 0.08)}"/><stop offset="1" stop-color="${darken(color, 0.12)}"/></linearGradient>`;
  let body = `<g fill="url(#${id})">${outline}</g>`;
  // A roof line over the letters: the mark of a builder or an estate agent.
  body += `<path d="M52 ${initials ? 72 : 112}L100 ${initials ? 40 : 64}L148 ${initials ? 72 : 112}" fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity=".9"/>`;
  if (initials) {
    const size = [...initials].length > 1 ? 64 : 80;
    body += `<text x="100" y="122" dy=".35em" text-anchor="middle" font-family="${fontFamily}" font-weight="700" font-size="${size}" fill="${ink}">${escapeXml(initials)}</text>`;
  } else {
    body += rect(70, 112, 60, 46, `fill="none" stroke="${ink}" stroke-width="9" stroke-linejoin="round"`);
  }
  return svgDocument({ width: 200, height: 200, title: options.title ?? (name || 'Logo'), defs, body });
}

export type BannerSize = 'large' | 'medium' | 'small';

/** Banner sizes in CSS pixels: the `imageUrl`, `mediumImageUrl` and `smallImageUrl` of a banner. */
export const bannerSizes: Record<BannerSize, { width: number; height: number }> = {
  large: { width: 1200, height: 300 },
  medium: { width: 768, height: 240 },
  small: { width: 375, height: 200 },
};

/** Dark grounds: white text on them keeps a contrast well above 4.5:1 even under the shapes. */
const bannerGrounds: readonly [readonly [string, string], ...(readonly [string, string])[]] = [
  ['#0f3b57', '#1f6f8b'],
  ['#2b2d5c', '#5b4b8a'],
  ['#123d2f', '#2e7d5b'],
  ['#4a1f2f', '#8a3b4b'],
  ['#1d2b3a', '#3d5a80'],
];

/** The estimated advance of a character in a bold sans-serif, in em: no font is measured here. */
function advance(char: string): number {
  if (char === ' ') return 0.3;
  if (/[\p{P}]/u.test(char)) return 0.36;
  if (/\p{N}/u.test(char)) return 0.58;
  if (/\p{Script=Armenian}/u.test(char)) return 0.66;
  if (char !== char.toLowerCase()) return 0.72;
  return /[a-z]/.test(char) ? 0.56 : 0.62;
}

const widthOf = (text: string): number => [...text].reduce((sum, char) => sum + advance(char), 0);

/** Greedy word wrap to `maxEm` per line; a word longer than a line is cut, a text too long ends in "…". */
function wrap(text: string, maxEm: number, maxLines: number): string[] {
  const pieces: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let piece = '';
    for (const char of word) {
      if (piece && widthOf(piece + char) > maxEm) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    pieces.push(piece);
  }
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const candidate = line ? `${line} ${piece}` : piece;
    if (!line || widthOf(candidate) <= maxEm) line = candidate;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1] ?? ''} ${lines[maxLines] ?? ''}`;
  while (last.length > 1 && widthOf(`${last}…`) > maxEm) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** A banner: a dark gradient, soft shapes, a small skyline, and the title on the left. */
export function renderBanner(options: { seed: number; size: BannerSize; title: string }): string {
  const size: BannerSize = Object.hasOwn(bannerSizes, options.size) ? options.size : 'large';
  const { width, height } = bannerSizes[size];
  const title = String(options.title ?? '').trim();
  const random = createRandom(options.seed, 'banner');
  const id = `bn${hashString(`${options.seed}:${size}`).toString(36)}`;
  const [from, to] = random.pick(bannerGrounds);
  const accent = random.pick(['#f2b134', '#f28f6b', '#7fd1b9', '#9ec5ff'] as const);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  let body = rect(0, 0, width, height, `fill="url(#${id})"`);
  // Soft circles and a diagonal band towards the right, where the text is not.
  for (let i = 0; i < 4; i++) {
    const r = height * random.between(0.25, 0.7);
    body += `<circle cx="${num(width * random.between(0.55, 1))}" cy="${num(height * random.between(0, 1))}" r="${num(r)}" fill="#ffffff" opacity="${random.between(0.04, 0.1).toFixed(2)}"/>`;
  }
  body += `<path d="${polygon([[width * 0.62, height], [width * 0.82, 0], [width * 0.9, 0], [width * 0.7, height]])}" fill="${accent}" opacity=".18"/>`;
  // A skyline of a few towers along the bottom right, some windows lit.
  let towers = '';
  let lights = '';
  const unit = height / 10;
  for (let x = width * 0.68; x < width; ) {
    const w = unit * random.between(1.4, 2.6);
    const h = height * random.between(0.25, size === 'small' ? 0.42 : 0.6);
    towers += rectPath(x, height - h, w - unit * 0.25, h);
    for (let wy = height - h + unit * 0.5; wy < height - unit * 0.5; wy += unit * 0.7) {
      for (let wx = x + unit * 0.3; wx < x + w - unit * 0.6; wx += unit * 0.55) if (random.chance(0.3)) lights += rectPath(wx, wy, unit * 0.25, unit * 0.3);
    }
    x += w;
  }
  body += `<path d="${towers}" fill="${darken(from, 0.35)}" opacity=".85"/>`;
  if (lights) body += `<path d="${lights}" fill="${accent}" opacity=".9"/>`;
  // The title, wrapped to the left part, and an accent rule under it.
  if (title) {
    const layout = { large: { font: 46, share: 0.58, lines: 2 }, medium: { font: 34, share: 0.6, lines: 2 }, small: { font: 24, share: 0.88, lines: 3 } }[size];
    const maxWidth = width * layout.share;
    let font = layout.font;
    let lines = wrap(title, maxWidth / font, layout.lines);
    while (font > layout.font * 0.6 && lines.some((line) => line.endsWith('…'))) {
      font -= 2;
      lines = wrap(title, maxWidth / font, layout.lines);
    }
    const lineHeight = font * 1.18;
    const x = size === 'small' ? 20 : width * 0.05;
    const top = size === 'small' ? 24 + font : (height - lineHeight * lines.length) / 2 + font * 0.85;
    body += `<text x="${num(x)}" y="${num(top)}" font-family="${fontFamily}" font-weight="700" font-size="${font}" fill="#ffffff">${lines
      .map((line, i) => `<tspan x="${num(x)}" y="${num(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
      .join('')}</text>`;
    body += rect(x, top + (lines.length - 1) * lineHeight + font * 0.45, clamp(font * 2.2, 40, 110), Math.max(4, font * 0.12), `rx="2" fill="${accent}"`);
  }
  return svgDocument({ width, height, title: title || 'Banner', defs, body });
}
