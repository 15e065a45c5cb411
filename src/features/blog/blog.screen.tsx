import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { articleListQuery, blogTagsQuery, mainArticleQuery, sponsoredArticlesQuery } from '../../lib/queries/content.queries';
import { button } from '../../ui/button.css';
import { container, page, visuallyHidden } from '../../ui/layout.css';
import { FilterChips } from '../../ui/filter-chips.view';
import { Pagination } from '../../ui/pagination.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ArticleCard } from './article-card.view';
import { chosenTagSlugs, isBlogHome, listOf, type BlogSearch } from './blog.route';
import * as css from './blog.css';

/** The chosen tags after a click on one: chosen ones are dropped, others added. */
const toggled = (search: BlogSearch, slug: string) => {
  const chosen = chosenTagSlugs(search);
  const next = chosen.includes(slug) ? chosen.filter((each) => each !== slug) : [...chosen, slug];
  return next.join(',');
};

/**
 * The blog (spec section 3): the main article and the partners' articles first, then every article by
 * page; a search in the page's language (typos forgiven) and tags to filter by, all kept in the URL.
 */
export function BlogScreen() {
  const { t, i18n } = useTranslation('blog');
  const lang = i18n.language as Language;
  const search = useSearch({ from: '/$lang/blog/' });
  const navigate = useNavigate({ from: '/$lang/blog/' });
  useDocumentTitle(t('title'));
  const tags = useQuery(blogTagsQuery(lang)).data ?? [];
  const list = useQuery(articleListQuery(listOf(search, tags), lang));
  const home = isBlogHome(search);
  const main = useQuery({ ...mainArticleQuery(lang), enabled: home }).data;
  const sponsored = useQuery({ ...sponsoredArticlesQuery(lang), enabled: home }).data ?? [];
  const [text, setText] = useState(search.q);
  const chosen = chosenTagSlugs(search);

  const find = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: (prev) => ({ ...prev, q: text.trim(), page: 1 }) });
  };
  const totalPages = list.data ? Math.ceil(list.data.totalCount / list.data.pageSize) : 0;

  return (
    <section className={`${container} ${page}`} aria-labelledby="blog-title">
      <div className={css.header}>
        <div>
          <h1 id="blog-title">{t('title')}</h1>
          <p className={css.lead}>{t('lead')}</p>
        </div>
        <a href={`/${lang}/blog/rss.xml`} className={css.rss} type="application/rss+xml">
          {t('rss')}
        </a>
      </div>
      <form role="search" className={css.searchForm} onSubmit={find} aria-label={t('searchLabel')}>
        <label htmlFor="blog-search" className={visuallyHidden}>
          {t('searchLabel')}
        </label>
        <input id="blog-search" type="search" className={css.searchInput} value={text} onChange={(event) => setText(event.target.value)} maxLength={100} placeholder={t('searchPlaceholder')} />
        <button type="submit" className={button.primary}>
          {t('search')}
        </button>
      </form>
      <div className={css.tagFilter}>
        <FilterChips
          label={t('tags')}
          chosenLabel={t('chosen')}
          testId="tag-filter"
          chips={tags.map((tag) => ({ key: tag.id, name: tag.name, count: tag.articleCount, chosen: chosen.includes(tag.slug), search: { ...search, tags: toggled(search, tag.slug), page: 1 } }))}
        />
      </div>
      {home && main ? (
        <section aria-labelledby="main-article" className={css.block}>
          <h2 id="main-article" className={visuallyHidden}>
            {t('mainArticle')}
          </h2>
          <ArticleCard article={main} lang={lang} size="large" />
        </section>
      ) : null}
      {home && sponsored.length ? (
        <section aria-labelledby="sponsored-articles" className={css.block}>
          <h2 id="sponsored-articles">{t('sponsored')}</h2>
          <ul className={css.grid}>
            {sponsored.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="all-articles" className={css.block}>
        <h2 id="all-articles">{search.q ? t('resultsFor', { text: search.q }) : t('allArticles')}</h2>
        <p role="status" className={css.meta}>
          {list.data ? t('count', { count: list.data.totalCount }) : null}
        </p>
        {list.data && list.data.totalCount === 0 ? (
          <p className={css.empty}>
            {t('nothing')}{' '}
            <Link from="/$lang/blog/" to="." search={{}}>
              {t('clear')}
            </Link>
          </p>
        ) : null}
        <ul className={css.grid} data-testid="articles" aria-busy={list.isPlaceholderData}>
          {list.data?.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} lang={lang} />
            </li>
          ))}
        </ul>
        <Pagination page={search.page} totalPages={totalPages} ns="blog" />
      </section>
    </section>
  );
}
