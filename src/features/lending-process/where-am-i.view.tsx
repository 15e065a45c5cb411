import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LendingProcessView } from '../../../api/contract/lending-process';
import type { Language } from '../../../api/contract/validation';
import type { DiagramLayout } from '../../lib/diagram-layout';
import { formatDate } from '../../lib/format';
import { DiagramCanvas } from '../../ui/diagram-canvas.view';
import * as css from './lending-process.css';
import { statusKeyFor } from '../../lib/status-for-reader';

/** The chart's state of a status (a status is its top-level state's name, capitalised). */
export const stateIdOf = (status: string) => `lending.${status.charAt(0).toLowerCase()}${status.slice(1)}`;

/** Who must act next, as the viewer reads it. */
export function useNextActorText(view: LendingProcessView): { text: string; yours: boolean } {
  const { t } = useTranslation('lendingProcess');
  const otherName = view.people.find((person) => person.party !== view.role)?.name ?? '';
  switch (view.nextActor) {
    case null:
      return { text: t('next.none'), yours: false };
    case 'bank':
      // The bank's side names who acts where it is not the bank itself (the notary, a registry, the insurer).
      return { text: t(`next.waitingOn.${view.status}`, { defaultValue: t('next.bank') }), yours: false };
    case 'everyone':
      return { text: view.people.length > 1 ? t('next.everyone', { name: otherName }) : t('next.you'), yours: true };
    default:
      return view.nextActor === view.role ? { text: t('next.you'), yours: true } : { text: t(`next.${view.nextActor}`, { name: otherName }), yours: false };
  }
}

/** "Where am I": the stages passed with their dates and who moved each (a list a screen reader reads), and what comes next and who must act. */
export function WhereAmI({ view }: { view: LendingProcessView }) {
  const { t, i18n } = useTranslation(['lendingProcess', 'loan']);
  const lang = i18n.language as Language;
  const next = useNextActorText(view);
  const by = (step: LendingProcessView['path'][number]) => (step.by === view.role ? t('lendingProcess:path.byYou') : t(`lendingProcess:path.by.${step.by}`));
  return (
    <section className={css.panel} aria-labelledby="process-map-title" data-testid="process-where">
      <h2 id="process-map-title" className={css.title}>
        {t('lendingProcess:map.title')}
      </h2>
      <ol className={css.path} data-testid="process-path">
        {view.path.map((step, index) => {
          const last = index === view.path.length - 1;
          return (
            <li key={`${step.status}-${step.at}`} className={last ? `${css.pathStep} ${css.pathCurrent}` : css.pathStep} aria-current={last ? 'step' : undefined}>
              <span>{t(statusKeyFor(step.status, view.role))}</span>
              <span className={css.muted}>
                {formatDate(step.at, lang, { dateStyle: 'medium', timeStyle: 'short' })} · {by(step)}
              </span>
            </li>
          );
        })}
      </ol>
      {/* A married couple on one loan passes the spouse-data stage: the path goes from the calls to the contract's data. */}
      {view.spouseCouple ? (
        <p className={css.muted} data-testid="process-spouse-couple">
          {t('lendingProcess:map.spouseCouple')}
        </p>
      ) : null}
      <p>
        <strong>{t('lendingProcess:map.next')}</strong> {next.text}
      </p>
    </section>
  );
}

/**
 * The lending chart drawn with the current state and the states passed, opened on the current one.
 * It pans and zooms inside its own box, so a phone's page never scrolls sideways. Its states are named
 * in the reader's language; the arrows' event names are the code's, left to the diagrams page.
 */
export function ProcessMap({ view }: { view: LendingProcessView }) {
  const { t } = useTranslation(['lendingProcess', 'diagrams']);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const layout = useQuery({
    queryKey: ['diagram-layout', 'lending'],
    queryFn: async () => (await import('../../../docs/diagrams/lending.layout.json')).default as unknown as DiagramLayout,
    staleTime: Infinity,
  });
  const current = stateIdOf(view.status);
  const visited = new Set(view.path.map((step) => stateIdOf(step.status)));
  return (
    <section className={css.panel} aria-labelledby="process-chart-title" data-testid="process-map">
      <h2 id="process-chart-title" className={css.title}>
        {t('lendingProcess:map.chartTitle')}
      </h2>
      <ul className={css.legend} aria-hidden="true">
        <li>
          <span className={css.swatchCurrent} />
          {t('lendingProcess:map.current')}
        </li>
        <li>
          <span className={css.swatchVisited} />
          {t('lendingProcess:map.visited')}
        </li>
      </ul>
      <p className={css.muted}>{t('lendingProcess:map.hint')}</p>
      {layout.data ? <DiagramCanvas layout={layout.data} selected={selected} active={new Set([current])} visited={visited} onSelect={setSelected} focus={current} height="26rem" withCodeNames={false} /> : null}
    </section>
  );
}
