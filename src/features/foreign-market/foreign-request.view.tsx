import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { api, unwrap } from '../../../api/client';
import type { brokerSchema } from '../../../api/contract/catalogue';
import { foreignRequestSchema } from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { sentRequestsKey } from '../../lib/queries/requests.queries';
import { useForm } from '../../lib/use-form';
import { ContactFields } from '../../ui/contact-fields.view';
import { FormAlert } from '../../ui/form.view';
import * as formCss from '../../ui/form.css';
import * as css from './foreign.css';

type Broker = v.InferOutput<typeof brokerSchema>;

interface Props {
  projectId: number;
  name: string;
  brokers: Broker[];
  lang: Language;
}

/**
 * The foreign property request of a foreign-market project (spec section 7, "POST property
 * request"): the person picks which of the project's brokers answers. Its texts load on their own.
 */
export function ForeignRequest(props: Props) {
  return (
    <Suspense fallback={null}>
      <ForeignRequestForm {...props} />
    </Suspense>
  );
}

function ForeignRequestForm({ projectId, name, brokers, lang }: Props) {
  const { t } = useTranslation('requests');
  const brokerFieldId = useId();
  const { values, errors, alert, set, submit, busy, answer, formRef, confirmationRef } = useForm({
    initial: { name: '', phoneNumber: '', email: '', message: '', consent: false, brokerId: brokers[0]?.id },
    schema: foreignRequestSchema,
    // A project without brokers leaves the choice out; the server mails the bank's desk.
    toBody: ({ brokerId, ...rest }) => (brokerId === undefined ? rest : { ...rest, brokerId }),
    send: (body) => unwrap(api.POST('/api/foreign-market/projects/{id}/request', { params: { path: { id: String(projectId) } }, body, headers: { 'Accept-Language': lang } })),
    // A signed-in sender sees the request in the personal page's list.
    invalidates: [sentRequestsKey],
  });

  return (
    <section className={css.panel} aria-labelledby="foreign-request-title">
      <h2 id="foreign-request-title" className={css.panelTitle}>
        {t('foreign.title')}
      </h2>
      {answer ? (
        <p ref={confirmationRef} tabIndex={-1} role="status" className={css.muted} data-testid="foreign-request-sent">
          {t('sent', { id: answer.id, date: formatDate(answer.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
        </p>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate className={formCss.form} aria-busy={busy} data-testid="foreign-request-form">
          <p className={css.muted}>{t('foreign.lead', { name })}</p>
          <FormAlert alert={alert} />
          {brokers.length > 1 && (
            <div className={formCss.field}>
              <label htmlFor={brokerFieldId} className={formCss.label}>
                {t('foreign.broker')}
              </label>
              <select id={brokerFieldId} className={formCss.input} value={values.brokerId} onChange={(event) => set('brokerId')(Number(event.target.value))}>
                {brokers.map((broker) => (
                  <option key={broker.id} value={broker.id}>
                    {broker.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <ContactFields values={values} errors={errors} set={set} sending={busy} />
        </form>
      )}
    </section>
  );
}
