import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { appConfigQuery } from '../../lib/queries/app-config.queries';
import * as css from './positions-map.css';

export interface MapPosition {
  id: number;
  latitude: number;
  longitude: number;
  /** Read by screen readers and shown on hover: the property's name or address. */
  label: string;
}

/** Yerevan's centre frames a map with nothing to show yet. */
const yerevan: L.LatLngTuple = [40.1792, 44.4991];

/**
 * `onPick` makes the map a picker: a click (or a tap) reports the point, as the private seller's form
 * places their home; the form's coordinate fields do the same for the keyboard.
 */
export function LeafletMap({ positions, onSelect, onPick }: { positions: MapPosition[]; onSelect?: (id: number) => void; onPick?: (point: { latitude: number; longitude: number }) => void }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const select = useRef(onSelect);
  const pick = useRef(onPick);
  useEffect(() => {
    select.current = onSelect;
    pick.current = onPick;
  }, [onSelect, onPick]);
  const tiles = useQuery(appConfigQuery).data?.mapTiles;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: yerevan, zoom: 12, scrollWheelZoom: false });
    // The tile server's credit stays; Leaflet's own link is dropped (a 12 px target fails WCAG 2.5.8).
    created.attributionControl.setPrefix(false);
    markers.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current?.({ latitude: Number(event.latlng.lat.toFixed(6)), longitude: Number(event.latlng.lng.toFixed(6)) }));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (!map.current || !tiles) return;
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map.current);
    return () => void layer.remove();
  }, [tiles]);

  useEffect(() => {
    const group = markers.current;
    if (!map.current || !group) return;
    group.clearLayers();
    for (const position of positions) {
      const icon = L.divIcon({ className: css.marker, html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 22] });
      L.marker([position.latitude, position.longitude], { icon, title: position.label, alt: position.label, keyboard: true })
        .on('click', () => select.current?.(position.id))
        .addTo(group);
    }
    if (positions.length > 1) map.current.fitBounds(L.latLngBounds(positions.map((p) => [p.latitude, p.longitude])), { padding: [32, 32], maxZoom: 15 });
    else if (positions[0]) map.current.setView([positions[0].latitude, positions[0].longitude], 15);
  }, [positions]);

  return <div ref={element} className={css.canvas} />;
}
