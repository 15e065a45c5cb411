import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import { articleCoverMotifs, articleInputSchema, documentVersionInputSchema, faqEntryInputSchema, usefulLinkInputSchema, type OfficeDocument } from '../../../api/contract/office-content';
import { faqCategories, legalDocumentKinds, usefulLinkGroups, type LegalDocumentKind } from '../../../api/contract/site-content';
import type { Language } from '../../../api/contract/validation';
import { button } from '../../ui/button.css';
import { pillTab, pillTabs } from '../../ui/pill-tabs.css';
import { ContentEditor, type EditorField } from './content-editors.view';
import { blankTexts, flatten, type FlatValues } from './content-fields';
import { officeApi, officeKey } from './office-client';
import { dateTime } from './office-format';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

const sections = ['faq', 'articles', 'documents', 'links'] as const;
type Section = (typeof sections)[number];
const contentKey = [...officeKey, 'content'] as const;
/** What is being edited: a new entry, or one by id. */
type Editing = { id: number | null; initial: FlatValues } | null;

/** The content editor's workspace (issue 19): the FAQ, the blog, the legal documents and the useful links, in three languages. */
export function ContentView() {
  const { t } = useTranslation('office');
  const [section, setSection] = useState<Section>('faq');
  const { notice, report } = useOfficeNotice();
  const views: Record<Section, () => ReactNode> = {
    faq: () => <FaqSection report={report} />,
    articles: () => <ArticlesSection report={report} />,
    documents: () => <DocumentsSection report={report} />,
    links: () => <LinksSection report={report} />,
  };
  return (
    <section className={css.panel} aria-labelledby="content-title">
      <h2 id="content-title">{t('content.title')}</h2>
      <p className={css.muted}>{t('content.lead')}</p>
      <ul className={pillTabs} role="list">
        {sections.map((id) => (
          <li key={id}>
            <button type="button" className={`${pillTab} ${css.tabButton}`} aria-current={section === id ? 'true' : undefined} onClick={() => setSection(id)}>
              {t(`content.section.${id}`)}
            </button>
          </li>
        ))}
      </ul>
      <OfficeNotice notice={notice} />
      {views[section]()}
    </section>
  );
}

type Report = ReturnType<typeof useOfficeNotice>['report'];

