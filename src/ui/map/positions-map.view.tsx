import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { LeafletMapProps, MapPosition } from './leaflet-map.view';
import * as css from './positions-map.css';

export type { MapPosition };
export type { MapArea } from './map-clusters';

// Leaflet is loaded only when a map is shown, so pages without one do not pay for it.
const LeafletMap = lazy(() => import('./leaflet-map.view').then((module) => ({ default: module.LeafletMap })));

/**
 * Positions of properties on a map. The map is an extra: every position is also in the list beside
 * it, so the page works without tiles, without a pointer and without the map loading at all. Leaflet
 * needs a browser and is heavy on a phone: the server draws the empty frame (it keeps its place), and
 * the map loads when the frame comes near the screen (never while it is hidden).
 */
export function PositionsMap({ label, className, children, ...map }: LeafletMapProps & { label: string; className?: string; children?: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  return (
    <div ref={frame} className={className ? `${css.frame} ${className}` : css.frame} role="region" aria-label={label} data-testid="positions-map">
      {near && (
        <Suspense fallback={null}>
          <LeafletMap {...map} />
        </Suspense>
      )}
      {children}
    </div>
  );
}
