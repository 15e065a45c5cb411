/**
 * The generated picture of a building: a stylised street facade under a sky, its floors, windows
 * (some lit), balconies, the entrance and a few trees. Colours follow the seed and the wall type:
 * tuff pink and ochre for stone (as Yerevan builds), grey and white for monolithic concrete, beige
 * blocks for panels, brick for "tape" masonry.
 */
import type { WallType } from '../db/schema/catalogue';
import { darken, lighten, mix } from './svg-color';
import { clamp, num, rect, rectPath, svgDocument } from './svg-markup';
import { createRandom, hashString } from './svg-random';
import { ararat, clouds, faded, pickSky, skyGradient, sun, tree } from './svg-scenery';

export type FacadeOptions = {
  /** The building's `photoSeed`. */
  seed: number;
  floors: number;
  wallType: WallType;
  width?: number;
  height?: number;
  /** The accessible name; by default a neutral description. */
  title?: string;
};

/** Floors drawn at most: a taller building keeps its proportions but not every floor. */
export const maxVisualFloors = 16;

type WallStyle = {
  palette: readonly [string, ...string[]];
  /** Window width as a share of a bay, and height as a share of a floor. */
  window: readonly [number, number];
  frame: string;
  balconyChance: number;
};

const wallStyles: Record<WallType, WallStyle> = {
  stone: { palette: ['#d9a394', '#e0b09a', '#d8b48a', '#cf9c8a', '#e3be98', '#c99a86', '#dcaa8c'], window: [0.42, 0.56], frame: '#f4efe8', balconyChance: 0.35 },
  monolithic: { palette: ['#ecebe7', '#dde0e4', '#f3f1ec', '#cfd5da', '#e5e1da'], window: [0.62, 0.64], frame: '#3d4450', balconyChance: 0.45 },
  panel: { palette: ['#e6d8b8', '#dccfae', '#eadcc0', '#d7c8a3'], window: [0.5, 0.5], frame: '#ffffff', balconyChance: 0.4 },
  tape: { palette: ['#a65a42', '#b0613f', '#9a4f3b', '#b86e4b'], window: [0.44, 0.55], frame: '#f2eee6', balconyChance: 0.3 },
};

const accents = ['#4a5563', '#8a6f5a', '#b5523b', '#2f5d62', '#6b6f7a'] as const;

