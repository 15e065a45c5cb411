import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleCard as Card } from '../../../api/contract/site-content';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { linkCard } from '../../ui/card.css';
import * as css from './blog.css';

/** An article in a list: its picture, title, teaser, date, reading time, tags, and whose it is when a partner's. */
export function ArticleCard({ article, lang, size = 'normal' }: { article: Card; lang: Language; size?: 'normal' | 'large' }) {
  const { t } = useTranslation('blog');
  return (
    <article className={`${linkCard} ${size === 'large' ? css.largeCard : ''}`} data-testid="article-card">
      <img src={article.imageUrl} alt="" width={1200} height={630} loading={size === 'large' ? 'eager' : 'lazy'} className={`${css.cardImage} ${size === 'large' ? css.largeImage : ''}`} />
      <div className={css.cardBody}>
        {article.sponsor ? <p className={css.sponsor}>{t('sponsoredBy', { sponsor: article.sponsor })}</p> : null}
        <h3 className={size === 'large' ? css.largeTitle : css.cardTitle}>
          <Link to="/$lang/blog/$slug" params={{ lang, slug: article.slug }} className={css.cardLink}>
            {article.title}
          </Link>
        </h3>
        <p className={css.teaser}>{article.description}</p>
        <p className={css.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
          <span aria-hidden="true"> · </span>
          {t('readingMinutes', { count: article.readingMinutes })}
        </p>
        <ul className={css.tagList} aria-label={t('tags')}>
          {article.tags.map((tag) => (
            <li key={tag.id} className={css.tagBadge}>
              {tag.name}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
