import { useTranslation } from 'react-i18next';
import { prequalMachine } from '../../../machines/prequal/prequal.machine';
import { prequalActors } from '../../actors/prequal.actors';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { carriedFigures } from '../../lib/carried-calculation';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PrequalFlow } from './prequal-flow.view';
import { PrequalActor } from './prequal.context';
import * as css from './prequal.css';

const logic = prequalMachine.provide({
  actors: prequalActors,
  actions: { notifyFailure: (_, params: { error: unknown }) => toastApiError(params.error, i18n.t) },
});

/**
 * Apply now (spec section 2): pre-qualification for a signed-in person; signed out, the page asks to
 * sign in (or sign up), and the flow starts once the profile is known. The flow's first figures
 * come from a calculator when one handed them over.
 */
export function PrequalScreen() {
  const { t } = useTranslation('prequal');
  useDocumentTitle(t('title'));
  const auth = AuthActor.useActorRef();
  const profile = AuthActor.useSelector((s) => s.context.profile);
  const session = AuthActor.useSelector((s) => (s.value as { session: string }).session);
  const restoring = session === 'restoring' || session === 'loadingProfile';
  return (
    <section className={`${container} ${page}`} aria-labelledby="prequal-title">
      <h1 id="prequal-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      {profile ? (
        <PrequalActor.Provider logic={logic} options={{ input: { email: profile.email, phoneNumber: profile.phoneNumber, carried: carriedFigures() }, ...(modelInspector ? { inspect: modelInspector } : {}) }}>
          <PrequalFlow />
        </PrequalActor.Provider>
      ) : restoring ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <div className={css.panel} data-testid="prequal-signed-out">
          <h2 className={css.stepTitle}>{t('signedOut.title')}</h2>
          <p>{t('signedOut.lead')}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={() => auth.send({ type: 'signIn.open' })}>
              {t('signedOut.signIn')}
            </button>
            <button type="button" className={button.secondary} onClick={() => auth.send({ type: 'signUp.open' })}>
              {t('signedOut.signUp')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
