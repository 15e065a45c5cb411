/**
 * The generated floor plan of an apartment: black walls on white, drawn to scale from the area,
 * partitioned into as many rooms as the apartment has, with a kitchen, bathrooms, a hallway, doors
 * with their swing, windows in the outer walls, furniture in grey and a scale bar. Labels are
 * numbers and unit symbols only ("18.4 m²"), so one picture serves every language; the room
 * areas add up to the apartment's area.
 */
import { clamp, fontFamily, num, rect, rectPath, svgDocument } from './svg-markup';
import { createRandom, hashString } from './svg-random';
import type { Random } from './svg-random';

export type FloorPlanOptions = {
  /** The apartment's `planSeed`. */
  seed: number;
  /** The room count; -2 a studio (open plan), -1 no planning yet (a shell with columns). */
  rooms: number;
  /** Square metres. */
  area: number;
  /** The accessible name; by default a neutral description. */
  title?: string;
};

/** What a space is; `room` is a living room or a bedroom, the spaces the room count counts. */
export type SpaceKind = 'room' | 'kitchen' | 'bath' | 'wc' | 'hall' | 'storage' | 'studio' | 'shell';

type Side = 'top' | 'bottom' | 'left' | 'right';
type Space = { kind: SpaceKind; x: number; y: number; w: number; h: number; number?: number; door?: Side; far?: 'left' | 'right' };
type Point = readonly [number, number];
/** A door: hinge and the other jamb on a wall, `into` the unit direction it opens to. */
type Door = { hinge: Point; jamb: Point; into: Point; outer?: boolean; opening?: boolean };
type Window = { side: Side; at: number; width: number };
/** `fixtures` are furnished like spaces but have no walls: the kitchenette of a studio. */
type Plan = { width: number; depth: number; spaces: Space[]; doors: Door[]; windows: Window[]; columns: Point[]; fixtures?: Space[]; shaft?: Point };

const canvasWidth = 800;
const canvasHeight = 600;
const ink = '#111111';
const furnitureInk = '#6b6b6b';

/** Splits a band `[x0, x0 + width]` into cells proportional to `weights`. */
function splitBand(kinds: SpaceKind[], weights: number[], x0: number, y: number, width: number, h: number): Space[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let x = x0;
  return kinds.map((kind, i) => {
    const w = (width * (weights[i] ?? 1)) / total;
    const space: Space = { kind, x, y, w, h };
    x += w;
    return space;
  });
}

const weightOf = (kind: SpaceKind, index: number, random: Random): number =>
  ({ room: index === 0 ? 1.35 : 1, kitchen: 0.8, bath: 0.5, wc: 0.34, hall: 1, storage: 0.4, studio: 1, shell: 1 })[kind] * random.between(0.9, 1.1);

/** A door in the wall between a space and the corridor side, near the end away from its furniture. */
function doorOnHorizontal(space: Space, wallY: number, into: 1 | -1, from: number, to: number): Door {
  const width = Math.min(0.8, to - from - 0.2);
  const nearLeft = space.far === 'right';
  const hingeX = nearLeft ? from + 0.15 : to - 0.15;
  const jambX = nearLeft ? hingeX + width : hingeX - width;
  return { hinge: [hingeX, wallY], jamb: [jambX, wallY], into: [0, into], opening: width < 0.55 };
}

