import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import type { ListingDetail } from '../../../api/contract/catalogue';
import {
  rentalLimits,
  rentalRequestRefusal,
  rentalRequestSchema,
  yerevanDate,
  type RentalFee,
  type RentalRequest,
  type RequestAnswer,
  type utilityPreferences,
} from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import type { FieldError } from '../../../machines/form';
import { formatDate, formatMoney } from '../../lib/format';
import { listingQuery } from '../../lib/queries/property.queries';
import { sentRequestsKey } from '../../lib/queries/requests.queries';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import { error as errorText } from '../../ui/form.css';
import { Checkbox, FormAlert, TextField, useFieldMessage } from '../../ui/form.view';
import * as css from './rental-request.css';

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

function useRentalRequestForm(listing: ListingDetail, lang: Language) {
  return useForm({
    initial: initialValues(listing),
    schema: rentalRequestSchema,
    toBody: (values: Values) => ({ listingId: listing.id, ...values, period: numberOf(values.period), guests: numberOf(values.guests) }),
    // The rental's own terms, checked by the server's rule before sending.
    check: (request: RentalRequest) => {
      const refusal = rentalRequestRefusal(listing, request, yerevanDate(new Date()));
      return refusal && { code: `APARTMENT.${refusal.reason}` as const, params: refusal.params };
    },
    send: (body: RentalRequest) => unwrap(api.POST('/api/apartments/rental-request', { body, headers: { 'Accept-Language': lang } })),
    invalidates: [sentRequestsKey],
  });
}
type RentalForm = ReturnType<typeof useRentalRequestForm>;

function RentalRequestDialog({ listingId, lang }: { listingId: number; lang: Language }) {
  const { t } = useTranslation('requests');
  // The page's loader filled the cache, so this does not suspend.
  const { data: listing } = useSuspenseQuery(listingQuery('rent', listingId, lang));
  const [open, setOpen] = useState(false);
  // Kept here, not in the form, so closing the modal by mistake loses nothing typed.
  const form = useRentalRequestForm(listing, lang);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next && form.sent) form.reset();
  };
  return (
    <>
      <button type="button" className={button.primary} onClick={() => setOpen(true)} data-testid="rental-request-open">
        {t('rental.open')}
      </button>
      <Modal open={open} onOpenChange={changeOpen} title={form.answer ? t('rental.sentTitle') : t('rental.title')} description={form.answer ? undefined : t('rental.lead', { property: listing.title })}>
        {form.answer ? <RentalRequestSent answer={form.answer} lang={lang} onClose={() => changeOpen(false)} focusRef={form.confirmationRef} /> : <RentalRequestForm listing={listing} lang={lang} form={form} />}
      </Modal>
    </>
  );
}

/** The form and its button are gone: the focus moves to the way out (`focusRef`), after the message. */
function RentalRequestSent({ answer, lang, onClose, focusRef }: { answer: RequestAnswer; lang: Language; onClose: () => void; focusRef: RentalForm['confirmationRef'] }) {
  const { t } = useTranslation('requests');
  return (
    <>
      <p role="status" className={css.sent} data-testid="rental-request-sent">
        {t('rental.sentText', { id: answer.id, date: formatDate(answer.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
      </p>
      <button ref={focusRef} type="button" className={button.primary} onClick={onClose}>
        {t('rental.close')}
      </button>
    </>
  );
}

/**
 * Checks the fields with the server's schema and the rental's own terms with the server's rule
 * before sending, and shows each problem, the server's too, at its field.
 */
function RentalRequestForm({ listing, lang, form }: { listing: ListingDetail; lang: Language; form: RentalForm }) {
  const { t } = useTranslation('requests');
  const { values, set, change, errors, alert, submit, busy, formRef } = form;
  const chooseFee = (fee: RentalFee) => change({ fee, period: String(minimumOf(listing, fee)) });

  const today = yerevanDate(new Date());
  const feeOptions: { value: RentalFee; label: string }[] = [
    ...(listing.dailyFee !== null ? [{ value: 'daily' as const, label: t('rental.feeDaily', { price: formatMoney(listing.dailyFee, 'AMD', lang) }) }] : []),
    { value: 'monthly', label: t('rental.feeMonthly', { price: formatMoney(listing.price, 'AMD', lang) }) },
  ];
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={css.form} aria-busy={busy} data-testid="rental-request-form">
      <FormAlert alert={alert} />
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
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? t('contact.sending') : t('rental.send')}
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
