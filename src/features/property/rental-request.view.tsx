import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, ApiError, unwrap } from '../../../api/client';
import type { ListingDetail } from '../../../api/contract/catalogue';
import {
  isRentalRefusalReason,
  rentalLimits,
  rentalRefusalFields,
  rentalRequestRefusal,
  rentalRequestSchema,
  yerevanDate,
  type RentalFee,
  type RentalRequest,
  type RequestAnswer,
  type utilityPreferences,
} from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { fieldErrors, serverFieldErrors, type FieldError, type FieldErrors } from '../../../machines/form';
import { toastApiError } from '../../lib/api-errors';
import { formatDate, formatMoney } from '../../lib/format';
import { listingQuery } from '../../lib/queries/property.queries';
import { sentRequestsKey } from '../../lib/queries/requests.queries';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import { error as errorText } from '../../ui/form.css';
import { Checkbox, TextField, useFieldMessage } from '../../ui/form.view';
import * as css from './rental-request.css';

type Field = keyof RentalRequest;
type Utilities = (typeof utilityPreferences)[number];

interface Values {
  moveInDate: string;
  fee: RentalFee;
  period: string;
  guests: string;
  pets: boolean;
  children: boolean;
  utilities: Utilities;
  prepayment: boolean;
  comment: string;
  name: string;
  phoneNumber: string;
  email: string;
  consentTerms: boolean;
  consentPersonalData: boolean;
}

/** The shortest stay the rental accepts on a fee. */
const minimumOf = (listing: ListingDetail, fee: RentalFee) => (fee === 'daily' ? listing.minRentDays : listing.minRentMonths) ?? 1;

function initialValues(listing: ListingDetail): Values {
  // A rental let by the day with no monthly minimum is a short-stay flat: offer the daily fee first.
  const fee: RentalFee = listing.dailyFee !== null && listing.minRentMonths === null ? 'daily' : 'monthly';
  return {
    moveInDate: '',
    fee,
    period: String(minimumOf(listing, fee)),
    guests: '1',
    pets: false,
    children: false,
    utilities: 'separate',
    prepayment: false,
    comment: '',
    name: '',
    phoneNumber: '',
    email: '',
    consentTerms: false,
    consentPersonalData: false,
  };
}

/** A number typed in a field, or nothing (which the schema calls a required field). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

const refusalError = (reason: string, params?: Record<string, unknown>): FieldError => ({
  key: `errors:APARTMENT.${reason}`,
  ...(params ? { params: params as Record<string, number> } : {}),
});

/**
 * The rental request of a rental's page (spec section 2, "rental request" modal): a button that opens
 * the form, and the success state in the same modal. The translations load on their own, so the
 * button waits for them rather than the whole page.
 */
export function RentalRequestButton({ listingId, lang }: { listingId: number; lang: Language }) {
  return (
    <Suspense fallback={null}>
      <RentalRequestDialog listingId={listingId} lang={lang} />
    </Suspense>
  );
}

function RentalRequestDialog({ listingId, lang }: { listingId: number; lang: Language }) {
  const { t } = useTranslation('requests');
  // The page's loader filled the cache, so this does not suspend.
  const { data: listing } = useSuspenseQuery(listingQuery('rent', listingId, lang));
  const [open, setOpen] = useState(false);
  // Kept here, not in the form, so closing the modal by mistake loses nothing typed.
  const [values, setValues] = useState(() => initialValues(listing));
  const [sent, setSent] = useState<RequestAnswer | null>(null);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next && sent) {
      setSent(null);
      setValues(initialValues(listing));
    }
  };
  return (
    <>
      <button type="button" className={button.primary} onClick={() => setOpen(true)} data-testid="rental-request-open">
        {t('rental.open')}
      </button>
      <Modal open={open} onOpenChange={changeOpen} title={sent ? t('rental.sentTitle') : t('rental.title')} description={sent ? undefined : t('rental.lead', { property: listing.title })}>
        {sent ? (
          <RentalRequestSent answer={sent} lang={lang} onClose={() => changeOpen(false)} />
        ) : (
          <RentalRequestForm listing={listing} lang={lang} values={values} onValuesChange={setValues} onSent={setSent} />
        )}
      </Modal>
    </>
  );
}

