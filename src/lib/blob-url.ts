import { useEffect, useState } from 'react';

/**
 * A picture that needs the session (a document's, a seller's own photo) cannot be an `<img src>` of
 * its address: it is fetched as a blob and shown from an object URL, freed when it changes. `key`
 * names the picture (its address and version); undefined shows nothing.
 */
export function useBlobUrl(key: string | undefined, load: () => Promise<Blob>): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    let objectUrl: string | null = null;
    let live = true;
    load().then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => live && setSrc(null),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // The picture is named by its key: `load` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key ? src : null;
}
