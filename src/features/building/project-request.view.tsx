import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { projectRequestSchema, type ProjectRequest } from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { useRequestForm } from '../../lib/use-request-form';
import { button } from '../../ui/button.css';
import { Checkbox, TextField } from '../../ui/form.view';
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
            <TextField label={t('contact.name')} value={values.name} onValueChange={set('name')} error={errors.name} autoComplete="name" required />
            <TextField label={t('contact.phone')} type="tel" value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} autoComplete="tel" placeholder="+374 77 123456" required />
            <TextField label={t('contact.email')} type="email" value={values.email} onValueChange={set('email')} error={errors.email} autoComplete="email" />
            <TextField label={t('contact.message')} value={values.message} onValueChange={set('message')} error={errors.message} maxLength={500} />
            <Checkbox label={t('contact.consent')} checked={values.consent} onCheckedChange={set('consent')} error={errors.consent} />
            <button type="submit" className={button.primary} disabled={send.isPending}>
              {send.isPending ? t('contact.sending') : t('contact.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
