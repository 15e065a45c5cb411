import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPositions } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatNumber } from '../../lib/format';
import { useNearViewport } from '../../lib/use-near-viewport';
import { PositionsMap, type MapArea } from '../../ui/map/positions-map.view';
import { positionsQueryOf, type PropertySearch } from './property-search';
import * as css from './catalogue.css';

/** A price short enough for a marker: 45,5 M, 350 K, in the page's language. */
function useShortPrice() {
  const { t, i18n } = useTranslation('catalogue');
  const lang = i18n.language as Language;
  return (price: number) =>
    price >= 1_000_000
      ? t('shortPrice.millions', { value: formatNumber(Math.round(price / 100_000) / 10, lang, { maximumFractionDigits: 1 }) })
      : t('shortPrice.thousands', { value: formatNumber(Math.round(price / 1000), lang) });
}

interface ResultsMapProps {
  search: PropertySearch;
  partnerOnly: boolean;
  /** Where a marker leads: the property's page. */
  hrefOf: (id: number) => { to: string; params: Record<string, string>; search?: Record<string, unknown> };
  highlighted: number | null;
  onHighlight: (id: number | null) => void;
}

/**
 * Every result of the search on a map (not only the page's): the light positions call, clustered,
 * prices on the markers. Moving the map offers "search this area", which narrows the list to it.
 * The positions are asked for only once the map is near the screen (never on a phone's list).
 */
export function ResultsMap({ search, partnerOnly, hrefOf, highlighted, onHighlight }: ResultsMapProps) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const shortPrice = useShortPrice();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, '0px');
  const answer = useQuery({ ...positionsQueryOf(search, partnerOnly), enabled: near }) as { data?: MapPositions };
  const [moved, setMoved] = useState<MapArea | null>(null);
  const positions = useMemo(
    () =>
      (answer.data?.items ?? []).map(([id, latitude, longitude, price]) => ({
        id,
        latitude,
        longitude,
        label: price === null ? t('mapPoint') : t('mapPointPrice', { price: shortPrice(price) }),
        ...(price === null ? {} : { tag: shortPrice(price) }),
      })),
    // Recomputed with the answer; the labels follow the language the page was opened in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answer.data],
  );
  return (
    <div ref={frame} className={css.mapColumn}>
      <PositionsMap
        label={t('mapOfResults')}
        className={css.resultsMap}
        positions={positions}
        cluster
        highlighted={highlighted}
        onHighlight={onHighlight}
        {...(search.bounds ? { area: search.bounds } : {})}
        onMoved={setMoved}
        onSelect={(id) => void navigate(hrefOf(id))}
        clusterLabel={(count) => t('mapCluster', { count })}
      >
        {moved && (
          <button
            type="button"
            className={css.searchArea}
            onClick={() => {
              setMoved(null);
              void navigate({ to: '.', search: (current) => ({ ...current, bounds: moved, page: 1 }) });
            }}
          >
            {t('searchThisArea')}
          </button>
        )}
        {answer.data?.capped && <p className={css.mapNote}>{t('mapCapped', { count: answer.data.items.length })}</p>}
      </PositionsMap>
    </div>
  );
}
