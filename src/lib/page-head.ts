/**
 * What the server's page renderer puts in `<head>` beside the markup: the title a screen sets, and the
 * description and picture of a page worth sharing (an article), for search engines and link previews.
 * The server renders one page at a time, synchronously, so the screen records them during that render.
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** The Open Graph picture: a path of this site. */
  image?: string;
  /** The Open Graph type: an article's page says `article`; every other page is a `website`. */
  type?: 'article';
}

let collecting: PageHead | undefined;

export function collectHead<T>(render: () => T): { result: T; head: PageHead } {
  const head: PageHead = {};
  collecting = head;
  try {
    return { result: render(), head };
  } finally {
    collecting = undefined;
  }
}

/** Called while rendering on the server; the browser sets `document.title` and the meta tags instead. */
export function recordHead(entries: PageHead) {
  if (collecting) Object.assign(collecting, entries);
}

export function recordTitle(title: string) {
  recordHead({ title });
}
