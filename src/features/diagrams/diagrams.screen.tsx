import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import type { DiagramLayout } from '../../lib/diagram-layout';
import { AuthActor } from '../../lib/auth.context';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { activeStateIds } from './active-states';
import { DiagramCanvas } from '../../ui/diagram-canvas.view';
import { diagramIds, type DiagramId } from './diagram-ids';
import * as css from './diagrams.css';
import { StateDetails } from './state-details.view';

const layouts = import.meta.glob<{ default: DiagramLayout }>('../../../docs/diagrams/*.layout.json');

/** The value of the running flow this diagram draws, if the visitor has one: their own session and sign-in. */
function useLiveValue(machine: DiagramId): unknown {
  const authValue = AuthActor.useSelector((s) => s.value);
  const signInFlow = AuthActor.useSelector((s) => s.children.signInFlow as AnyActorRef | undefined);
  const signInValue = useSelector(signInFlow, (s: { value?: unknown } | undefined) => s?.value);
  if (machine === 'auth') return authValue;
  if (machine === 'signIn') return signInValue;
  return undefined;
}

export function DiagramsScreen() {
  const { t } = useTranslation('diagrams');
  useDocumentTitle(t('page.title'));
  const { machine } = useSearch({ from: '/$lang/diagrams' });
  const navigate = useNavigate({ from: '/$lang/diagrams' });
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const layout = useQuery({
    queryKey: ['diagram-layout', machine],
    queryFn: async () => {
      const load = layouts[`../../../docs/diagrams/${machine}.layout.json`];
      if (!load) throw new Error(`no layout for ${machine}`);
      return (await load()).default;
    },
    staleTime: Infinity,
  });
  const live = useLiveValue(machine);
  const active = live === undefined ? new Set<string>() : activeStateIds(machine, live);

  return (
    <section className={`${container} ${page}`} aria-labelledby="diagrams-title">
      <h1 id="diagrams-title">{t('page.title')}</h1>
      <p className={css.lead}>{t('page.lead')}</p>
      <div className={css.layout}>
        <nav aria-label={t('page.machines')}>
          <ul className={css.machineList}>
            {diagramIds.map((id) => (
              <li key={id}>
                <Link
                  from="/$lang/diagrams"
                  to="/$lang/diagrams"
                  search={{ machine: id }}
                  className={css.machineLink}
                  aria-current={id === machine ? 'page' : undefined}
                  onClick={() => setSelected(undefined)}
                >
                  <span className={css.machineTitle}>{t(`${id}.title`)}</span>
                  <span className={css.muted}>{t(`${id}.description`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.main}>
          <h2>{t(`${machine}.title`)}</h2>
          {layout.data ? (
            <>
              <p className={css.muted}>
                {t('page.statesCount', { states: layout.data.states.length, transitions: layout.data.arrows.length })}
                {active.size > 0 ? ` ${t('page.live')}` : ''}
              </p>
              <DiagramCanvas layout={layout.data} selected={selected} active={active} onSelect={setSelected} />
              <StateDetails layout={layout.data} stateId={selected} />
            </>
          ) : null}
          {layout.isError ? (
            <button type="button" onClick={() => void navigate({ search: { machine: 'auth' } })}>
              {t('page.reset')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
