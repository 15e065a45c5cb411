import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, unwrap } from '../../../api/client';
import { savedFilterCreateSchema, type SavedSearch, type savedFilterPages } from '../../../api/contract/saved-filters';
import { fieldErrors, hasErrors, serverFieldErrors, type FieldErrors } from '../../../machines/form';
import { AuthActor } from '../../lib/auth.context';
import { savedFiltersKey } from '../../lib/queries/saved-filters.queries';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import { TextField } from '../../ui/form.view';
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

/** "Save this search": signed in, a name for it; signed out, sign-in first. */
export function SaveSearch({ search, page }: { search: PropertySearch; page: (typeof savedFilterPages)[number] }) {
  const { t } = useTranslation('catalogue');
  const auth = AuthActor.useActorRef();
  const signedIn = AuthActor.useSelector((s) => s.matches({ session: 'signedIn' }));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'name'>>({});
  const save = useMutation({
    mutationFn: (body: { name: string; page: typeof page; search: SavedSearch }) => unwrap(api.POST('/api/saved-filters', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedFiltersKey });
      setOpen(false);
      setName('');
      showToast({ tone: 'success', message: t('saveSearch.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length) setErrors(serverFieldErrors(error.issues));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, page, search: savedSearchOf(search) };
    const found = fieldErrors<'name'>(savedFilterCreateSchema, body);
    setErrors(found);
    if (!hasErrors(found)) save.mutate(body);
  };
  return (
    <>
      <button type="button" className={css.viewToggle} onClick={() => (signedIn ? setOpen(true) : auth.send({ type: 'signIn.open' }))}>
        {t('saveSearch.open')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('saveSearch.title')} description={t('saveSearch.lead')}>
        <form onSubmit={submit} noValidate className={css.saveForm} data-testid="save-search">
          <TextField label={t('saveSearch.name')} value={name} onValueChange={setName} error={errors.name} maxLength={50} autoComplete="off" />
          <button type="submit" className={button.primary} disabled={save.isPending}>
            {t('saveSearch.submit')}
          </button>
        </form>
      </Modal>
    </>
  );
}