/** Two bands: living rooms and the kitchen along the windows, the hall and bathroom behind. */
function smallPlan(rooms: number, area: number, random: Random): Plan {
  const width = Math.sqrt(area * random.between(1.25, 1.6));
  const depth = area / width;
  const front = depth * random.between(0.6, 0.66);
  const kitchenLeft = random.chance(0.5);
  const kinds: SpaceKind[] = Array.from({ length: rooms }, () => 'room');
  if (kitchenLeft) kinds.unshift('kitchen');
  else kinds.push('kitchen');
  let roomIndex = 0;
  const weights = kinds.map((kind) => weightOf(kind, kind === 'room' ? roomIndex++ : 0, random));
  const top = splitBand(kinds, weights, 0, 0, width, front);
  const first = top[0] as Space;
  const last = top[top.length - 1] as Space;
  const bathWidth = clamp(random.between(1.9, 2.4), 1.5, Math.max(1.5, (kitchenLeft ? first.w : last.w) - 0.9));
  const storeWidth = rooms === 2 ? clamp(random.between(1.2, 1.6), 1, Math.max(1, (kitchenLeft ? last.w : first.w) - 0.9)) : 0;
  const back = depth - front;
  const bath: Space = { kind: 'bath', x: kitchenLeft ? 0 : width - bathWidth, y: front, w: bathWidth, h: back, far: kitchenLeft ? 'left' : 'right', door: kitchenLeft ? 'right' : 'left' };
  const hallX = kitchenLeft ? bathWidth : storeWidth;
  const hall: Space = { kind: 'hall', x: hallX, y: front, w: width - bathWidth - storeWidth, h: back };
  const spaces: Space[] = [...top, bath, hall];
  const doors: Door[] = [];
  if (storeWidth > 0) {
    const store: Space = { kind: 'storage', x: kitchenLeft ? width - storeWidth : 0, y: front, w: storeWidth, h: back, far: kitchenLeft ? 'right' : 'left' };
    spaces.push(store);
    const wallX = kitchenLeft ? store.x : storeWidth;
    const doorWidth = Math.min(0.7, back - 0.3);
    doors.push({ hinge: [wallX, front + 0.15], jamb: [wallX, front + 0.15 + doorWidth], into: [kitchenLeft ? -1 : 1, 0] });
  }
  const bathWall = kitchenLeft ? bathWidth : width - bathWidth;
  const bathDoor = Math.min(0.7, back - 0.3);
  doors.push({ hinge: [bathWall, front + 0.15], jamb: [bathWall, front + 0.15 + bathDoor], into: [kitchenLeft ? -1 : 1, 0] });
  for (const space of top) {
    const from = Math.max(space.x, hall.x);
    const to = Math.min(space.x + space.w, hall.x + hall.w);
    space.door = 'bottom';
    space.far = space.x + space.w / 2 < width / 2 ? 'left' : 'right';
    if (to - from >= 0.7) doors.push(doorOnHorizontal(space, front, -1, from, to));
    else {
      // No wall to the hall: an opening into the neighbouring room instead.
      const wallX = space.x === 0 ? space.x + space.w : space.x;
      doors.push({ hinge: [wallX, front - 0.2], jamb: [wallX, front - 1.1], into: [0, -1], opening: true });
    }
  }
  const entranceWidth = Math.min(0.9, hall.w - 0.4);
  const entranceX = kitchenLeft ? hall.x + hall.w - 0.2 : hall.x + 0.2;
  doors.push({ hinge: [entranceX, depth], jamb: [entranceX + (kitchenLeft ? -entranceWidth : entranceWidth), depth], into: [0, -1], outer: true });
  const windows: Window[] = top.map((space) => ({ side: 'top', at: space.x + space.w / 2, width: Math.min(space.kind === 'kitchen' ? 1.2 : 1.6, space.w * 0.5) }));
  if (random.chance(0.5) && front > 3) windows.push({ side: kitchenLeft ? 'right' : 'left', at: front / 2, width: 1.2 });
  return { width, depth, spaces, doors, windows, columns: [] };
}

