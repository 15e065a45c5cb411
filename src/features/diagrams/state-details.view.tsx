import { useTranslation } from 'react-i18next';
import type { DiagramLayout } from '../../lib/diagram-layout';
import { statePath } from './active-states';
import * as css from './diagrams.css';

/** What a chosen state does: what it runs, where each event takes it and on what condition, and where it is reached from. */
export function StateDetails({ layout, stateId }: { layout: DiagramLayout; stateId: string | undefined }) {
  const { t } = useTranslation('diagrams');
  const state = layout.states.find((candidate) => candidate.id === stateId);
  if (!state) return <p className={css.muted}>{t('page.noSelection')}</p>;
  const name = (id: string) => t(`${layout.id}.states.${statePath(layout.id, id)}`, { defaultValue: id.split('.').at(-1) });
  const outgoing = layout.arrows.filter((arrow) => arrow.source === state.id);
  const incoming = layout.arrows.filter((arrow) => arrow.target === state.id && arrow.source !== state.id);
  return (
    <div data-testid="state-details">
      <h3 className={css.detailsTitle}>{name(state.id)}</h3>
      <p className={css.muted}>
        <code>{state.id}</code>
      </p>
      <p>
        <strong>{t('page.invokes')}:</strong> {state.invokes.length ? state.invokes.join(', ') : t('page.none')}
      </p>
      {state.effects?.length ? (
        <p data-testid="state-effects">
          <strong>{t('page.effects')}:</strong> {state.effects.join(', ')}
        </p>
      ) : null}
      <h4>{t('page.transitions')}</h4>
      {outgoing.length === 0 ? (
        <p className={css.muted}>{t('page.none')}</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t('page.event')}</th>
              <th scope="col">{t('page.guard')}</th>
              <th scope="col">{t('page.target')}</th>
              <th scope="col">{t('page.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {outgoing.map((arrow, index) => (
              <tr key={index}>
                <td>
                  <code>{arrow.event}</code>
                </td>
                <td>{arrow.guard ? <code>{arrow.guard}</code> : '—'}</td>
                <td>{arrow.target === state.id ? t('page.internal') : name(arrow.target)}</td>
                <td>{arrow.actions.length ? arrow.actions.join(', ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>{t('page.incoming')}</h4>
      <p>{incoming.length ? [...new Set(incoming.map((arrow) => name(arrow.source)))].join(', ') : t('page.none')}</p>
    </div>
  );
}
