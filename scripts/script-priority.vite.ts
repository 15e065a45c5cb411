import type { Plugin } from 'vite';

/**
 * The server renders every page, so its scripts make it interactive but do not draw it: they are
 * fetched at low priority (`fetchpriority="low"`), after the stylesheet, the fonts and the pictures
 * the first screen shows, instead of sharing a phone's bandwidth with them.
 */
export function scriptPriority(): Plugin {
  return {
    name: 'tun:script-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const lowered = html
          .replaceAll(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
          .replaceAll(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
        if (!lowered.includes('<script type="module" fetchpriority="low"')) throw new Error('script priority: the entry script was not found in index.html');
        return lowered;
      },
    },
  };
}
