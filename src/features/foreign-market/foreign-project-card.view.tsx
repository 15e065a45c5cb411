import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ForeignProject } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { isCompleted, useForeignFormat } from './foreign-format';
import * as css from './foreign.css';

/** A map pin; decorative, the place is written beside it. */
export function PinIcon() {
  return (
    <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

/** Stages 3 (commissioned) and 4 (finishing) can be moved into; the badge says so in green. */
export function StageBadge({ stage, className }: { stage: number; className?: string }) {
  const { t } = useTranslation('foreign');
  return <span className={`${stage >= 3 ? css.badge.ready : css.badge.building} ${className ?? ''}`}>{t(`stage.${stage}`)}</span>;
}

/** One project in the list; the name is the link and the whole card is its target. */
export function ForeignProjectCard({ project, lang }: { project: ForeignProject; lang: Language }) {
  const { t } = useTranslation('foreign');
  const names = useForeignFormat(lang);
  const completion = names.completion(project.completionDate);
  return (
    <article className={css.card} data-testid="project-card" data-country={project.country}>
      <div className={css.cardMedia}>
        <img className={css.picture} src={project.imageUrl} alt="" loading="lazy" width={400} height={300} />
        <StageBadge stage={project.stage} className={css.overlayBadge} />
      </div>
      <div className={css.cardBody}>
        <h2 className={css.cardTitle}>
          <Link to="/$lang/foreign-market/$id" params={{ lang, id: String(project.id) }} className={css.cardLink}>
            {project.name}
          </Link>
        </h2>
        <p className={css.place} data-testid="project-place">
          <PinIcon />
          {t('location', { city: project.city, country: names.country(project.country) })}
        </p>
        <p className={css.muted}>{t('developer', { name: project.developerName })}</p>
        <p className={css.muted}>{isCompleted(project.completionDate) ? t('completed', { date: completion }) : t('completion', { date: completion })}</p>
      </div>
      <div className={css.cardFooter}>
        <p className={css.price} data-testid="price">
          {t('from', { price: formatMoney(project.minPrice, project.currency, lang) })}
        </p>
        <p className={css.muted}>{t('areaFrom', { area: formatNumber(project.minArea, lang) })}</p>
      </div>
    </article>
  );
}