/** Three bands: rooms and the kitchen on one side of a corridor, bathrooms and more rooms on the other. */
function largePlan(rooms: number, area: number, random: Random): Plan {
  const width = Math.sqrt(area * clamp(1.15 + rooms * 0.09 + random.between(-0.1, 0.1), 1.2, 2.1));
  const depth = area / width;
  const corridor = clamp(random.between(1.3, 1.6), 1.1, depth * 0.22);
  const rest = depth - corridor;
  const front = rest * random.between(0.54, 0.6);
  const back = rest - front;
  const topRooms = Math.ceil(rooms / 2);
  const topKinds: SpaceKind[] = ['kitchen', ...Array.from({ length: topRooms }, (): SpaceKind => 'room')];
  const bottomKinds: SpaceKind[] = ['bath', 'wc', ...Array.from({ length: rooms - topRooms }, (): SpaceKind => 'room')];
  if (rooms >= 5) bottomKinds.splice(2, 0, 'bath');
  const entranceLeft = random.chance(0.5);
  if (!entranceLeft) {
    topKinds.reverse();
    bottomKinds.reverse();
  }
  let roomIndex = 0;
  const top = splitBand(topKinds, topKinds.map((kind) => weightOf(kind, kind === 'room' ? roomIndex++ : 0, random)), 0, 0, width, front);
  const bottom = splitBand(bottomKinds, bottomKinds.map((kind) => weightOf(kind, kind === 'room' ? roomIndex++ : 0, random)), 0, front + corridor, width, back);
  const hall: Space = { kind: 'hall', x: 0, y: front, w: width, h: corridor };
  const doors: Door[] = [];
  for (const [band, wallY, into] of [
    [top, front, -1],
    [bottom, front + corridor, 1],
  ] as const) {
    for (const space of band) {
      space.door = into < 0 ? 'bottom' : 'top';
      space.far = space.x + space.w / 2 < width / 2 ? 'left' : 'right';
      doors.push(doorOnHorizontal(space, wallY, into, space.x, space.x + space.w));
    }
  }
  const entranceWidth = Math.min(0.9, corridor - 0.25);
  const entranceY = front + (corridor - entranceWidth) / 2;
  const entranceX = entranceLeft ? 0 : width;
  doors.push({ hinge: [entranceX, entranceY], jamb: [entranceX, entranceY + entranceWidth], into: [entranceLeft ? 1 : -1, 0], outer: true });
  const windows: Window[] = [
    ...top.map((space): Window => ({ side: 'top', at: space.x + space.w / 2, width: Math.min(space.kind === 'kitchen' ? 1.2 : 1.6, space.w * 0.5) })),
    ...bottom.filter((space) => space.kind === 'room').map((space): Window => ({ side: 'bottom', at: space.x + space.w / 2, width: Math.min(1.5, space.w * 0.5) })),
  ];
  return { width, depth, spaces: [...top, hall, ...bottom], doors, windows, columns: [] };
}

/** A studio: one open room with a kitchenette, and a bathroom boxed in by the entrance. */
function studioPlan(area: number, random: Random): Plan {
  const width = Math.sqrt(area * random.between(1.2, 1.6));
  const depth = area / width;
  const bathLeft = random.chance(0.5);
  const bathWidth = clamp(random.between(1.9, 2.3), 1.4, width * 0.4);
  const bathDepth = clamp(random.between(2, 2.4), 1.4, depth * 0.45);
  const bath: Space = { kind: 'bath', x: bathLeft ? 0 : width - bathWidth, y: depth - bathDepth, w: bathWidth, h: bathDepth, far: bathLeft ? 'left' : 'right', door: bathLeft ? 'right' : 'left' };
  const studio: Space = { kind: 'studio', x: 0, y: 0, w: width, h: depth, far: bathLeft ? 'right' : 'left', door: 'bottom' };
  const bathWall = bathLeft ? bathWidth : width - bathWidth;
  const bathDoor = Math.min(0.7, bathDepth - 0.4);
  const entranceWidth = Math.min(0.9, width - bathWidth - 0.5);
  const entranceX = bathLeft ? bathWidth + 0.2 : width - bathWidth - 0.2;
  return {
    width,
    depth,
    spaces: [studio, bath],
    doors: [
      { hinge: [bathWall, depth - 0.2], jamb: [bathWall, depth - 0.2 - bathDoor], into: [bathLeft ? -1 : 1, 0] },
      { hinge: [entranceX, depth], jamb: [entranceX + (bathLeft ? entranceWidth : -entranceWidth), depth], into: [0, -1], outer: true },
    ],
    windows: [
      { side: 'top', at: width * 0.28, width: Math.min(1.6, width * 0.25) },
      { side: 'top', at: width * 0.72, width: Math.min(1.6, width * 0.25) },
    ],
    columns: [],
    fixtures: [{ kind: 'kitchen', x: bath.x, y: 0, w: bathWidth, h: depth - bathDepth, far: bath.far, door: 'bottom' }],
  };
}

