import { describe, expect, it } from 'vitest';
import { clusterPoints } from '../../src/ui/map/map-clusters';

/** Points in Yerevan and one in Gyumri, 100 km away; the map's whole area. */
const yerevan = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, latitude: 40.18 + (i % 6) * 0.001, longitude: 44.51 + Math.floor(i / 6) * 0.001, label: `flat ${i + 1}` }));
const gyumri = { id: 99, latitude: 40.7894, longitude: 43.8475, label: 'house' };
const armenia = { south: 38.8, west: 43.4, north: 41.3, east: 46.7 };
const idsOf = (items: ReturnType<typeof clusterPoints>) => items.flatMap((item) => (item.kind === 'point' ? [item.position.id] : item.ids)).sort((a, b) => a - b);

describe('clustering the results on a map', () => {
  it('groups points close on screen and keeps a lone one apart, every point counted once', () => {
    const items = clusterPoints([...yerevan, gyumri], armenia, 8);
    expect(items).toHaveLength(2);
    const group = items.find((item) => item.kind === 'cluster');
    expect(group?.kind === 'cluster' && group.ids.length).toBe(30);
    expect(group?.kind === 'cluster' && group.expansionZoom).toBeGreaterThan(8);
    expect(items.find((item) => item.kind === 'point')).toMatchObject({ position: { id: 99 } });
    expect(idsOf(items)).toEqual([...yerevan.map((p) => p.id), 99]);
  });

  it('parts the group when zoomed in close, and shows only what is in the area', () => {
    const close = clusterPoints([...yerevan, gyumri], { south: 40.17, west: 44.5, north: 40.19, east: 44.52 }, 19);
    expect(close.every((item) => item.kind === 'point')).toBe(true);
    expect(idsOf(close)).toEqual(yerevan.map((p) => p.id));
  });
});