export function renderFacade(options: FacadeOptions): string {
  const { seed, floors } = options;
  const wallType: WallType = Object.hasOwn(wallStyles, options.wallType) ? options.wallType : 'monolithic';
  const style = wallStyles[wallType];
  const width = Math.round(clamp(options.width ?? 800, 200, 2400));
  const height = Math.round(clamp(options.height ?? 600, 150, 1800));
  const random = createRandom(seed, `facade:${wallType}`);
  const id = `fa${hashString(`${seed}:${wallType}`).toString(36)}`;
  const sky = pickSky(random);
  const groundY = height * 0.84;

  const wall = random.pick(style.palette);
  const wallDark = darken(wall, 0.14);
  const glassTop = mix(sky.top, '#1c2836', 0.45);
  const glassBottom = mix(sky.bottom, '#2a3b4c', 0.55);
  const lit = random.pick(['#ffd77a', '#ffe29a', '#ffcf6b'] as const);

  let defs =
    skyGradient(`${id}s`, sky) +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glassTop}"/><stop offset="1" stop-color="${glassBottom}"/></linearGradient>`;
  let body = rect(0, 0, width, height, `fill="url(#${id}s)"`);

  // Backdrop: the sun, Ararat on most days, clouds, and the haze of the city behind.
  body += sun(random.between(0.08, 0.92) * width, random.between(0.1, 0.3) * height, height * 0.04, sky.sun);
  if (random.chance(0.7)) {
    const mountain = ararat({
      id: `${id}m`,
      centerX: random.between(0.2, 0.8) * width,
      baseY: groundY - height * 0.12,
      halfWidth: width * random.between(0.32, 0.42),
      height: height * random.between(0.28, 0.36),
      color: faded('#7d8799', sky, 0.45),
      random,
    });
    defs += mountain.defs;
    body += mountain.body;
  }
  body += clouds(random, width, height * 0.35, random.int(1, 3));
  let city = '';
  for (let x = -random.between(0, 60); x < width; ) {
    const w = random.between(0.06, 0.14) * width;
    const h = random.between(0.12, 0.34) * height;
    city += rectPath(x, groundY - h, w - 4, h);
    x += w;
  }
  body += `<path d="${city}" fill="${faded('#9aa3ad', sky, 0.55)}"/>`;

  // The building's frame.
  const visualFloors = clamp(Math.round(Number.isFinite(floors) ? floors : 1), 1, maxVisualFloors);
  const floorHeight = Math.min(height * 0.085, (groundY - height * 0.1) / (visualFloors + 0.45));
  const groundFloor = floorHeight * 1.3;
  const cols = clamp(Math.round((width * random.between(0.42, 0.6)) / (floorHeight * 1.2)), 3, 12);
  const bay = Math.min((width * 0.72) / cols, floorHeight * random.between(1.1, 1.35));
  const bodyWidth = cols * bay;
  const depth = bodyWidth * 0.08;
  const left = clamp((width - bodyWidth - depth) / 2 + random.between(-0.05, 0.05) * width, 4, width - bodyWidth - depth - 4);
  const right = left + bodyWidth;
  const top = groundY - groundFloor - (visualFloors - 1) * floorHeight;
  const rise = depth * 0.45;

  // A box on the roof for the lift machinery, behind the parapet.
  if (visualFloors > 3) {
    const boxWidth = bodyWidth * random.between(0.14, 0.22);
    const boxX = left + random.between(0.15, 0.85) * (bodyWidth - boxWidth);
    body += rect(boxX, top - floorHeight * 0.55 - rise * 0.5, boxWidth, floorHeight * 0.6, `fill="${wallDark}"`);
    body += `<path d="M${num(boxX + boxWidth * 0.7)} ${num(top - floorHeight * 0.55 - rise * 0.5)}v${num(-floorHeight * 0.6)}" stroke="#555" stroke-width="1.5"/>`;
  }
  body += `<path d="M${num(right)} ${num(top)}l${num(depth)} ${num(-rise)}V${num(groundY - rise)}L${num(right)} ${num(groundY)}z" fill="${darken(wall, 0.28)}"/>`;
  body += `<path d="M${num(left)} ${num(top)}l${num(depth)} ${num(-rise)}H${num(right + depth)}L${num(right)} ${num(top)}z" fill="${lighten(wall, 0.12)}"/>`;
  body += rect(left, top, bodyWidth, groundY - top, `fill="${wall}"`);

  // Texture by wall type.
  const bands = (step: number, thickness: number) => {
    let d = '';
    for (let y = groundY - groundFloor; y > top + 1; y -= step) d += rectPath(left, y - thickness / 2, bodyWidth, thickness);
    return d;
  };
  if (wallType === 'stone' || wallType === 'tape') {
    const [bw, bh] = wallType === 'stone' ? [Math.max(10, bay * 0.45), Math.max(5, floorHeight * 0.2)] : [Math.max(6, bay * 0.2), Math.max(3, floorHeight * 0.08)];
    defs +=
      `<pattern id="${id}t" width="${num(bw * 2)}" height="${num(bh * 2)}" patternUnits="userSpaceOnUse">` +
      `<path d="M0 ${num(bh)}H${num(bw * 2)}M0 ${num(bh * 2)}H${num(bw * 2)}M${num(bw)} 0V${num(bh)}M0 ${num(bh)}V${num(bh * 2)}M${num(bw * 2)} ${num(bh)}V${num(bh * 2)}" stroke="${darken(wall, 0.35)}" stroke-opacity=".22" fill="none"/></pattern>`;
    body += rect(left, top, bodyWidth, groundY - top, `fill="url(#${id}t)"`);
  } else if (wallType === 'panel') {
    let seams = bands(floorHeight, 1.4);
    for (let c = 1; c < cols; c += 1) seams += rectPath(left + c * bay - 0.7, top, 1.4, groundY - groundFloor - top);
    body += `<path d="${seams}" fill="${darken(wall, 0.2)}"/>`;
  } else {
    body += `<path d="${bands(floorHeight, floorHeight * 0.08)}" fill="${lighten(wall, 0.5)}"/>`;
    if (random.chance(0.65)) {
      const accent = random.pick(accents);
      let fins = '';
      const every = random.int(2, 3);
      for (let c = random.int(0, 1); c <= cols; c += every) fins += rectPath(left + c * bay - bay * 0.05, top, bay * 0.1, groundY - groundFloor - top);
      body += `<path d="${fins}" fill="${accent}"/>`;
    }
  }

  // Upper floors: windows, some lit, and stacked balconies on a few symmetric columns.
  const balconyColumns = new Set<number>();
  for (let c = 0; c < Math.ceil(cols / 2); c++) {
    if (random.chance(style.balconyChance)) balconyColumns.add(c).add(cols - 1 - c);
  }
  // One window of each kind is drawn once in <defs> and placed with <use>: a tall building stays small.
  const [winShare, winHeightShare] = style.window;
  const frameWidth = num(Math.max(1, bay * 0.035));
  const w = bay * winShare;
  const h = floorHeight * winHeightShare;
  const doorHeight = floorHeight * 0.78;
  const windowShape = (fill: string) =>
    rect(0, 0, w, h, `fill="${fill}"`) +
    `<path d="M${num(w / 2)} 0v${num(h)}M0 ${num(h * 0.32)}h${num(w)}" stroke="${style.frame}" stroke-width="${frameWidth}"/>` +
    (wallType === 'stone' ? rect(-bay * 0.04, -floorHeight * 0.07, w + bay * 0.08, floorHeight * 0.06, `fill="${lighten(wall, 0.3)}"`) : '');
  const balcony = (fill: string) =>
    rect(0, 0, w, doorHeight, `fill="${fill}"`) +
    `<path d="M${num(w / 2)} 0v${num(doorHeight)}" stroke="${style.frame}" stroke-width="${frameWidth}"/>` +
    rect(-bay * 0.1, floorHeight * 0.44, w + bay * 0.2, floorHeight * 0.35, `fill="${wallType === 'monolithic' ? '#b9d3e0' : '#3c3f44'}" fill-opacity="${wallType === 'monolithic' ? '.6' : '.8'}" stroke="${style.frame}"`) +
    rect(-bay * 0.1 - 2, floorHeight * 0.79, w + bay * 0.2 + 4, floorHeight * 0.07, `fill="${lighten(wall, 0.35)}"`);
  defs +=
    `<g id="${id}a">${windowShape(`url(#${id}g)`)}</g><g id="${id}b">${windowShape(lit)}</g>` +
    `<g id="${id}c">${balcony(`url(#${id}g)`)}</g><g id="${id}d">${balcony(lit)}</g>`;
  let windows = '';
  for (let floor = 1; floor < visualFloors; floor++) {
    const floorTop = groundY - groundFloor - floor * floorHeight;
    for (let c = 0; c < cols; c++) {
      const x = left + c * bay + (bay - w) / 2;
      const onBalcony = balconyColumns.has(c);
      const y = onBalcony ? floorTop + floorHeight * 0.14 : floorTop + (floorHeight - h) * 0.45;
      const kind = (onBalcony ? 2 : 0) + (random.chance(sky.lights) ? 1 : 0);
      windows += `<use href="#${id}${'abcd'[kind]}" x="${num(x)}" y="${num(y)}"/>`;
    }
  }
  body += windows;

  let glass = '';
  let lights = '';
  let mullions = '';
  // The ground floor: a darker plinth, shop windows (arched in stone), the entrance in the middle.
  const entrance = Math.floor(cols / 2);
  body += rect(left, groundY - groundFloor, bodyWidth, groundFloor, `fill="${wallType === 'monolithic' ? darken(wall, 0.55) : wallDark}"`);
  body += rect(left - 2, groundY - groundFloor - floorHeight * 0.06, bodyWidth + 4, floorHeight * 0.08, `fill="${lighten(wall, 0.25)}"`);
  let arches = '';
  for (let c = 0; c < cols; c++) {
    if (c === entrance) continue;
    const w = bay * 0.7;
    const x = left + c * bay + (bay - w) / 2;
    const y = groundY - groundFloor * 0.84;
    const h = groundFloor * 0.68;
    const shape =
      wallType === 'stone'
        ? `M${num(x)} ${num(y + h)}V${num(y + w / 2)}a${num(w / 2)} ${num(w / 2)} 0 0 1 ${num(w)} 0V${num(y + h)}z`
        : rectPath(x, y, w, h);
    if (random.chance(Math.min(0.9, sky.lights * 2 + 0.1))) lights += shape;
    else glass += shape;
    if (wallType === 'stone') arches += shape;
    else mullions += `M${num(x + w / 2)} ${num(y)}v${num(h)}`;
  }
  const doorWidth = bay * 0.62;
  const doorX = left + entrance * bay + (bay - doorWidth) / 2;
  const doorY = groundY - groundFloor * 0.78;
  glass += rectPath(doorX, doorY, doorWidth, groundY - doorY);
  mullions += `M${num(doorX + doorWidth / 2)} ${num(doorY)}V${num(groundY)}`;

  body += `<path d="${glass}" fill="url(#${id}g)"/>`;
  if (lights) body += `<path d="${lights}" fill="${lit}"/>`;
  body += `<path d="${mullions}" stroke="${style.frame}" stroke-width="${num(Math.max(1, bay * 0.035))}" fill="none"/>`;
  if (arches) body += `<path d="${arches}" stroke="${lighten(wall, 0.35)}" stroke-width="${num(Math.max(1.5, bay * 0.05))}" fill="none"/>`;

  // Entrance canopy, lamps and steps; the parapet and cornice on top.
  body += rect(doorX - bay * 0.12, doorY - groundFloor * 0.12, doorWidth + bay * 0.24, groundFloor * 0.07, 'fill="#3a3d42"');
  body += `<circle cx="${num(doorX - bay * 0.06)}" cy="${num(doorY + groundFloor * 0.12)}" r="${num(Math.max(1.5, bay * 0.04))}" fill="${lit}"/><circle cx="${num(doorX + doorWidth + bay * 0.06)}" cy="${num(doorY + groundFloor * 0.12)}" r="${num(Math.max(1.5, bay * 0.04))}" fill="${lit}"/>`;
  body += rect(left - 3, top - floorHeight * 0.16, bodyWidth + 6, floorHeight * 0.16, `fill="${wallType === 'stone' ? lighten(wall, 0.2) : darken(wall, 0.2)}"`);

  // The street: pavement, kerb, a verge, the road, and trees in front.
  const pavement = height * 0.035;
  body += rect(0, groundY, width, pavement, 'fill="#d3cec6"');
  body += rect(doorX - 6, groundY, doorWidth + 12, pavement * 0.35, 'fill="#bdb7ae"');
  body += rect(0, groundY + pavement, width, height * 0.03, 'fill="#6f9a4a"');
  body += rect(0, groundY + pavement + height * 0.03, width, height - groundY, 'fill="#5c6166"');
  body += `<path d="M0 ${num(height * 0.95)}H${num(width)}" stroke="#e8e6e1" stroke-width="${num(height * 0.006)}" stroke-dasharray="${num(width * 0.04)} ${num(width * 0.03)}"/>`;
  const treeCount = clamp(Math.round(width / 260), 2, 6) + random.int(0, 1);
  for (let i = 0; i < treeCount; i++) {
    let x = ((i + random.between(0.2, 0.8)) / treeCount) * width;
    if (x > doorX - bay * 0.8 && x < doorX + doorWidth + bay * 0.8) x = x < doorX + doorWidth / 2 ? doorX - bay * 0.8 : doorX + doorWidth + bay * 0.8;
    body += tree(random, x, groundY + pavement + height * 0.02, height * random.between(0.17, 0.25));
  }

  const title = options.title ?? `Building facade, ${visualFloors < Math.round(floors) ? Math.round(floors) : visualFloors} floors, ${wallType} walls`;
  return svgDocument({ width, height, title, defs, body });
}
