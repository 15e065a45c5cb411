import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The app's server renderer, as src/app/entry-server.tsx builds it (the server does not import the
 * app's source: it loads the bundle `vite build --ssr` wrote).
 */
interface PageHead {
  title?: string;
  description?: string;
  image?: string;
  type?: 'article';
}

type RenderedPage =
  | { kind: 'page'; status: 200 | 404; lang: string; head: PageHead; markup: string; state: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser' };

interface PageRenderer {
  render(url: string): Promise<RenderedPage>;
}

/** Where the server bundle of a build in `staticDir` lives: beside it, never among the public files. */
export const rendererDirOf = (staticDir: string) => `${staticDir.replace(/[\\/]+$/, '')}-server`;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const ogLocales: Record<string, string> = { hy: 'hy_AM', ru: 'ru_RU', en: 'en_US' };
const pageLanguages = ['hy', 'ru', 'en'] as const;

/**
 * The head of a rendered page: its description, its address in each language (`hreflang`, the canonical
 * being its own language's, without the query) and the Open Graph tags a link preview reads.
 */
export function headTags(page: Extract<RenderedPage, { kind: 'page' }>, path: string, publicUrl: string): string {
  const rest = path.split('?')[0]?.replace(/^\/[a-z]{2}(?=\/|$)/, '') ?? '';
  const at = (lang: string) => `${publicUrl}/${lang}${rest}`;
  const { head } = page;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(at(page.lang))}" />`,
    ...pageLanguages.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(at(lang))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(at('hy'))}" />`,
    `<meta property="og:site_name" content="Tun" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(at(page.lang))}" />`,
    `<meta property="og:locale" content="${ogLocales[page.lang] ?? 'hy_AM'}" />`,
    ...(head.title ? [`<meta property="og:title" content="${escapeHtml(head.title)}" />`] : []),
    ...(head.description ? [`<meta property="og:description" content="${escapeHtml(head.description)}" />`] : []),
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(new URL(head.image, `${publicUrl}/`).toString())}" />`, `<meta name="twitter:card" content="summary_large_image" />`] : []),
  ];
  return tags.join('');
}

/** The SPA's HTML with the rendered page in it: the markup in #root, its data, its language, title, description and links. */
export function fillTemplate(template: string, page: Extract<RenderedPage, { kind: 'page' }>, path = '/', publicUrl = ''): string {
  const { head } = page;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, (title) => (head.title ? `<title>${escapeHtml(head.title)}</title>` : title))
    .replace(/<meta name="description" content="[^"]*" \/>/, (meta) => (head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : meta))
    .replace('</head>', () => `${headTags(page, path, publicUrl)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div><script type="application/json" id="tun-state">${page.state}</script>`);
}

export interface ServerPages {
  /** The page for a path and query, or undefined when the browser renders it (no bundle, an error). */
  render(url: string): Promise<{ status: number; html: string } | { status: number; location: string } | undefined>;
}

/**
 * Renders the app's pages on the server when the build has a server bundle. The bundle is loaded on the
 * first page asked for; a page that fails to render is left to the browser (the SPA's HTML), logged.
 */
export function serverPages(options: { staticDir: string; publicUrl: string; fetch: (request: Request) => Promise<Response>; onError: (error: unknown, url: string) => void }): ServerPages {
  const bundle = join(rendererDirOf(options.staticDir), 'entry-server.js');
  let renderer: Promise<{ renderer: PageRenderer; template: string } | undefined> | undefined;
  const load = () =>
    (renderer ??= (async () => {
      if (!existsSync(bundle)) return undefined;
      try {
        const module = (await import(pathToFileURL(bundle).href)) as { createPageRenderer: (o: { fetch: (request: Request) => Promise<Response> }) => Promise<PageRenderer> };
        return { renderer: await module.createPageRenderer({ fetch: options.fetch }), template: readFileSync(join(options.staticDir, 'index.html'), 'utf8') };
      } catch (error) {
        // Told once: every page is then the browser's to render, as without a server bundle.
        options.onError(error, bundle);
        return undefined;
      }
    })());
  return {
    async render(url) {
      try {
        const loaded = await load();
        if (!loaded) return undefined;
        const page = await loaded.renderer.render(url);
        if (page.kind === 'browser') return undefined;
        if (page.kind === 'redirect') return { status: page.status, location: page.location };
        return { status: page.status, html: fillTemplate(loaded.template, page, url, options.publicUrl) };
      } catch (error) {
        options.onError(error, url);
        return undefined;
      }
    },
  };
}
