import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { projectRequestSchema } from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { sentRequestsKey } from '../../lib/queries/requests.queries';
import { useForm } from '../../lib/use-form';
import { ContactFields } from '../../ui/contact-fields.view';
import { FormAlert } from '../../ui/form.view';
import * as css from './building.css';

const emptyForm = { name: '', phoneNumber: '', email: '', message: '', consent: false };

/**
 * The project request of a building or project page (spec section 7, "POST project request"): the
 * question goes to the developer, who replies within a working day. Its texts load on their own.
 */
export function ProjectRequest({ buildingId, name, lang }: { buildingId: number; name: string; lang: Language }) {
  return (
    <Suspense fallback={null}>
      <ProjectRequestForm buildingId={buildingId} name={name} lang={lang} />
    </Suspense>
  );
}

function ProjectRequestForm({ buildingId, name, lang }: { buildingId: number; name: string; lang: Language }) {
  const { t } = useTranslation('requests');
  const { values, errors, alert, set, submit, busy, answer, formRef, confirmationRef } = useForm({
    initial: emptyForm,
    schema: projectRequestSchema,
    send: (body) => unwrap(api.POST('/api/projects/{id}/request', { params: { path: { id: String(buildingId) } }, body, headers: { 'Accept-Language': lang } })),
    // A signed-in sender sees the request in the personal page's list.
    invalidates: [sentRequestsKey],
  });

  return (
    <section className={css.panel} aria-labelledby="project-request-title">
      <h2 id="project-request-title">{t('project.title')}</h2>
      {answer ? (
        <p ref={confirmationRef} tabIndex={-1} role="status" className={css.muted} data-testid="project-request-sent">
          {t('sent', { id: answer.id, date: formatDate(answer.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
        </p>
      ) : (
        <>
          <p className={css.muted}>{t('project.lead', { name })}</p>
          <form ref={formRef} onSubmit={submit} noValidate className={css.reviewForm} aria-busy={busy} data-testid="project-request-form">
            <FormAlert alert={alert} />
            <ContactFields values={values} errors={errors} set={set} sending={busy} />
          </form>
        </>
      )}
    </section>
  );
}
