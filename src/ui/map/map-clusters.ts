import Supercluster from 'supercluster';
import type { MapPosition } from './leaflet-map.view';

/** An area of the map in degrees. */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

export type MapItem =
  | { kind: 'point'; position: MapPosition }
  | { kind: 'cluster'; latitude: number; longitude: number; ids: number[]; expansionZoom: number };

/** The last index, kept while the same positions are drawn at other zooms and areas. */
let cached: { positions: MapPosition[]; index: Supercluster<{ position: MapPosition }> } | undefined;

function indexOf(positions: MapPosition[]) {
  if (cached?.positions !== positions) {
    // Leaflet's tiles are 256 px; within 90 px points group, wider than a price pill, so markers never overlap.
    const index = new Supercluster<{ position: MapPosition }>({ radius: 90, extent: 256, maxZoom: 17 });
    index.load(positions.map((position) => ({ type: 'Feature', properties: { position }, geometry: { type: 'Point', coordinates: [position.longitude, position.latitude] } })));
    cached = { positions, index };
  }
  return cached.index;
}

/**
 * What a map shows of many positions at a zoom: single points, and groups of points close on screen
 * as one marker with their count (and the zoom at which the group splits).
 */
export function clusterPoints(positions: MapPosition[], area: MapArea, zoom: number): MapItem[] {
  const index = indexOf(positions);
  return index.getClusters([area.west, area.south, area.east, area.north], Math.round(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    if (!('cluster' in feature.properties)) return { kind: 'point', position: feature.properties.position };
    const id = feature.properties.cluster_id;
    return {
      kind: 'cluster',
      latitude,
      longitude,
      ids: index.getLeaves(id, Infinity).map((leaf) => leaf.properties.position.id),
      expansionZoom: Math.min(index.getClusterExpansionZoom(id), 18),
    };
  });
}
