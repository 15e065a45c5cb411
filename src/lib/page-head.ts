/**
 * What the server's page renderer puts in `<head>` beside the markup: the title a screen sets. The
 * server renders one page at a time, synchronously, so the screen records it during that render.
 */
let collecting: { title?: string } | undefined;

export function collectHead<T>(render: () => T): { result: T; title: string | undefined } {
  const head: { title?: string } = {};
  collecting = head;
  try {
    return { result: render(), title: head.title };
  } finally {
    collecting = undefined;
  }
}

/** Called while rendering on the server; the browser sets `document.title` instead. */
export function recordTitle(title: string) {
  if (collecting) collecting.title = title;
}
