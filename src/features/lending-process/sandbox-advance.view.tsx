import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { appConfigQuery } from '../../lib/queries/app-config.queries';
import { button } from '../../ui/button.css';
import * as css from './lending-process.css';
import { useProcessAction } from './process-api';
import { ActionRefusal } from './process-parts.view';

/** The scheduler's poll picks the brought-forward answer up within a couple of seconds. */
const answerArrivesMs = 2_500;

/**
 * Sandbox mode only: the sandboxes' next pending answer about the application comes now (the video
 * call's, the contract system's, the notary's ...), so a demo does not wait for their realistic delays.
 * The person's own steps stay theirs. Absent on a real instance.
 */
export function SandboxAdvance({ applicationId, bankActs }: { applicationId: string; bankActs: boolean }) {
  const { t } = useTranslation('lendingProcess');
  const sandbox = useQuery({ ...appConfigQuery, meta: { handlesErrors: true } }).data?.sandbox === true;
  const advance = useProcessAction(applicationId, async () => {
    const answer = await unwrap(api.POST('/api/sandbox/loan-applications/{applicationId}/advance', { params: { path: { applicationId } } }));
    // The view is read again once the scheduler has run the answer.
    await new Promise((resolve) => setTimeout(resolve, answer.answered ? answerArrivesMs : 0));
    return answer;
  });
  if (!sandbox) return null;
  const nothingPending = advance.data && advance.data.answered === null;
  return (
    <div className={css.panel} data-testid="process-sandbox-advance">
      <p className={css.muted}>{t('sandbox.text')}</p>
      <button type="button" className={button.secondary} disabled={advance.isPending} onClick={() => advance.mutate(undefined)}>
        {advance.isPending ? t('sandbox.advancing') : t('sandbox.advance')}
      </button>
      {nothingPending ? (
        <p role="status" className={css.muted}>
          {/* The bank's side acts next, but its request to the outside system has not gone out yet (the outbox sends it within seconds). */}
          {t(bankActs ? 'sandbox.requestOnItsWay' : 'sandbox.nothingPending')}
        </p>
      ) : null}
      {advance.isError ? <ActionRefusal error={advance.error} /> : null}
    </div>
  );
}
