import type { Plugin } from 'vite';

/**
 * The font files every page needs first: Latin (digits, punctuation, English) and Armenian (the
 * default language and the dram sign). Cyrillic loads when a Russian page asks for it; the scaled
 * fallback in fonts.css keeps the layout still meanwhile.
 */
const preloaded = ['noto-sans-latin-wght-normal', 'noto-sans-armenian-armenian-wght-normal'];

/**
 * Adds `<link rel="preload" as="font">` for those files to the built index.html, by their hashed
 * names, so the browser fetches them with the stylesheet instead of after it.
 */
export function fontPreload(): Plugin {
  return {
    name: 'tun:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.values(context.bundle ?? {})
          .map((output) => output.fileName)
          .filter((fileName) => fileName.endsWith('.woff2') && preloaded.some((name) => fileName.includes(`/${name}-`)));
        if (files.length !== preloaded.length) throw new Error(`font preload: expected ${preloaded.join(', ')} in the bundle, found ${files.join(', ') || 'none'}`);
        return files.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
