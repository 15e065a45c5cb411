import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import { officeParties, partyModes } from '../../../api/contract/office-workspaces';
import { refusalReasons, reviewDocuments } from '../../../api/contract/prequal';
import type { Language } from '../../../api/contract/validation';
import { formatNumber } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { auditChanges, fieldKey, isLocalizedText, type AuditChange } from './audit-changes';
import { officeApi, officeKey } from './office-client';
import { dateTime, shortNumber } from './office-format';
import * as css from './office.css';

/** The administrator's view of every staff action: who, when, what, and the fields it changed. */
export function AuditLogView() {
  const { t, i18n } = useTranslation(['office', 'loan']);
  const lang = i18n.language as Language;
  const [page, setPage] = useState(1);
  const log = useQuery({ queryKey: [...officeKey, 'audit', page], queryFn: () => unwrap(officeApi.GET('/api/office/audit-log', { params: { query: { page } } })), meta: { handlesErrors: true } });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <section className={css.panel} aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <p className={css.muted}>{t('audit.lead')}</p>
      {log.isError ? <p className={css.alert} role="alert">{t('loadFailed')}</p> : null}
      <ol className={css.list}>
        {log.data?.entries.map((entry) => (
          <li key={entry.id} className={css.row} data-testid="audit-entry">
            <div>
              <p className={css.rowTitle}>
                {t(`audit.action.${entry.action}`, { defaultValue: entry.action })} · {subjectText(entry.subjectKind, entry.subjectId, t)}
              </p>
              <p className={css.muted}>
                {dateTime(entry.at, lang)} · {entry.actorEmail ?? t('audit.command')}
              </p>
              <ChangeList subjectKind={entry.subjectKind} changes={auditChanges(entry.before, entry.after)} lang={lang} />
            </div>
          </li>
        ))}
      </ol>
      <p className={formCss.actions}>
        <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('audit.newer')}
        </button>
        <span>{t('audit.page', { page, pages })}</span>
        <button type="button" className={button.secondary} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('audit.older')}
        </button>
      </p>
    </section>
  );
}

type T = ReturnType<typeof useTranslation<['office', 'loan']>>['t'];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** What an action was about, in words: "Loan application № 3F2A9C1B", "Sandbox settings". */
function subjectText(kind: string, id: string, t: T): string {
  const name = t(`audit.subject.${kind}`, { defaultValue: kind });
  if (kind === 'sandbox' || kind === 'staff') return name;
  if (kind === 'legalDocument') {
    const [document, version] = id.split(':');
    return t('audit.documentVersion', { document: t(`content.documentKind.${document ?? ''}`, { defaultValue: document ?? '' }), version: version ?? '' });
  }
  return `${name} № ${uuidPattern.test(id) ? shortNumber(id) : id}`;
}

/** The field's label: the sandbox's parties by their names, the rest from the log's field labels (the path's own key, else its last word's). */
function fieldLabel(subjectKind: string, path: readonly string[], t: T): string {
  const last = path.at(-1) ?? '';
  if (subjectKind === 'sandbox' && (officeParties as readonly string[]).includes(last)) return t(`sandbox.party.${last}`);
  if (path.length === 0) return t('audit.field.value');
  return t(`audit.field.${fieldKey(path)}`, { defaultValue: t(`audit.field.${last}`, { defaultValue: path.join(' · ') }) });
}

/** One stored value in words, in the reader's language, by what the field holds. */
function valueText(subjectKind: string, path: readonly string[], value: unknown, lang: Language, t: T): string {
  const field = path.at(-1) ?? '';
  if (value === undefined || value === null || value === '') return t('audit.none');
  if (Array.isArray(value)) return value.length === 0 ? t('audit.noneOf') : value.map((item) => valueText(subjectKind, path, item, lang, t)).join(', ');
  if (isLocalizedText(value)) return value[lang];
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number') {
    if (field.endsWith('Percent')) return `${formatNumber(value, lang)} %`;
    return formatNumber(value, lang);
  }
  if (typeof value !== 'string') return t('audit.none');
  if (subjectKind === 'sandbox' && (partyModes as readonly string[]).includes(value)) return t(`sandbox.mode.${value}`);
  if (field === 'status') {
    if (subjectKind === 'loanApplication') return t(`loan:status.${value}`, { defaultValue: value });
    return t(`audit.status.${value}`, { defaultValue: value });
  }
  if (field === 'roles') return t(`roles.${value}`, { defaultValue: value });
  if (field === 'documents' || field === 'reviewDocuments') return t(`reviewDocument.${value}`, { defaultValue: value });
  if (field === 'reason' && (refusalReasons as readonly string[]).includes(value)) return t(`refusalReason.${value}`);
  if (field === 'decision') return t(`audit.decision.${value}`, { defaultValue: value });
  if (field === 'party') return t(`party.${value}`, { defaultValue: value });
  if (field === 'availability') return t(`audit.availability.${value}`, { defaultValue: value });
  if (field === 'category') return t(`content.faqCategory.${value}`, { defaultValue: value });
  if (field === 'group') return t(`content.linkGroup.${value}`, { defaultValue: value });
  if (isoTimePattern.test(value)) return dateTime(value, lang);
  if (uuidPattern.test(value)) return `№ ${shortNumber(value)}`;
  if ((reviewDocuments as readonly string[]).includes(value)) return t(`reviewDocument.${value}`);
  return value;
}

/** The fields an entry changed: "Status: Manual review → Approved by the bank"; a field it set shows its new value, one it removed its old one struck through. */
function ChangeList({ subjectKind, changes, lang }: { subjectKind: string; changes: AuditChange[]; lang: Language }) {
  const { t } = useTranslation(['office', 'loan']);
  if (changes.length === 0) return null;
  return (
    <ul className={css.changes} aria-label={t('audit.changes')}>
      {changes.map((change) => {
        const label = fieldLabel(subjectKind, change.path, t);
        const before = change.before === undefined ? null : valueText(subjectKind, change.path, change.before, lang, t);
        const after = change.after === undefined ? null : valueText(subjectKind, change.path, change.after, lang, t);
        return (
          <li key={change.path.join('.')} data-testid="audit-change">
            <strong>{label}:</strong>{' '}
            {before !== null && after !== null ? (
              t('audit.changed', { before, after })
            ) : after !== null ? (
              after
            ) : (
              <>
                <span className={css.changeOld}>{before}</span> <span className={css.muted}>({t('audit.removed')})</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
