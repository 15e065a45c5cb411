import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { articleQuery } from '../../lib/queries/content.queries';
import { container, page } from '../../ui/layout.css';
import { RichText } from '../../ui/rich-text.view';
import { usePageHead } from '../../ui/use-document-title';
import { ArticleCard } from './article-card.view';
import * as css from './blog.css';
import * as chipCss from '../../ui/filter-chips.css';

/** An article: its picture, text and tags (each opens the blog filtered by it), then related articles. */
export function ArticleScreen() {
  const { t, i18n } = useTranslation('blog');
  const lang = i18n.language as Language;
  const { slug } = useParams({ from: '/$lang/blog/$slug' });
  const article = useQuery(articleQuery(slug, lang)).data;
  usePageHead({ title: article?.title ?? t('title'), description: article?.description ?? '', image: article?.imageUrl ?? '', type: 'article' });
  if (!article) return null;
  return (
    <article className={`${container} ${page}`} aria-labelledby="article-title">
      <nav aria-label={t('breadcrumb')} className={css.breadcrumb}>
        <Link to="/$lang/blog" params={{ lang }}>
          {t('backToBlog')}
        </Link>
      </nav>
      <header className={css.articleHeader}>
        {article.sponsor ? <p className={css.sponsor}>{t('sponsoredBy', { sponsor: article.sponsor })}</p> : null}
        <h1 id="article-title">{article.title}</h1>
        <p className={css.lead}>{article.description}</p>
        <p className={css.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
          <span aria-hidden="true"> · </span>
          {t('readingMinutes', { count: article.readingMinutes })}
        </p>
        <ul className={chipCss.chips} aria-label={t('tags')}>
          {article.tags.map((tag) => (
            <li key={tag.id}>
              <Link to="/$lang/blog" params={{ lang }} search={{ tags: tag.slug }} className={chipCss.chip}>
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </header>
      <img src={article.imageUrl} alt="" width={1200} height={630} className={css.articleImage} />
      <div className={css.articleBody}>
        <RichText source={article.body} />
      </div>
      {article.related.length ? (
        <section aria-labelledby="related-title" className={css.block}>
          <h2 id="related-title">{t('related')}</h2>
          <ul className={css.grid}>
            {article.related.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
