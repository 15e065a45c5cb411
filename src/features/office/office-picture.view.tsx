import { useEffect, useState } from 'react';
import { readOfficeToken } from './office-client';
import * as css from './office.css';

/** A stored picture (a document's, a seller's photo): it needs the office's token, so it is fetched and shown from an object URL. */
export function OfficePicture({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void fetch(url, { headers: { Authorization: `Bearer ${readOfficeToken() ?? ''}` } })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!live || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return (
    <figure>
      {src ? <img className={css.picture} src={src} alt={label} /> : null}
      <figcaption className={css.muted}>{label}</figcaption>
    </figure>
  );
}
