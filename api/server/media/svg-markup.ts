/** Markup helpers shared by the generated pictures: escaping, compact numbers, the document. */

/** Whether a code point may appear in an XML 1.0 document at all. */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for an element or an attribute: markup escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  let clean = '';
  for (const char of String(text)) {
    if (isXmlChar(char.codePointAt(0) ?? 0)) clean += char;
  }
  return clean.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** A coordinate rounded to a tenth, without trailing zeros or a negative zero: short and stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) || !Number.isFinite(rounded) ? '0' : String(rounded);
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A rectangle as a path fragment, to batch many shapes of one style into one element. */
export const rectPath = (x: number, y: number, width: number, height: number): string =>
  `M${num(x)} ${num(y)}h${num(width)}v${num(height)}h${num(-width)}z`;

/** A rectangle element; `extra` is trusted markup of further attributes. */
export const rect = (x: number, y: number, width: number, height: number, extra = ''): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"${extra ? ` ${extra}` : ''}/>`;

/** A polygon from points, as a path. */
export const polygon = (points: readonly (readonly [number, number])[]): string =>
  `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}z`;

/** Every generated picture's sans-serif stack: generic families only, nothing is downloaded. */
export const fontFamily = 'sans-serif';

/** A standalone SVG document with an accessible name. `body` and `defs` are trusted markup. */
export function svgDocument(options: { width: number; height: number; title: string; body: string; defs?: string }): string {
  const { width, height, title, body, defs } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}
