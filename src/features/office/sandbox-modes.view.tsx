import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, unwrap } from '../../../api/client';
import { officeParties, partyModes, type SandboxModes } from '../../../api/contract/office-workspaces';
import { button } from '../../ui/button.css';
import { officeApi, officeKey, useOfficeAction } from './office-client';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

/** Sandbox only: which outside parties act on their own and which leave their part to a person in the office. */
export function SandboxModesView() {
  const { t } = useTranslation('office');
  const modes = useQuery({ queryKey: [...officeKey, 'sandboxModes'], queryFn: () => unwrap(officeApi.GET('/api/office/sandbox-modes')), retry: false, meta: { handlesErrors: true } });
  const [edited, setDraft] = useState<SandboxModes | null>(null);
  const draft = edited ?? modes.data ?? null;
  const { notice, report } = useOfficeNotice();
  const save = useOfficeAction((body: SandboxModes) => unwrap(officeApi.PUT('/api/office/sandbox-modes', { body })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    void report(save.mutateAsync(draft), 'sandbox.saved');
  };
  const notSandbox = modes.error instanceof ApiError && modes.error.kind === 'notFound';
  return (
    <section className={css.panel} aria-labelledby="sandbox-title">
      <h2 id="sandbox-title">{t('sandbox.title')}</h2>
      {notSandbox ? <p>{t('sandbox.notSandbox')}</p> : <p className={css.muted}>{t('sandbox.lead')}</p>}
      {draft ? (
        <form onSubmit={submit} className={css.fieldset}>
          {officeParties.map((party) => (
            <p key={party}>
              <label htmlFor={`mode-${party}`}>{t(`sandbox.party.${party}`)}</label>{' '}
              <select id={`mode-${party}`} className={css.select} value={draft[party]} onChange={(event) => setDraft({ ...draft, [party]: event.target.value as SandboxModes[typeof party] })}>
                {partyModes.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`sandbox.mode.${mode}`)}
                  </option>
                ))}
              </select>
            </p>
          ))}
          <OfficeNotice notice={notice} />
          <p>
            <button type="submit" className={button.primary} disabled={save.isPending}>
              {t('sandbox.save')}
            </button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
