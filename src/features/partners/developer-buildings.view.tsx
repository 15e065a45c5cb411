import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { developerBuildingsQuery } from '../../lib/queries/partners.queries';
import { button } from '../../ui/button.css';
import * as css from './partners.css';

const pageSize = 4;

/**
 * A developer's buildings, loaded when the card is opened, a few at a time. A partner's building
 * opens on the buildings page; another developer's among the projects, where the projects list links.
 */
export function DeveloperBuildings({ id, developer, lang }: { id: string; developer: { id: number; name: string; isPartner: boolean }; lang: Language }) {
  const { t } = useTranslation('partners');
  const query = useInfiniteQuery(developerBuildingsQuery(developer.id, pageSize, lang));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.totalCount ?? 0;

  let content;
  if (query.isPending) content = <p role="status">{t('loading')}</p>;
  else if (query.isError && !items.length)
    content = (
      <p className={css.error} role="alert">
        {t('buildingsFailed')}{' '}
        <button type="button" className={button.ghost} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  else if (!items.length) content = <p className={css.description}>{t('noBuildings')}</p>;
  else
    content = (
      <>
        <ul className={css.buildings} aria-label={t('buildingsOf', { name: developer.name })}>
          {items.map((building) => (
            <li key={building.id}>
              <Link
                to={developer.isPartner ? '/$lang/buildings/$id' : '/$lang/projects/$id'}
                params={{ lang, id: String(building.id) }}
                className={css.buildingLink}
              >
                <img className={css.buildingPicture} src={building.imageUrl} alt="" width={96} height={60} loading="lazy" />
                <span className={css.buildingText}>
                  <span className={css.buildingName}>{building.name}</span>
                  <span className={css.buildingFacts}>{building.address}</span>
                  <span className={css.buildingFacts}>{t(`stage.${building.stage}`)}</span>
                  <span className={css.buildingPrice}>
                    {building.minPrice === null ? t('soldOut') : t('from', { price: formatMoney(building.minPrice, 'AMD', lang) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className={css.buildingsFooter}>
          <span role="status">{query.isFetchNextPageError ? t('buildingsFailed') : t('shownOf', { shown: items.length, total })}</span>
          {query.hasNextPage ? (
            <button type="button" className={button.secondary} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('loading') : t('showMore')}
            </button>
          ) : null}
        </div>
      </>
    );

  return (
    <div id={id} className={css.buildingsPanel}>
      {content}
    </div>
  );
}