/** No planning yet: the shell, its structural columns on a grid, windows and the entrance. */
function shellPlan(area: number, random: Random): Plan {
  const width = Math.sqrt(area * random.between(1.2, 1.7));
  const depth = area / width;
  const spansX = Math.max(1, Math.round(width / 6));
  const spansY = Math.max(1, Math.round(depth / 6));
  const columns: Point[] = [];
  for (let i = 0; i <= spansX; i++) for (let j = 0; j <= spansY; j++) columns.push([(width * i) / spansX, (depth * j) / spansY]);
  const windows: Window[] = [];
  for (let i = 0; i < spansX; i++) {
    const at = (width * (i + 0.5)) / spansX;
    const span = width / spansX;
    windows.push({ side: 'top', at, width: Math.min(2.4, span * 0.55) });
    if (random.chance(0.6)) windows.push({ side: 'bottom', at, width: Math.min(1.8, span * 0.45) });
  }
  const left = random.chance(0.5);
  const entranceY = depth / 2 - 0.45;
  return {
    width,
    depth,
    spaces: [{ kind: 'shell', x: 0, y: 0, w: width, h: depth }],
    doors: [{ hinge: [left ? 0 : width, entranceY], jamb: [left ? 0 : width, entranceY + 0.9], into: [left ? 1 : -1, 0], outer: true }],
    windows,
    columns,
    shaft: [left ? 0.9 : width - 1.5, clamp(entranceY - 1.6, 0.3, depth - 0.9)],
  };
}

/** Furniture in grey, against the space's far wall; returns the path and how deep it reaches. */
function furnish(space: Space, scale: number, toX: (m: number) => number, toY: (m: number) => number): { d: string; reach: number } {
  const { kind, x, y, w, h } = space;
  const farLeft = space.far !== 'right';
  const backTop = space.door !== 'top';
  const wall = farLeft ? x : x + w;
  const dir = farLeft ? 1 : -1;
  const box = (along: number, across: number, length: number, breadth: number) =>
    rectPath(toX(farLeft ? wall + along : wall - along - length), toY(across), length * scale, breadth * scale);
  const backY = backTop ? y : y + h;
  const fromBack = (offset: number, size: number) => (backTop ? backY + offset : backY - offset - size);
  let d = '';
  if (kind === 'room' || kind === 'studio') {
    const double = w >= 3.2 && h >= 2.8;
    const single = w >= 2.6 && h >= 1.8;
    if (space.number === 1 && w >= 2.6 && h >= 2.6) {
      const length = Math.min(2.2, h - 0.6);
      const top = y + (h - length) / 2;
      d += box(0.05, top, 0.85, length) + box(0.05, top, 0.25, length) + box(0.05, top, 0.85, 0.2) + box(0.05, top + length - 0.2, 0.85, 0.2);
      d += box(1.35, y + h / 2 - 0.5, 0.55, 1);
      return { d, reach: 2 };
    }
    if (double || single) {
      const breadth = double ? 1.6 : 0.9;
      const top = clamp(y + h * (backTop ? 0.42 : 0.58) - breadth / 2, y + 0.1, y + h - breadth - 0.1);
      d += box(0.05, top, 2, breadth) + box(0.15, top + 0.1, 0.4, double ? 0.65 : breadth - 0.2);
      if (double) d += box(0.15, top + breadth - 0.75, 0.4, 0.65);
      d += `M${num(toX(wall + dir * 0.75))} ${num(toY(top))}v${num(breadth * scale)}`;
      if (kind === 'studio' && w >= 6) {
        const sofaTop = fromBack(0.3, 0.85);
        d += box(w * 0.45, sofaTop, 2, 0.85) + box(w * 0.45, backTop ? sofaTop : sofaTop + 0.6, 2, 0.25);
      }
      return { d, reach: 2.1 };
    }
    return { d, reach: 0 };
  }
  if (kind === 'kitchen') {
    const run = Math.min(h - 1, 3.2);
    if (run < 1.2 || w < 1.8) return { d, reach: 0 };
    const top = fromBack(0, run);
    d += box(0, top, 0.6, run);
    const hobY = toY(top + run * 0.3);
    for (const [dx, dy] of [
      [0.17, -0.16],
      [0.43, -0.16],
      [0.17, 0.16],
      [0.43, 0.16],
    ] as const)
      d += `M${num(toX(farLeft ? wall + dx : wall - dx) - 0.08 * scale)} ${num(hobY + dy * scale)}a${num(0.08 * scale)} ${num(0.08 * scale)} 0 1 0 ${num(0.16 * scale)} 0a${num(0.08 * scale)} ${num(0.08 * scale)} 0 1 0 ${num(-0.16 * scale)} 0z`;
    d += box(0.1, top + run * 0.62, 0.4, 0.5);
    return { d, reach: 0.7 };
  }
  if (kind === 'bath' || kind === 'wc') {
    let reach = 0;
    if (kind === 'bath' && h >= 1.9 && w >= 1.5) {
      const length = Math.min(1.7, h - 0.2);
      const top = fromBack(0.05, length);
      d += box(0.05, top, 0.7, length) + box(0.15, top + 0.1, 0.5, length - 0.2);
      reach = 0.8;
    }
    const toiletAlong = reach + 0.2;
    if (w - toiletAlong >= 0.6) {
      const top = fromBack(0.05, 0.2);
      d += box(toiletAlong, top, 0.4, 0.2);
      const cx = toX(farLeft ? wall + toiletAlong + 0.2 : wall - toiletAlong - 0.2);
      const cy = toY(backTop ? backY + 0.5 : backY - 0.5);
      d += `M${num(cx - 0.18 * scale)} ${num(cy)}a${num(0.18 * scale)} ${num(0.26 * scale)} 0 1 0 ${num(0.36 * scale)} 0a${num(0.18 * scale)} ${num(0.26 * scale)} 0 1 0 ${num(-0.36 * scale)} 0z`;
    }
    if (w - toiletAlong >= 1.3) d += box(toiletAlong + 0.65, fromBack(0.05, 0.45), 0.55, 0.45);
    return { d, reach };
  }
  if (kind === 'storage' && w >= 0.9) {
    d += box(0.05, y + 0.05, 0.4, h - 0.1);
    for (let i = 1; i < 4; i++) d += `M${num(toX(wall))} ${num(toY(y + (h * i) / 4))}h${num(dir * 0.45 * scale)}`;
  }
  return { d, reach: 0 };
}

