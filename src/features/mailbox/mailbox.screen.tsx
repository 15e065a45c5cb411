import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, unwrap } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { container, page } from '../../ui/layout.css';
import { TextField } from '../../ui/form.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './mailbox.css';

/** Links in a message body become links here, so a tester can open the confirmation link. */
function withLinks(body: string): ReactNode[] {
  return body.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** Sandbox mailbox: every e-mail and SMS the product would have sent, newest first. */
export function MailboxScreen() {
  const { t, i18n } = useTranslation('mailbox');
  useDocumentTitle(t('title'));
  const [recipient, setRecipient] = useState('');
  const to = recipient.trim();
  const mailbox = useQuery({
    queryKey: ['sandbox', 'mailbox', to],
    queryFn: () => unwrap(api.GET('/api/sandbox/mailbox', { params: { query: to ? { to } : {} } })),
    refetchInterval: 3000,
    meta: { handlesErrors: true },
  });
  const unavailable = mailbox.error instanceof ApiError && mailbox.error.kind === 'notFound';
  return (
    <section className={`${container} ${page}`} aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      <div className={css.filter}>
        <TextField label={t('filter')} type="search" value={recipient} onValueChange={setRecipient} placeholder="name@example.am" />
      </div>
      {unavailable ? <p role="alert">{t('unavailable')}</p> : null}
      {mailbox.data?.length === 0 ? <p>{t('empty')}</p> : null}
      <ol className={css.list} data-testid="mailbox">
        {mailbox.data?.map((message) => (
          <li key={message.id} className={css.message} data-testid="mail">
            <p className={css.meta}>
              <span className={css.channel}>{t(`channel.${message.channel}`)}</span> {message.recipient} ·{' '}
              {formatDate(message.createdAt, i18n.language as Language, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <h2 className={css.subject}>{message.subject}</h2>
            <p className={css.body}>{withLinks(message.body)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
