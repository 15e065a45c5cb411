import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../../lib/queries/app-config.queries';
import { clusterPoints, type MapArea } from './map-clusters';
import * as css from './positions-map.css';

export interface MapPosition {
  id: number;
  latitude: number;
  longitude: number;
  /** Read by screen readers and shown on hover: the property's name or address. */
  label: string;
  /** A short text in the marker itself (a price), instead of the plain pin. */
  tag?: string;
}

export interface LeafletMapProps {
  positions: MapPosition[];
  onSelect?: (id: number) => void;
  onPick?: (point: { latitude: number; longitude: number }) => void;
  /** Group points close on screen into one marker with their count (a search's every result). */
  cluster?: boolean;
  /** The point whose marker stands out (its card is hovered), and the card to light when a marker is. */
  highlighted?: number | null;
  onHighlight?: (id: number | null) => void;
  /** Opens on this area instead of framing the positions (a search narrowed to the map's area). */
  area?: MapArea;
  /** The person moved or zoomed the map: the area now shown. Not called for the map's own moves. */
  onMoved?: (area: MapArea) => void;
  /** The name of a group of `count` points, for screen readers and the hover title. */
  clusterLabel?: (count: number) => string;
}

/** Yerevan's centre frames a map with nothing to show yet. */
const yerevan: L.LatLngTuple = [40.1792, 44.4991];
const areaOf = (bounds: L.LatLngBounds): MapArea => ({
  south: Number(bounds.getSouth().toFixed(5)),
  west: Number(bounds.getWest().toFixed(5)),
  north: Number(bounds.getNorth().toFixed(5)),
  east: Number(bounds.getEast().toFixed(5)),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A price pill centred above its point. Leaflet places an icon by a fixed size, so the width is
 * reckoned from the text (about 8 px a character in the pill's 13 px bold), and the pill stays a
 * target of at least 24 px (WCAG 2.5.8).
 */
function priceIcon(tag: string) {
  const width = Math.max(44, Math.round(tag.length * 8 + 18));
  return L.divIcon({ className: css.priceMarker, html: `<span>${escapeHtml(tag)}</span>`, iconSize: [width, 28], iconAnchor: [width / 2, 34] });
}

/**
 * `onPick` makes the map a picker: a click (or a tap) reports the point, as the private seller's form
 * places their home; the form's coordinate fields do the same for the keyboard.
 */
export function LeafletMap({ positions, onSelect, onPick, cluster = false, highlighted = null, onHighlight, area, onMoved, clusterLabel }: LeafletMapProps) {
  const { t } = useTranslation('common');
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  /** Each point's marker: its own, or the cluster's it is drawn in. */
  const markerOf = useRef(new Map<number, L.Marker>());
  const handlers = useRef({ onSelect, onPick, onHighlight, onMoved, clusterLabel });
  /** Set while the map frames its positions, so only the person's moves are reported. */
  const selfMoving = useRef(false);
  const draw = useRef<() => void>(() => undefined);
  useEffect(() => {
    handlers.current = { onSelect, onPick, onHighlight, onMoved, clusterLabel };
  }, [onSelect, onPick, onHighlight, onMoved, clusterLabel]);
  const tiles = useQuery(appConfigQuery).data?.mapTiles;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: yerevan, zoom: 12, scrollWheelZoom: false, zoomControl: false });
    // The zoom buttons speak the page's language.
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(created);
    // The tile server's credit stays; Leaflet's own link is dropped (a 12 px target fails WCAG 2.5.8).
    created.attributionControl.setPrefix(false);
    markers.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => handlers.current.onPick?.({ latitude: Number(event.latlng.lat.toFixed(6)), longitude: Number(event.latlng.lng.toFixed(6)) }));
    created.on('moveend', () => {
      draw.current();
      if (!selfMoving.current) handlers.current.onMoved?.(areaOf(created.getBounds()));
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
    // The map is made once; its labels follow the language it was opened in (a new language reloads the page's screen).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!map.current || !tiles) return;
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map.current);
    return () => void layer.remove();
  }, [tiles]);

  useEffect(() => {
    const current = map.current;
    const group = markers.current;
    if (!current || !group) return;
    const pin = (position: MapPosition) => {
      const icon = position.tag ? priceIcon(position.tag) : L.divIcon({ className: css.marker, html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 22] });
      return L.marker([position.latitude, position.longitude], { icon, title: position.label, alt: position.label, keyboard: true, riseOnHover: true })
        .on('click', () => handlers.current.onSelect?.(position.id))
        .on('mouseover focus', () => handlers.current.onHighlight?.(position.id))
        .on('mouseout blur', () => handlers.current.onHighlight?.(null));
    };
    draw.current = () => {
      group.clearLayers();
      markerOf.current.clear();
      if (!cluster) {
        for (const position of positions) markerOf.current.set(position.id, pin(position).addTo(group));
        return;
      }
      for (const item of clusterPoints(positions, areaOf(current.getBounds()), current.getZoom())) {
        if (item.kind === 'point') {
          markerOf.current.set(item.position.id, pin(item.position).addTo(group));
          continue;
        }
        const label = handlers.current.clusterLabel?.(item.ids.length) ?? String(item.ids.length);
        const icon = L.divIcon({ className: css.clusterMarker, html: `<span>${item.ids.length}</span>`, iconSize: [44, 44], iconAnchor: [22, 22] });
        const marker = L.marker([item.latitude, item.longitude], { icon, title: label, alt: label, keyboard: true })
          .on('click', () => current.setView([item.latitude, item.longitude], item.expansionZoom))
          .addTo(group);
        for (const id of item.ids) markerOf.current.set(id, marker);
      }
    };
    // Not animated, so the move (and its moveend) happens within this block.
    selfMoving.current = true;
    if (area) current.fitBounds([[area.south, area.west], [area.north, area.east]], { animate: false });
    else if (positions.length > 1) current.fitBounds(L.latLngBounds(positions.map((p) => [p.latitude, p.longitude])), { padding: [32, 32], maxZoom: 15, animate: false });
    else if (positions[0]) current.setView([positions[0].latitude, positions[0].longitude], 15, { animate: false });
    selfMoving.current = false;
    draw.current();
    // The area is read when the positions change, not each time the person moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [positions, cluster]);

  useEffect(() => {
    if (highlighted === null) return;
    const marker = markerOf.current.get(highlighted);
    const node = marker?.getElement();
    if (!marker || !node) return;
    node.dataset.highlighted = 'true';
    marker.setZIndexOffset(1000);
    return () => {
      delete node.dataset.highlighted;
      marker.setZIndexOffset(0);
    };
  }, [highlighted, positions]);

  return <div ref={element} className={css.canvas} />;
}