/** A scale bar of four steps of a round length. */
function scaleBar(x: number, y: number, scale: number): string {
  const step = [0.5, 1, 2, 5, 10].find((candidate) => candidate * scale >= 28) ?? 10;
  const length = step * scale;
  let bar = '';
  for (let i = 0; i < 4; i++) bar += rect(x + i * length, y, length, 7, `fill="${i % 2 === 0 ? ink : '#ffffff'}"`);
  const label = (at: number, text: string) => `<text x="${num(x + at * length)}" y="${num(y + 22)}">${text}</text>`;
  return (
    `<g stroke="${ink}" stroke-width="1">${bar}</g>` +
    `<g font-size="12" fill="${ink}" text-anchor="middle">${label(0, '0')}${label(2, num(step * 2))}${label(4, `${num(step * 4)} m`)}</g>`
  );
}

export function renderFloorPlan(options: FloorPlanOptions): string {
  const { seed } = options;
  const rooms = Number.isFinite(options.rooms) ? Math.round(options.rooms) : 1;
  const kind = rooms === -1 ? 'shell' : rooms <= 0 ? 'studio' : 'rooms';
  const count = clamp(rooms, 1, 10);
  const fallbackArea = kind === 'rooms' ? 30 + count * 18 : 35;
  const area = clamp(Number.isFinite(options.area) && options.area > 0 ? options.area : fallbackArea, 10, 1000);
  const random = createRandom(seed, `plan:${kind}:${count}`);
  const id = `fp${hashString(`${seed}:${rooms}:${area}`).toString(36)}`;
  const plan =
    kind === 'shell' ? shellPlan(area, random) : kind === 'studio' ? studioPlan(area, random) : count <= 2 ? smallPlan(count, area, random) : largePlan(count, area, random);

  // Scale the plan into the drawing area, leaving room for dimensions and the scale bar.
  const box = { x: 70, y: 64, w: canvasWidth - 110, h: canvasHeight - 164 };
  const scale = Math.min(box.w / plan.width, box.h / plan.depth, 90);
  const ox = box.x + (box.w - plan.width * scale) / 2;
  const oy = box.y + (box.h - plan.depth * scale) / 2;
  const toX = (m: number) => ox + m * scale;
  const toY = (m: number) => oy + m * scale;
  const outer = clamp(0.26 * scale, 5, 15);
  const inner = clamp(0.1 * scale, 2, 6);
  const fontSize = clamp(scale * 0.3, 11, 17);

  let number = 0;
  for (const space of plan.spaces) if (space.kind === 'room') space.number = ++number;

  const defs = `<pattern id="${id}t" width="${num(scale * 0.3)}" height="${num(scale * 0.3)}" patternUnits="userSpaceOnUse"><path d="M0 0H${num(scale * 0.3)}V${num(scale * 0.3)}" fill="none" stroke="#d9d9d9" stroke-width="1"/></pattern>`;
  let spaces = '';
  let furniture = '';
  let labels = '';
  for (const space of plan.spaces) {
    const areaText = num(space.kind === 'studio' ? space.w * space.h - plan.spaces.filter((s) => s.kind !== 'studio').reduce((sum, s) => sum + s.w * s.h, 0) : space.w * space.h);
    const wet = space.kind === 'bath' || space.kind === 'wc';
    spaces += rect(toX(space.x), toY(space.y), space.w * scale, space.h * scale, `data-room="${space.kind}" data-area="${areaText}"${wet ? ` fill="url(#${id}t)"` : ''}`);
    const { d, reach } = furnish(space, scale, toX, toY);
    furniture += d;
    // The label sits in the free part of the space, away from the furniture along the far wall.
    const free = space.w - reach;
    const labelX = free >= 1.4 ? (space.far === 'right' ? space.x + free / 2 : space.x + reach + free / 2) : space.x + space.w / 2;
    const labelY = space.y + space.h / 2;
    const areaLabel = `${areaText.includes('.') ? areaText : `${areaText}.0`} m²`;
    if (space.number !== undefined && space.h * scale > fontSize * 3.6) {
      labels += `<circle cx="${num(toX(labelX))}" cy="${num(toY(labelY) - fontSize * 0.9)}" r="${num(fontSize * 0.75)}" fill="#ffffff" stroke="${ink}" stroke-width="1.2"/>`;
      labels += `<text x="${num(toX(labelX))}" y="${num(toY(labelY) - fontSize * 0.9)}" dy=".35em" font-size="${num(fontSize * 0.85)}">${space.number}</text>`;
      labels += `<text x="${num(toX(labelX))}" y="${num(toY(labelY) + fontSize * 0.55)}" dy=".35em">${areaLabel}</text>`;
    } else if (space.w * scale > fontSize * 3.2 || space.h * scale > fontSize * 3.2) {
      const vertical = space.w * scale <= fontSize * 3.2;
      labels += `<text x="${num(toX(labelX))}" y="${num(toY(labelY))}" dy=".35em"${vertical ? ` transform="rotate(-90 ${num(toX(labelX))} ${num(toY(labelY))})"` : ''}>${areaLabel}</text>`;
    }
  }

  for (const fixture of plan.fixtures ?? []) furniture += furnish(fixture, scale, toX, toY).d;
  if (plan.shaft) {
    const [sx, sy] = plan.shaft;
    const size = 0.6 * scale;
    furniture += `${rectPath(toX(sx), toY(sy), size, size)}M${num(toX(sx))} ${num(toY(sy))}l${num(size)} ${num(size)}m0 ${num(-size)}l${num(-size)} ${num(size)}`;
  }

  // Outer walls grow outwards from the interior outline, so the interior keeps its true size.
  let walls = rect(ox - outer / 2, oy - outer / 2, plan.width * scale + outer, plan.depth * scale + outer, `fill="none" stroke="${ink}" stroke-width="${num(outer)}"`);
  for (const [cx, cy] of plan.columns) walls += rect(toX(cx) - 0.2 * scale, toY(cy) - 0.2 * scale, 0.4 * scale, 0.4 * scale, `fill="${ink}"`);

  let cuts = '';
  let glazing = '';
  for (const window of plan.windows) {
    const horizontal = window.side === 'top' || window.side === 'bottom';
    const along = (horizontal ? toX(window.at) : toY(window.at)) - (window.width * scale) / 2;
    const edge = window.side === 'top' ? oy - outer : window.side === 'bottom' ? toY(plan.depth) : window.side === 'left' ? ox - outer : toX(plan.width);
    const length = window.width * scale;
    cuts += horizontal ? rectPath(along, edge, length, outer) : rectPath(edge, along, outer, length);
    glazing += horizontal
      ? `${rectPath(along, edge, length, outer)}M${num(along)} ${num(edge + outer / 2)}h${num(length)}`
      : `${rectPath(edge, along, outer, length)}M${num(edge + outer / 2)} ${num(along)}v${num(length)}`;
  }
  let leaves = '';
  let arcs = '';
  for (const door of plan.doors) {
    const [hx, hy] = door.hinge;
    const [jx, jy] = door.jamb;
    const [ix, iy] = door.into;
    const thickness = door.outer ? outer : inner;
    const width = Math.hypot(jx - hx, jy - hy);
    // The cut spans the wall: outer walls lie outside the interior line, inner walls straddle it.
    const before = door.outer ? thickness + 1 : thickness / 2 + 1;
    const after = door.outer ? 1 : thickness / 2 + 1;
    const x0 = Math.min(toX(hx), toX(jx));
    const y0 = Math.min(toY(hy), toY(jy));
    cuts +=
      hy === jy
        ? rectPath(x0, toY(hy) - (iy > 0 ? before : after), width * scale, before + after)
        : rectPath(toX(hx) - (ix > 0 ? before : after), y0, before + after, width * scale);
    if (door.opening) continue;
    const openX = toX(hx + ix * width);
    const openY = toY(hy + iy * width);
    leaves += `M${num(toX(hx))} ${num(toY(hy))}L${num(openX)} ${num(openY)}`;
    const cross = (openX - toX(hx)) * (toY(jy) - toY(hy)) - (openY - toY(hy)) * (toX(jx) - toX(hx));
    arcs += `M${num(openX)} ${num(openY)}A${num(width * scale)} ${num(width * scale)} 0 0 ${cross > 0 ? 1 : 0} ${num(toX(jx))} ${num(toY(jy))}`;
  }

  // Overall dimensions above and to the left, in metres.
  const dimTop = oy - outer - 22;
  const dimLeft = ox - outer - 22;
  const dimensions =
    `<path d="M${num(ox)} ${num(dimTop)}H${num(toX(plan.width))}M${num(ox)} ${num(dimTop - 5)}v10M${num(toX(plan.width))} ${num(dimTop - 5)}v10` +
    `M${num(dimLeft)} ${num(oy)}V${num(toY(plan.depth))}M${num(dimLeft - 5)} ${num(oy)}h10M${num(dimLeft - 5)} ${num(toY(plan.depth))}h10" stroke="${ink}" stroke-width="1"/>` +
    `<g font-size="13" fill="${ink}" text-anchor="middle"><text x="${num(ox + (plan.width * scale) / 2)}" y="${num(dimTop - 7)}">${num(plan.width)} m</text>` +
    `<text x="${num(dimLeft - 7)}" y="${num(oy + (plan.depth * scale) / 2)}" transform="rotate(-90 ${num(dimLeft - 7)} ${num(oy + (plan.depth * scale) / 2)})">${num(plan.depth)} m</text></g>`;

  const total = `<text x="${canvasWidth - 40}" y="${canvasHeight - 40}" text-anchor="end" font-size="16" font-weight="700" fill="${ink}">Σ ${num(area)} m²</text>`;
  const title =
    options.title ?? (kind === 'shell' ? `Floor plan, no planning, ${num(area)} m²` : kind === 'studio' ? `Floor plan, studio, ${num(area)} m²` : `Floor plan, ${count} rooms, ${num(area)} m²`);

  const body =
    rect(0, 0, canvasWidth, canvasHeight, 'fill="#ffffff"') +
    `<g stroke="${ink}" stroke-width="${num(inner)}" fill="#ffffff">${spaces}</g>` +
    (plan.columns.length > 1
      ? `<path d="${plan.columns.map(([cx, cy]) => `M${num(toX(cx))} ${num(oy - outer - 10)}V${num(toY(plan.depth) + outer + 10)}M${num(ox - outer - 10)} ${num(toY(cy))}H${num(toX(plan.width) + outer + 10)}`).join('')}" stroke="#9a9a9a" stroke-width="1" stroke-dasharray="8 4 2 4"/>`
      : '') +
    (furniture ? `<path d="${furniture}" fill="none" stroke="${furnitureInk}" stroke-width="1.2"/>` : '') +
    walls +
    `<path d="${cuts}" fill="#ffffff"/>` +
    (glazing ? `<path d="${glazing}" fill="none" stroke="${ink}" stroke-width="1"/>` : '') +
    (leaves ? `<path d="${leaves}" stroke="${ink}" stroke-width="2.2"/><path d="${arcs}" fill="none" stroke="${ink}" stroke-width="1" stroke-dasharray="4 3"/>` : '') +
    `<g font-family="${fontFamily}" font-size="${num(fontSize)}" fill="${ink}" text-anchor="middle" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${labels}</g>` +
    `<g font-family="${fontFamily}">${dimensions}${scaleBar(40, canvasHeight - 58, scale)}${total}</g>`;
  return svgDocument({ width: canvasWidth, height: canvasHeight, title, defs, body });
}
