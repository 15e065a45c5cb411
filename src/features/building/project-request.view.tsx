import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { projectRequestSchema, type ProjectRequest } from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { useRequestForm } from '../../lib/use-request-form';
import { ContactFields } from '../../ui/contact-fields.view';
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
  const { values, errors, set, submit, mutation: send, confirmation } = useRequestForm({
    initial: emptyForm,
    schema: projectRequestSchema,
    toBody: (form) => form,
    send: (body: ProjectRequest) => unwrap(api.POST('/api/projects/{id}/request', { params: { path: { id: String(buildingId) } }, body, headers: { 'Accept-Language': lang } })),
  });

  return (
    <section className={css.panel} aria-labelledby="project-request-title">
      <h2 id="project-request-title">{t('project.title')}</h2>
      {send.isSuccess ? (
        <p ref={confirmation} tabIndex={-1} role="status" className={css.muted} data-testid="project-request-sent">
          {t('sent', { id: send.data.id, date: formatDate(send.data.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
        </p>
      ) : (
        <>
          <p className={css.muted}>{t('project.lead', { name })}</p>
          <form onSubmit={submit} noValidate className={css.reviewForm} data-testid="project-request-form">
            <ContactFields values={values} errors={errors} set={set} sending={send.isPending} />
          </form>
        </>
      )}
    </section>
  );
}
