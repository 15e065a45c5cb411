import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, api, unwrap } from '../../../api/client';
import { identificationOutcomes, type IdentificationOutcome } from '../../../api/contract/lending-process';
import { defaultLanguage, isLanguage } from '../../../api/contract/validation';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './sandbox-identification.css';

const sessionKey = (guid: string) => ['sandbox', 'identification', guid];

/**
 * The sandbox identification provider's widget (issue 17): the page the widget URL of a try opens.
 * A real provider would check the person's face against their document here; the sandbox lets the
 * tester choose what the provider finds. The answer reaches the application a few seconds later.
 */
export function SandboxIdentificationScreen() {
  const { t } = useTranslation('sandboxIdentification');
  useDocumentTitle(t('title'));
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const guid = typeof params.guid === 'string' ? params.guid : '';
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionKey(guid),
    queryFn: () => unwrap(api.GET('/api/sandbox/identification/{guid}', { params: { path: { guid } } })),
    meta: { handlesErrors: true },
  });
  const finish = useMutation({
    mutationFn: (outcome: IdentificationOutcome) => unwrap(api.POST('/api/sandbox/identification/{guid}', { params: { path: { guid } }, body: { outcome } })),
    onSuccess: (answered) => queryClient.setQueryData(sessionKey(guid), answered),
    // Finished meanwhile (another tab): show how.
    onError: () => void queryClient.invalidateQueries({ queryKey: sessionKey(guid) }),
  });
  const missing = session.error instanceof ApiError && (session.error.kind === 'notFound' || session.error.status === 400);
  const view = session.data;
  return (
    <section className={`${container} ${page}`} aria-labelledby="sandbox-identification-title">
      <div className={css.frame} data-testid="sandbox-identification">
        <span className={css.badge}>{t('badge')}</span>
        <h1 id="sandbox-identification-title">{t('title')}</h1>
        <p className={css.lead}>{t('lead')}</p>
        {missing ? <p role="alert">{t('unknown')}</p> : null}
        {view && view.outcome === null ? (
          <>
            <p>{t(`party.${view.party}`)}</p>
            <ul className={css.choices}>
              {identificationOutcomes.map((outcome) => (
                <li key={outcome} className={css.choice}>
                  <button
                    type="button"
                    className={outcome === 'passed' ? button.primary : button.secondary}
                    disabled={finish.isPending}
                    onClick={() => finish.mutate(outcome)}
                    data-testid={`sandbox-identification-${outcome}`}
                  >
                    {t(`outcome.${outcome}`)}
                  </button>
                  <p className={css.hint}>{t(`hint.${outcome}`)}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {view && view.outcome !== null ? (
          <div role="status" data-testid="sandbox-identification-done">
            <p>{t('finished', { outcome: t(`outcome.${view.outcome}`) })}</p>
            <p>{t('answerFollows')}</p>
            <a className={button.primary} href={`/${lang}/loan-applications/${view.applicationId}/process`} data-testid="sandbox-identification-return">
              {t('return')}
            </a>
          </div>
        ) : null}
      </div>
    </section>
  );
}
