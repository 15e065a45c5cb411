import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { savedFilterRenameSchema, type SavedFilter } from '../../../api/contract/saved-filters';
import type { Language } from '../../../api/contract/validation';
import { savedFiltersKey, savedFiltersQuery } from '../../lib/queries/saved-filters.queries';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { FormAlert, TextField } from '../../ui/form.view';
import * as css from './account.css';

const pagePaths = { buildings: '/$lang/buildings', search: '/$lang/search', rentals: '/$lang/rentals' } as const;

function SavedFilterRow({ filter, lang }: { filter: SavedFilter; lang: Language }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedFiltersKey });
  const { values, set, errors, alert, submit, busy, formRef } = useForm({
    initial: { name: filter.name },
    schema: savedFilterRenameSchema,
    send: (body) => unwrap(api.PATCH('/api/saved-filters/{id}', { params: { path: { id: String(filter.id) } }, body })),
    invalidates: [savedFiltersKey],
    onSuccess: () => setRenaming(false),
  });
  const remove = useMutation({ mutationFn: () => unwrap(api.DELETE('/api/saved-filters/{id}', { params: { path: { id: String(filter.id) } } })), onSettled: refresh });
  const alerts = useMutation({
    mutationFn: (on: boolean) => unwrap(api.PUT('/api/saved-filters/{id}/alerts', { params: { path: { id: String(filter.id) } }, body: { alerts: on } })),
    onSettled: refresh,
  });
  // While the change is on its way the switch already shows it; a refusal puts it back.
  const alertsOn = alerts.isPending ? alerts.variables : filter.alerts;
  return (
    <li className={css.filterRow}>
      {renaming ? (
        <form ref={formRef} onSubmit={submit} noValidate className={css.renameForm} aria-busy={busy}>
          <FormAlert alert={alert} />
          <TextField label={t('filters.newName')} value={values.name} onValueChange={set('name')} error={errors.name} maxLength={50} autoFocus />
          <button type="submit" className={button.primary} disabled={busy}>
            {t('filters.saveName')}
          </button>
          <button type="button" className={button.ghost} onClick={() => setRenaming(false)}>
            {t('filters.cancel')}
          </button>
        </form>
      ) : (
        <>
          <span className={css.filterName}>{filter.name}</span>
          <Link to={pagePaths[filter.page]} params={{ lang }} search={filter.search} className={button.primary}>
            {t('filters.run')}
          </Link>
          <button type="button" className={button.ghost} onClick={() => setRenaming(true)} aria-label={t('filters.renameOne', { name: filter.name })}>
            {t('filters.rename')}
          </button>
          <button type="button" className={button.ghost} onClick={() => remove.mutate()} disabled={remove.isPending} aria-label={t('filters.deleteOne', { name: filter.name })}>
            {t('filters.delete')}
          </button>
          <label className={css.alertsSwitch}>
            <input
              type="checkbox"
              role="switch"
              className={css.alertsInput}
              checked={alertsOn}
              disabled={alerts.isPending}
              onChange={(event) => alerts.mutate(event.target.checked)}
              aria-label={t('filters.alertsOne', { name: filter.name })}
            />
            {t('filters.alerts')}
          </label>
        </>
      )}
    </li>
  );
}

/** The personal page's saved filters: run one in a click, rename or delete it, get new matches by e-mail. */
export function SavedFiltersSection() {
  const { t, i18n } = useTranslation('account');
  const filters = useQuery(savedFiltersQuery(true));
  if (!filters.data) return <p role="status">{t('loading')}</p>;
  if (filters.data.length === 0) return <p className={css.empty}>{t('empty.filters')}</p>;
  return (
    <ul className={css.favouriteList} data-testid="saved-filters">
      {filters.data.map((filter) => (
        <SavedFilterRow key={filter.id} filter={filter} lang={i18n.language as Language} />
      ))}
    </ul>
  );
}