function RentalRequestSent({ answer, lang, onClose }: { answer: RequestAnswer; lang: Language; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const close = useRef<HTMLButtonElement>(null);
  // The form and its button are gone: the focus moves to the way out, after the message.
  useEffect(() => close.current?.focus(), []);
  return (
    <>
      <p role="status" className={css.sent} data-testid="rental-request-sent">
        {t('rental.sentText', { id: answer.id, date: formatDate(answer.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
      </p>
      <button ref={close} type="button" className={button.primary} onClick={onClose}>
        {t('rental.close')}
      </button>
    </>
  );
}

interface FormProps {
  listing: ListingDetail;
  lang: Language;
  values: Values;
  onValuesChange: (update: (values: Values) => Values) => void;
  onSent: (answer: RequestAnswer) => void;
}

/**
 * Checks the fields with the server's schema and the rental's own terms with the server's rule
 * before sending, and shows each problem, the server's too, at its field.
 */
function RentalRequestForm({ listing, lang, values, onValuesChange, onSent }: FormProps) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const send = useMutation({
    mutationFn: (body: RentalRequest) => unwrap(api.POST('/api/apartments/rental-request', { body, headers: { 'Accept-Language': lang } })),
    meta: { handlesErrors: true },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: sentRequestsKey });
      onSent(answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length) setErrors(serverFieldErrors(error.issues));
      else if (error instanceof ApiError && error.type === 'APARTMENT' && isRentalRefusalReason(error.reason)) setErrors({ [rentalRefusalFields[error.reason]]: refusalError(error.reason, error.params) });
      else toastApiError(error, t);
    },
  });
  // After a refused attempt, the first field to fix gets the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      onValuesChange((current) => ({ ...current, [key]: value }));
  const chooseFee = (fee: RentalFee) => onValuesChange((current) => ({ ...current, fee, period: String(minimumOf(listing, fee)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { listingId: listing.id, ...values, period: numberOf(values.period), guests: numberOf(values.guests) };
    const parsed = v.safeParse(rentalRequestSchema, body);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(rentalRequestSchema, body));
      return;
    }
    const refusal = rentalRequestRefusal(listing, parsed.output, yerevanDate(new Date()));
    if (refusal) {
      setErrors({ [rentalRefusalFields[refusal.reason]]: refusalError(refusal.reason, refusal.params) });
      return;
    }
    setErrors({});
    send.mutate(parsed.output);
  };

  const today = yerevanDate(new Date());
  const feeOptions: { value: RentalFee; label: string }[] = [
    ...(listing.dailyFee !== null ? [{ value: 'daily' as const, label: t('rental.feeDaily', { price: formatMoney(listing.dailyFee, 'AMD', lang) }) }] : []),
    { value: 'monthly', label: t('rental.feeMonthly', { price: formatMoney(listing.price, 'AMD', lang) }) },
  ];
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={css.form} data-testid="rental-request-form">
      <RadioGroup label={t('rental.fee')} name="fee" value={values.fee} options={feeOptions} onValueChange={chooseFee} error={errors.fee} />
      <div className={css.row}>
        <TextField label={t('rental.moveInDate')} type="date" value={values.moveInDate} onValueChange={set('moveInDate')} error={errors.moveInDate} min={today} required />
        <TextField
          label={values.fee === 'daily' ? t('rental.periodDays') : t('rental.periodMonths')}
          type="number"
          inputMode="numeric"
          min={minimumOf(listing, values.fee)}
          max={values.fee === 'daily' ? rentalLimits.maxDays : rentalLimits.maxMonths}
          value={values.period}
          onValueChange={set('period')}
          error={errors.period}
          hint={t('rental.minimum', { minimum: minimumOf(listing, values.fee) })}
          required
        />
        <TextField label={t('rental.guests')} type="number" inputMode="numeric" min={1} max={rentalLimits.maxGuests} value={values.guests} onValueChange={set('guests')} error={errors.guests} required />
      </div>
      {listing.petsAllowed ? <Checkbox label={t('rental.pets')} checked={values.pets} onCheckedChange={set('pets')} error={errors.pets} /> : <p className={css.note}>{t('rental.petsNotAllowed')}</p>}
      {listing.childrenAllowed ? (
        <Checkbox label={t('rental.children')} checked={values.children} onCheckedChange={set('children')} error={errors.children} />
      ) : (
        <p className={css.note}>{t('rental.childrenNotAllowed')}</p>
      )}
      <RadioGroup
        label={t('rental.utilities')}
        name="utilities"
        value={values.utilities}
        options={[
          { value: 'included', label: t('rental.utilitiesIncluded') },
          { value: 'separate', label: t('rental.utilitiesSeparate') },
        ]}
        onValueChange={set('utilities')}
        error={errors.utilities}
      />
      <Checkbox label={t('rental.prepayment')} checked={values.prepayment} onCheckedChange={set('prepayment')} error={errors.prepayment} />
      <TextField label={t('rental.comment')} value={values.comment} onValueChange={set('comment')} error={errors.comment} maxLength={500} />
      <TextField label={t('contact.name')} value={values.name} onValueChange={set('name')} error={errors.name} autoComplete="name" required />
      <TextField label={t('contact.phone')} type="tel" value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} autoComplete="tel" placeholder="+374 77 123456" required />
      <TextField label={t('contact.email')} type="email" value={values.email} onValueChange={set('email')} error={errors.email} autoComplete="email" />
      <Checkbox label={t('rental.consentTerms')} checked={values.consentTerms} onCheckedChange={set('consentTerms')} error={errors.consentTerms} />
      <Checkbox label={t('rental.consentPersonalData')} checked={values.consentPersonalData} onCheckedChange={set('consentPersonalData')} error={errors.consentPersonalData} />
      <button type="submit" className={button.primary} disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('rental.send')}
      </button>
    </form>
  );
}

interface RadioGroupProps<T extends string> {
  label: ReactNode;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onValueChange: (value: T) => void;
  error: FieldError | undefined;
}

/** Native radios in a fieldset: arrow keys move between them, the legend names the group. */
function RadioGroup<T extends string>({ label, name, value, options, onValueChange, error }: RadioGroupProps<T>) {
  const id = useId();
  const message = useFieldMessage()(error);
  return (
    <fieldset className={css.group} aria-describedby={message ? `${id}-error` : undefined}>
      <legend className={css.legend}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={css.option}>
          <input
            type="radio"
            className={css.radio}
            name={`${id}-${name}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValueChange(option.value)}
            aria-invalid={message ? true : undefined}
          />
          {option.label}
        </label>
      ))}
      {message ? (
        <p id={`${id}-error`} className={errorText}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
