import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { savedFilterCreateSchema, type SavedSearch, type savedFilterPages } from '../../../api/contract/saved-filters';
import { AuthActor } from '../../lib/auth.context';
import { useSettledSession } from '../../lib/settled-session';
import { savedFiltersKey } from '../../lib/queries/saved-filters.queries';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import { FormAlert, TextField } from '../../ui/form.view';
import { showToast } from '../../ui/toast.store';
import type { PropertySearch } from './property-search';
import * as css from './catalogue.css';

/** The filters of a search as they are saved: what is set, without the page or the view. */
function savedSearchOf(search: PropertySearch): SavedSearch {
  const { page: _page, view: _view, rooms, types, ...rest } = search;
  return Object.fromEntries(
    Object.entries({ ...rest, ...(rooms.length ? { rooms: [...rooms] } : {}), ...(types.length ? { types: [...types] } : {}) }).filter(([, value]) => value !== undefined),
  ) as SavedSearch;
}

/** "Save this search": signed in, a name for it; signed out, sign-in first; while the session is restored, it waits. */
export function SaveSearch({ search, page }: { search: PropertySearch; page: (typeof savedFilterPages)[number] }) {
  const { t } = useTranslation('catalogue');
  const auth = AuthActor.useActorRef();
  const session = useSettledSession();
  const signedIn = session === 'in';
  const [open, setOpen] = useState(false);
  const { values, set, errors, alert, submit, busy, formRef } = useForm({
    initial: { name: '' },
    schema: savedFilterCreateSchema,
    toBody: ({ name }) => ({ name, page, search: savedSearchOf(search) }),
    send: (body) => unwrap(api.POST('/api/saved-filters', { body })),
    invalidates: [savedFiltersKey],
    clearOnSuccess: true,
    onSuccess: () => {
      setOpen(false);
      showToast({ tone: 'success', message: t('saveSearch.saved') });
    },
  });
  return (
    <>
      <button type="button" className={css.saveSearchButton} disabled={session === 'pending'} onClick={() => (signedIn ? setOpen(true) : auth.send({ type: 'signIn.open' }))}>
        <svg className={css.saveSearchIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M6 3h12v18l-6-4.5L6 21Z" />
        </svg>
        <span className={css.saveSearchText}>{t('saveSearch.open')}</span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('saveSearch.title')} description={t('saveSearch.lead')}>
        <form ref={formRef} onSubmit={submit} noValidate className={css.saveForm} aria-busy={busy} data-testid="save-search">
          <FormAlert alert={alert} />
          <TextField label={t('saveSearch.name')} value={values.name} onValueChange={set('name')} error={errors.name} maxLength={50} autoComplete="off" />
          <button type="submit" className={button.primary} disabled={busy}>
            {t('saveSearch.submit')}
          </button>
        </form>
      </Modal>
    </>
  );
}
