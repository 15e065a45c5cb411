import { useTranslation } from 'react-i18next';
import type { LendingPathActor, LendingProcessView, LendingStageView } from '../../../api/contract/lending-process';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import * as css from './lending-process.css';
import { statusKeyFor } from '../../lib/status-for-reader';

/** Who must act next, as the viewer reads it. */
export function useNextActorText(view: LendingProcessView): { text: string; yours: boolean } {
  const { t } = useTranslation('lendingProcess');
  const otherName = view.people.find((person) => !person.reader)?.name ?? '';
  switch (view.nextActor) {
    case null:
      return { text: t('next.none'), yours: false };
    case 'bank':
      // The bank's side names who acts where it is not the bank itself (the notary, a registry, the insurer).
      return { text: t(`next.waitingOn.${view.status}`, { defaultValue: t('next.bank') }), yours: false };
    case 'everyone':
      return { text: view.people.length > 1 ? t('next.everyone', { name: otherName }) : t('next.you'), yours: true };
    default:
      return view.readersTurn ? { text: t('next.you'), yours: true } : { text: t(`next.${view.nextActor}`, { name: otherName }), yours: false };
  }
}

/** The mark of a stage: its state as a sign, with the state in words for a screen reader. */
const markOf = { done: { sign: '✓', className: css.stageMarkDone }, now: { sign: '●', className: css.stageMarkNow }, next: { sign: '', className: css.stageMark }, stopped: { sign: '✕', className: css.stageMarkStopped } } as const;
const nameClassOf = { done: css.stageName, now: css.stageNameNow, next: css.stageNameNext, stopped: css.stageName } as const;

/**
 * "Where am I": the few stages of this household's way to the payout in plain words (passed with
 * when and by whom, the one now since when, those still to come), who must act next, and every step
 * so far for whoever wants the detail. The server decides the stages; the analysts' chart is on the
 * diagrams page.
 */
export function WhereAmI({ view }: { view: LendingProcessView }) {
  const { t, i18n } = useTranslation(['lendingProcess', 'loan']);
  const lang = i18n.language as Language;
  const next = useNextActorText(view);
  const when = (at: string) => formatDate(at, lang, { dateStyle: 'medium', timeStyle: 'short' });
  const by = (step: { by: LendingPathActor | null; byReader: boolean }) => (step.byReader ? t('lendingProcess:path.byYou') : step.by ? t(`lendingProcess:path.by.${step.by}`) : '');
  const stageWhen = (stage: LendingStageView) => {
    if (stage.state === 'next' || stage.at === null) return t('lendingProcess:stages.state.next');
    if (stage.state === 'now') return t('lendingProcess:stages.state.now', { date: when(stage.at) });
    return t(`lendingProcess:stages.state.${stage.state}`, { date: when(stage.at), by: by(stage) });
  };
  return (
    <section className={css.panel} aria-labelledby="process-map-title" data-testid="process-where">
      <h2 id="process-map-title" className={css.title}>
        {t('lendingProcess:map.title')}
      </h2>
      <ol className={css.stages} data-testid="process-stages">
        {view.stages.map((stage) => (
          <li key={stage.stage} className={css.stageRow} data-stage={stage.stage} data-state={stage.state} aria-current={stage.state === 'now' ? 'step' : undefined}>
            <span className={markOf[stage.state].className} aria-hidden="true">
              {markOf[stage.state].sign}
            </span>
            <p className={nameClassOf[stage.state]}>{t(`lendingProcess:stages.name.${stage.stage}`)}</p>
            <p className={css.stageWhen}>{stageWhen(stage)}</p>
          </li>
        ))}
      </ol>
      {/* A married couple on one loan passes the spouse-data stage: the way goes from the calls to the contract's data. */}
      {view.spouseCouple ? (
        <p className={css.muted} data-testid="process-spouse-couple">
          {t('lendingProcess:map.spouseCouple')}
        </p>
      ) : null}
      <p>
        <strong>{t('lendingProcess:map.next')}</strong> {next.text}
      </p>
      <details className={css.history}>
        <summary className={css.historySummary}>{t('lendingProcess:map.history')}</summary>
        <ol className={css.path} data-testid="process-path">
          {view.path.map((step, index) => {
            const last = index === view.path.length - 1;
            return (
              <li key={`${step.status}-${step.at}`} className={last ? `${css.pathStep} ${css.pathCurrent}` : css.pathStep} aria-current={last ? 'step' : undefined}>
                <span>{t(statusKeyFor(step.status, view.role))}</span>
                <span className={css.muted}>
                  {when(step.at)} · {by(step)}
                </span>
              </li>
            );
          })}
        </ol>
      </details>
    </section>
  );
}
