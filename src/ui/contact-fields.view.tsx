import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../machines/form';
import { button } from './button.css';
import { Checkbox, TextField } from './form.view';

type ContactField = 'name' | 'phoneNumber' | 'email' | 'message' | 'consent';
interface ContactValues {
  name: string;
  phoneNumber: string;
  email: string;
  message: string;
  consent: boolean;
}

interface ContactFieldsProps<V extends ContactValues> {
  values: V;
  errors: FieldErrors<ContactField>;
  set: <K extends keyof V>(key: K) => (value: V[K]) => void;
  sending: boolean;
}

/** Who asks and how to answer them, the consent and the send button: the fields every partner request shares (texts in `requests`). */
export function ContactFields<V extends ContactValues>({ values, errors, set, sending }: ContactFieldsProps<V>) {
  const { t } = useTranslation('requests');
  return (
    <>
      <TextField label={t('contact.name')} value={values.name} onValueChange={set('name')} error={errors.name} autoComplete="name" required />
      <TextField label={t('contact.phone')} type="tel" value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} autoComplete="tel" placeholder="+374 77 123456" required />
      <TextField label={t('contact.email')} type="email" value={values.email} onValueChange={set('email')} error={errors.email} autoComplete="email" />
      <TextField label={t('contact.message')} value={values.message} onValueChange={set('message')} error={errors.message} maxLength={500} />
      <Checkbox label={t('contact.consent')} checked={values.consent} onCheckedChange={set('consent')} error={errors.consent} />
      <button type="submit" className={button.primary} disabled={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </>
  );
}
