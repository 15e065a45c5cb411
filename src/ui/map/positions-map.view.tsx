import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { MapPosition } from './leaflet-map.view';
import * as css from './positions-map.css';

export type { MapPosition };

// Leaflet is loaded only when a map is shown, so pages without one do not pay for it.
const LeafletMap = lazy(() => import('./leaflet-map.view').then((module) => ({ default: module.LeafletMap })));

/**
 * Positions of properties on a map. The map is an extra: every position is also in the list beside
 * it, so the page works without tiles, without a pointer and without the map loading at all. Leaflet
 * needs a browser and is heavy on a phone: the server draws the empty frame (it keeps its place), and
 * the map loads when the frame comes near the screen.
 */
export function PositionsMap({
  positions,
  label,
  onSelect,
  onPick,
}: {
  positions: MapPosition[];
  label: string;
  onSelect?: (id: number) => void;
  onPick?: (point: { latitude: number; longitude: number }) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  return (
    <div ref={frame} className={css.frame} role="region" aria-label={label} data-testid="positions-map">
      {near && (
        <Suspense fallback={null}>
          <LeafletMap positions={positions} {...(onSelect ? { onSelect } : {})} {...(onPick ? { onPick } : {})} />
        </Suspense>
      )}
    </div>
  );
}
