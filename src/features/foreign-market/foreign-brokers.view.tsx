import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import type { brokerSchema } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { visuallyHidden } from '../../ui/layout.css';
import { useForeignFormat } from './foreign-format';
import * as css from './foreign.css';

type Broker = v.InferOutput<typeof brokerSchema>;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

const phonePath =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z';
const mailPath = 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v.5l8 5 8-5V6H4Zm16 2.85-8 5-8-5V18h16V8.85Z';

/** Decorative: the link says in words (for screen readers) what the icon shows. */
function ContactIcon({ path }: { path: string }) {
  return (
    <svg className={css.contactIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/** `tel:` wants the digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The project's brokers as contact cards: who they are, the languages they speak, how to reach them. */
export function ForeignBrokers({ brokers, lang }: { brokers: readonly Broker[]; lang: Language }) {
  const { t } = useTranslation('foreign');
  const names = useForeignFormat(lang);
  if (brokers.length === 0) return <p className={css.muted}>{t('project.noBrokers')}</p>;
  return (
    <ul className={css.brokers} data-testid="brokers">
      {brokers.map((broker) => (
        <li key={broker.id} className={css.broker} data-testid="broker">
          <span className={css.avatar} aria-hidden="true">
            {initials(broker.name)}
          </span>
          <h3 className={css.brokerName}>{broker.name}</h3>
          <p className={css.muted}>{broker.agency ?? t('project.independentBroker')}</p>
          <p className={`${css.muted} ${css.fullRow}`}>{t('project.speaks', { languages: names.languages(broker.languages) })}</p>
          <ul className={css.contacts}>
            <li>
              <a className={css.contactLink} href={telHref(broker.phone)}>
                <ContactIcon path={phonePath} />
                <span className={visuallyHidden}>{t('project.phone')}: </span>
                <span dir="ltr">{broker.phone}</span>
              </a>
            </li>
            <li>
              <a className={css.contactLink} href={`mailto:${broker.email}`}>
                <ContactIcon path={mailPath} />
                <span className={visuallyHidden}>{t('project.email')}: </span>
                <span className={css.email}>{broker.email}</span>
              </a>
            </li>
          </ul>
        </li>
      ))}
    </ul>
  );
}