/** The entries of a section, each with its title, where it shows, and its edit and delete buttons. */
function EntryList({ entries, onEdit, onDelete }: { entries: { id: number; title: string; meta: string }[]; onEdit: (id: number) => void; onDelete: (id: number) => void }) {
  const { t } = useTranslation('office');
  return (
    <ol className={css.list} data-testid="content-list">
      {entries.map((entry) => (
        <li key={entry.id} className={css.row}>
          <div>
            <p className={css.rowTitle}>{entry.title}</p>
            <p className={css.muted}>{entry.meta}</p>
          </div>
          <p className={css.inlineForm}>
            <button type="button" className={button.secondary} onClick={() => onEdit(entry.id)}>
              {t('content.edit')}
            </button>
            <button type="button" className={button.secondary} onClick={() => onDelete(entry.id)}>
              {t('content.delete')}
            </button>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Lists the entries, and opens one (or a new one) in the editor; saving reloads the list. */
function useEditing() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const saved = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: contentKey });
  };
  return { editing, setEditing, saved, refresh: () => void queryClient.invalidateQueries({ queryKey: contentKey }) };
}

function FaqSection({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const faq = useQuery({ queryKey: [...contentKey, 'faq'], queryFn: () => unwrap(officeApi.GET('/api/office/content/faq')), meta: { handlesErrors: true } });
  const { editing, setEditing, saved, refresh } = useEditing();
  const fields: EditorField[] = [
    { name: 'slug', label: t('content.slug'), kind: 'text' },
    { name: 'category', label: t('content.category'), kind: 'select', options: [{ value: '', label: t('content.choose') }, ...faqCategories.map((category) => ({ value: category, label: t(`content.faqCategory.${category}`) }))] },
    { name: 'question', label: t('content.question'), kind: 'texts' },
    { name: 'answer', label: t('content.answer'), kind: 'longTexts' },
  ];
  if (editing)
    return (
      <ContentEditor
        title={editing.id ? t('content.editEntry') : t('content.newEntry')}
        initial={editing.initial}
        fields={fields}
        schema={faqEntryInputSchema}
        send={(body) =>
          editing.id ? unwrap(officeApi.PUT('/api/office/content/faq/{id}', { params: { path: { id: String(editing.id) } }, body })) : unwrap(officeApi.POST('/api/office/content/faq', { body }))
        }
        onSaved={() => {
          saved();
          void report(Promise.resolve(), 'content.saved');
        }}
        onCancel={() => setEditing(null)}
      />
    );
  return (
    <>
      <button type="button" className={button.primary} onClick={() => setEditing({ id: null, initial: { slug: '', category: '', ...blankTexts('question'), ...blankTexts('answer') } })}>
        {t('content.addQuestion')}
      </button>
      <EntryList
        entries={(faq.data ?? []).map((entry) => ({ id: entry.id, title: entry.question[lang], meta: `${t(`content.faqCategory.${entry.category}`)} · /faq#${entry.slug}` }))}
        onEdit={(id) => {
          const entry = faq.data?.find((candidate) => candidate.id === id);
          if (entry) setEditing({ id, initial: flatten({ slug: entry.slug, category: entry.category, question: entry.question, answer: entry.answer }) });
        }}
        onDelete={(id) => void report(unwrap(officeApi.DELETE('/api/office/content/faq/{id}', { params: { path: { id: String(id) } } })).then(refresh), 'content.deleted')}
      />
    </>
  );
}

function LinksSection({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const links = useQuery({ queryKey: [...contentKey, 'links'], queryFn: () => unwrap(officeApi.GET('/api/office/content/useful-links')), meta: { handlesErrors: true } });
  const { editing, setEditing, saved, refresh } = useEditing();
  const fields: EditorField[] = [
    { name: 'group', label: t('content.group'), kind: 'select', options: [{ value: '', label: t('content.choose') }, ...usefulLinkGroups.map((group) => ({ value: group, label: t(`content.linkGroup.${group}`) }))] },
    { name: 'url', label: t('content.url'), kind: 'text' },
    { name: 'title', label: t('content.linkTitle'), kind: 'texts' },
    { name: 'description', label: t('content.description'), kind: 'longTexts' },
  ];
  if (editing)
    return (
      <ContentEditor
        title={editing.id ? t('content.editEntry') : t('content.newEntry')}
        initial={editing.initial}
        fields={fields}
        schema={usefulLinkInputSchema}
        send={(body) =>
          editing.id
            ? unwrap(officeApi.PUT('/api/office/content/useful-links/{id}', { params: { path: { id: String(editing.id) } }, body }))
            : unwrap(officeApi.POST('/api/office/content/useful-links', { body }))
        }
        onSaved={() => {
          saved();
          void report(Promise.resolve(), 'content.saved');
        }}
        onCancel={() => setEditing(null)}
      />
    );
  return (
    <>
      <button type="button" className={button.primary} onClick={() => setEditing({ id: null, initial: { group: '', url: 'https://', ...blankTexts('title'), ...blankTexts('description') } })}>
        {t('content.addLink')}
      </button>
      <EntryList
        entries={(links.data ?? []).map((link) => ({ id: link.id, title: link.title[lang], meta: `${t(`content.linkGroup.${link.group}`)} · ${link.url}` }))}
        onEdit={(id) => {
          const link = links.data?.find((candidate) => candidate.id === id);
          if (link) setEditing({ id, initial: flatten({ group: link.group, url: link.url, title: link.title, description: link.description }) });
        }}
        onDelete={(id) => void report(unwrap(officeApi.DELETE('/api/office/content/useful-links/{id}', { params: { path: { id: String(id) } } })).then(refresh), 'content.deleted')}
      />
    </>
  );
}

function ArticlesSection({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const articles = useQuery({ queryKey: [...contentKey, 'articles'], queryFn: () => unwrap(officeApi.GET('/api/office/content/articles')), meta: { handlesErrors: true } });
  const tags = useQuery({ queryKey: [...contentKey, 'tags'], queryFn: () => unwrap(officeApi.GET('/api/office/content/blog-tags')), meta: { handlesErrors: true } }).data ?? [];
  const { editing, setEditing, saved, refresh } = useEditing();
  const open = async (id: number) => {
    const article = await unwrap(officeApi.GET('/api/office/content/articles/{id}', { params: { path: { id: String(id) } } }));
    const { tagIds, sponsor, ...rest } = article;
    setEditing({
      id,
      initial: {
        ...flatten({ slug: rest.slug, publishedAt: rest.publishedAt, readingMinutes: rest.readingMinutes, coverMotif: rest.coverMotif, coverSeed: rest.coverSeed, title: rest.title, description: rest.description, body: rest.body }),
        main: rest.main,
        sponsor: sponsor ?? '',
        ...Object.fromEntries(tags.map((tag) => [`tag.${tag.id}`, tagIds.includes(tag.id)])),
      },
    });
  };
  const fields: EditorField[] = [
    { name: 'slug', label: t('content.slug'), kind: 'text' },
    { name: 'title', label: t('content.articleTitle'), kind: 'texts' },
    { name: 'description', label: t('content.description'), kind: 'longTexts' },
    { name: 'body', label: t('content.body'), kind: 'longTexts' },
    ...tags.map((tag): EditorField => ({ name: `tag.${tag.id}`, label: t('content.tagged', { tag: tag.name[lang] }), kind: 'checkbox' })),
    { name: 'main', label: t('content.main'), kind: 'checkbox' },
    { name: 'sponsor', label: t('content.sponsor'), kind: 'text' },
    { name: 'publishedAt', label: t('content.publishedAt'), kind: 'text' },
    { name: 'readingMinutes', label: t('content.readingMinutes'), kind: 'number' },
    { name: 'coverMotif', label: t('content.coverMotif'), kind: 'select', options: articleCoverMotifs.map((motif) => ({ value: motif, label: t(`content.motif.${motif}`) })) },
    { name: 'coverSeed', label: t('content.coverSeed'), kind: 'number' },
  ];
  /** The flat fields as the contract's body: the ticked tags as ids, numbers as numbers, no sponsor as null. */
  const toBody = ({ tag, sponsor, readingMinutes, coverSeed, ...rest }: Record<string, unknown>) => ({
    ...rest,
    tagIds: Object.entries((tag ?? {}) as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([id]) => Number(id)),
    sponsor: typeof sponsor === 'string' && sponsor.trim() ? sponsor : null,
    readingMinutes: Number(readingMinutes),
    coverSeed: Number(coverSeed),
  });
  if (editing)
    return (
      <ContentEditor
        title={editing.id ? t('content.editEntry') : t('content.newEntry')}
        initial={editing.initial}
        fields={fields}
        schema={articleInputSchema}
        toBody={toBody}
        send={(body) =>
          editing.id ? unwrap(officeApi.PUT('/api/office/content/articles/{id}', { params: { path: { id: String(editing.id) } }, body })) : unwrap(officeApi.POST('/api/office/content/articles', { body }))
        }
        onSaved={() => {
          saved();
          void report(Promise.resolve(), 'content.saved');
        }}
        onCancel={() => setEditing(null)}
      />
    );
  return (
    <>
      <button
        type="button"
        className={button.primary}
        onClick={() =>
          setEditing({
            id: null,
            initial: {
              slug: '',
              ...blankTexts('title'),
              ...blankTexts('description'),
              ...blankTexts('body'),
              ...Object.fromEntries(tags.map((tag) => [`tag.${tag.id}`, false])),
              main: false,
              sponsor: '',
              publishedAt: new Date().toISOString(),
              readingMinutes: '3',
              coverMotif: 'house',
              coverSeed: String(Math.floor(Math.random() * 100_000)),
            },
          })
        }
      >
        {t('content.addArticle')}
      </button>
      <EntryList
        entries={(articles.data ?? []).map((article) => ({
          id: article.id,
          title: article.title[lang],
          meta: [dateTime(article.publishedAt, lang), `/blog/${article.slug}`, ...(article.main ? [t('content.mainShort')] : []), ...(article.sponsor ? [article.sponsor] : [])].join(' · '),
        }))}
        onEdit={(id) => void open(id)}
        onDelete={(id) => void report(unwrap(officeApi.DELETE('/api/office/content/articles/{id}', { params: { path: { id: String(id) } } })).then(refresh), 'content.deleted')}
      />
    </>
  );
}

function DocumentsSection({ report }: { report: Report }) {
  const { t } = useTranslation('office');
  const [kind, setKind] = useState<LegalDocumentKind>('termsAndRules');
  const [extraSections, setExtraSections] = useState(0);
  const documentQuery = useQuery({ queryKey: [...contentKey, 'document', kind], queryFn: () => unwrap(officeApi.GET('/api/office/content/documents/{kind}', { params: { path: { kind } } })), meta: { handlesErrors: true } });
  const { saved } = useEditing();
  const current: OfficeDocument | undefined = documentQuery.data;
  const count = (current?.sections.length ?? 0) + extraSections;
  const fields: EditorField[] = [
    { name: 'title', label: t('content.documentTitle'), kind: 'texts' },
    { name: 'summary', label: t('content.summary'), kind: 'longTexts' },
    ...Array.from({ length: count }, (_, index): EditorField[] => [
      { name: `sections.${index}.number`, label: t('content.sectionNumber', { index: index + 1 }), kind: 'text' },
      { name: `sections.${index}.heading`, label: t('content.sectionHeading', { index: index + 1 }), kind: 'texts' },
      { name: `sections.${index}.body`, label: t('content.sectionBody', { index: index + 1 }), kind: 'longTexts' },
      { name: `sections.${index}.required`, label: t('content.sectionRequired'), kind: 'checkbox' },
    ]).flat(),
  ];
  const initial: FlatValues | null = current
    ? {
        ...flatten({ title: current.title, summary: current.summary, sections: current.sections }),
        ...Object.assign(
          {},
          ...Array.from({ length: extraSections }, (_, extra) => {
            const index = current.sections.length + extra;
            return { [`sections.${index}.number`]: '', ...blankTexts(`sections.${index}.heading`), ...blankTexts(`sections.${index}.body`), [`sections.${index}.required`]: false };
          }),
        ),
      }
    : null;
  return (
    <>
      <p className={css.inlineForm}>
        <label htmlFor="document-kind">{t('content.document')}</label>
        <select
          id="document-kind"
          className={css.select}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as LegalDocumentKind);
            setExtraSections(0);
          }}
        >
          {legalDocumentKinds.map((each) => (
            <option key={each} value={each}>
              {t(`content.documentKind.${each}`)}
            </option>
          ))}
        </select>
        <button type="button" className={button.secondary} onClick={() => setExtraSections(extraSections + 1)}>
          {t('content.addSection')}
        </button>
      </p>
      {current && initial ? (
        <>
          <p className={css.muted}>{t('content.inForce', { version: current.version })}</p>
          <ContentEditor
            // A new part opens the editor again with one more part; the texts typed so far are the query's until published.
            key={`${kind}-${current.version}-${extraSections}`}
            title={t('content.nextVersion', { version: current.version + 1 })}
            initial={initial}
            fields={fields}
            schema={documentVersionInputSchema}
            send={(body) => unwrap(officeApi.POST('/api/office/content/documents/{kind}/versions', { params: { path: { kind } }, body }))}
            onSaved={(published) => {
              setExtraSections(0);
              saved();
              void report(Promise.resolve(), 'content.published', { version: published.version });
            }}
            onCancel={() => setExtraSections(0)}
          />
        </>
      ) : null}
    </>
  );
}
