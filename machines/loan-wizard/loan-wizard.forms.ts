import * as v from 'valibot';
import { minimumDownPayment, type MortgageReason } from '../../api/contract/calculations/borrowing';
import { referenceRates } from '../../api/contract/calculations/lending-rules';
import { loanSchedule, type RepaymentType } from '../../api/contract/calculations/loan';
import { dramsIn, toMajor, toMinor, type Currency } from '../../api/contract/calculations/money';
import {
  addressesSchema,
  applicantDataSchema,
  coBorrowerSchema,
  consentSchema,
  loanInfoSchema,
  picturesOfDocument,
  spouseDataSchema,
  type Address,
  type LoanApplication,
  type LoanStepSave,
  type LoanWizardStep,
  type MaritalStatus,
  type UploadedPicture,
} from '../../api/contract/loan-application';
import { activeInvitationStatuses, coApplicantInviteSchema, type CoApplicantInvite } from '../../api/contract/co-applicant';
import type { CoApplicantRelationship } from '../../api/contract/loan-application';
import { shownPaymentTerms } from '../../api/contract/mortgage-terms';
import type { DocumentType } from '../../api/contract/prequal';
import { fieldErrors, type FieldErrors } from '../form';

/*
 * The wizard's forms as typed (numbers stay text until checked) and their conversion to the
 * contract's step bodies; the step schemas of api/contract/loan-application.ts check them, so the
 * browser and the server agree on every field.
 */

export interface LoanInfoForm {
  currency: Currency;
  propertyPrice: string;
  amount: string;
  downPayment: string;
  term: string;
  termUnit: 'years' | 'months';
  repaymentType: RepaymentType;
  reason: MortgageReason;
}

export interface ApplicantForm {
  socialCardNumber: string;
  documentType: DocumentType;
  documentNumber: string;
  firstName: string;
  lastName: string;
  middleName: string;
  birthDate: string;
  email: string;
  phoneNumber: string;
  maritalStatus: MaritalStatus | '';
  monthlyIncomeTax: string;
}

export interface ConsentForm {
  creditRegisterConsent: boolean;
  personalDataConsent: boolean;
}

/** Who applies, and (applying together) whom to invite: the invitation is sent on its own, not saved with the step. */
export interface CoBorrowerForm {
  mode: 'alone' | 'together' | '';
  relationship: CoApplicantRelationship | '';
  email: string;
  phoneNumber: string;
}

export type AddressForm = Record<'country' | 'region' | 'community' | 'street' | 'building' | 'apartment', string>;

export interface AddressesForm {
  currentSameAsRegistration: boolean;
  registration: AddressForm;
  current: AddressForm;
}

export interface SpouseForm {
  firstName: string;
  lastName: string;
  middleName: string;
  socialCardNumber: string;
  documentType: DocumentType;
  documentNumber: string;
}

export interface WizardForms {
  loanInfo: LoanInfoForm;
  applicantData: ApplicantForm;
  consent: ConsentForm;
  coBorrower: CoBorrowerForm;
  addresses: AddressesForm;
  spouseData: SpouseForm;
}

/** The steps with a form of their own (the preview shows them all). */
export type FormStep = keyof WizardForms;

const blankAddress: AddressForm = { country: 'AM', region: '', community: '', street: '', building: '', apartment: '' };

export const blankForms: WizardForms = {
  loanInfo: { currency: 'AMD', propertyPrice: '', amount: '', downPayment: '', term: '20', termUnit: 'years', repaymentType: 'annuity', reason: 'firstHome' },
  applicantData: {
    socialCardNumber: '',
    documentType: 'passport',
    documentNumber: '',
    firstName: '',
    lastName: '',
    middleName: '',
    birthDate: '',
    email: '',
    phoneNumber: '',
    maritalStatus: '',
    monthlyIncomeTax: '',
  },
  consent: { creditRegisterConsent: false, personalDataConsent: false },
  coBorrower: { mode: '', relationship: '', email: '', phoneNumber: '' },
  addresses: { currentSameAsRegistration: true, registration: blankAddress, current: blankAddress },
  spouseData: { firstName: '', lastName: '', middleName: '', socialCardNumber: '', documentType: 'passport', documentNumber: '' },
};

/** Typed money or a count as a number: spaces and thousands commas dropped; text that is no number stays wrong. */
export function numberOf(text: string): number | undefined {
  const cleaned = text.replace(/[\s,\u00a0]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const minorOf = (text: string, currency: Currency) => {
  const value = numberOf(text);
  return value === undefined || Number.isNaN(value) ? value : toMinor(value, currency);
};
const majorText = (minor: number, currency: Currency) => String(toMajor(minor, currency));

/** The loan-info form as its step body (the price only without a catalogue property). */
export function loanInfoOf(form: LoanInfoForm, hasProperty: boolean): unknown {
  const term = numberOf(form.term);
  return {
    currency: form.currency,
    ...(hasProperty ? {} : { propertyPrice: minorOf(form.propertyPrice, form.currency) }),
    amount: minorOf(form.amount, form.currency),
    downPayment: minorOf(form.downPayment, form.currency),
    termMonths: term === undefined || Number.isNaN(term) ? term : form.termUnit === 'years' ? term * 12 : term,
    repaymentType: form.repaymentType,
    reason: form.reason,
  };
}

export function applicantOf(form: ApplicantForm): unknown {
  return { ...form, maritalStatus: form.maritalStatus || undefined, monthlyIncomeTax: numberOf(form.monthlyIncomeTax) };
}

const addressOf = (form: AddressForm) => ({ ...form, apartment: form.apartment.trim() === '' ? undefined : form.apartment });

export function addressesOf(form: AddressesForm): unknown {
  return form.currentSameAsRegistration
    ? { currentSameAsRegistration: true, registration: addressOf(form.registration) }
    : { currentSameAsRegistration: false, registration: addressOf(form.registration), current: addressOf(form.current) };
}

const stepSchemas = {
  loanInfo: loanInfoSchema,
  applicantData: applicantDataSchema,
  consent: consentSchema,
  coBorrower: coBorrowerSchema,
  addresses: addressesSchema,
  spouseData: spouseDataSchema,
} as const;

/** A step's form as the body the contract checks. */
export function stepBodyOf(step: FormStep, forms: WizardForms, hasProperty: boolean): unknown {
  switch (step) {
    case 'loanInfo':
      return loanInfoOf(forms.loanInfo, hasProperty);
    case 'applicantData':
      return applicantOf(forms.applicantData);
    case 'addresses':
      return addressesOf(forms.addresses);
    case 'coBorrower':
      // The invitation's fields are the invite's, not the step's.
      return { mode: forms.coBorrower.mode };
    default:
      return forms[step];
  }
}

/** The saved body of a step (checked with its schema), for the PUT of the steps route. */
export function stepSaveOf(step: FormStep, forms: WizardForms, hasProperty: boolean): LoanStepSave {
  return { step, data: v.parse(stepSchemas[step], stepBodyOf(step, forms, hasProperty)) } as LoanStepSave;
}

/** The field messages of a step's form, named as the form's fields (the term's bound reads in its unit). */
export function stepErrorsOf(step: FormStep, forms: WizardForms, hasProperty: boolean): FieldErrors<string> {
  const body = stepBodyOf(step, forms, hasProperty) as Record<string, unknown>;
  const errors = fieldErrors<string>(stepSchemas[step], body);
  // An empty number field is missing, not "not a number".
  for (const [path, error] of Object.entries(errors)) if (error?.key === 'validation:number' && body[path] === undefined) errors[path] = { key: 'validation:required' };
  if (step !== 'loanInfo' || !errors.termMonths) return errors;
  const { termMonths, ...rest } = errors;
  const count = termMonths.params?.count;
  const inYears = forms.loanInfo.termUnit === 'years' && typeof count === 'number';
  return { ...rest, term: inYears ? { key: termMonths.key, params: { count: Math.round(count / 12) } } : termMonths };
}

/** The pictures the spouse's document needs, and whether each is on the server. */
export function missingPictures(application: LoanApplication | null, forms: WizardForms) {
  const uploaded = new Set((application?.pictures ?? []).filter((picture) => picture.owner === 'spouse').map((picture) => picture.kind));
  return picturesOfDocument(forms.spouseData.documentType).filter((kind) => !uploaded.has(kind));
}

/** Before the server has answered: the steps everyone owes (the spouse's is added by the server's answer). */
const stepsBeforeAnswer: readonly LoanWizardStep[] = ['loanInfo', 'applicantData', 'consent', 'coBorrower', 'addresses', 'preview'];

/** The steps the applicant owes, in order, as the server's answer lists them (spec section 2): the wizard never works them out itself. */
export const stepsFor = (application: LoanApplication | null): readonly LoanWizardStep[] => (application && application.owedSteps.length > 0 ? application.owedSteps : stepsBeforeAnswer);

export const nextStepOf = (step: LoanWizardStep, application: LoanApplication | null): LoanWizardStep => {
  const steps = stepsFor(application);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'preview';
};
export const previousStepOf = (step: LoanWizardStep, application: LoanApplication | null): LoanWizardStep => {
  const steps = stepsFor(application);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 'loanInfo';
};

const text = (value: string | undefined) => value ?? '';
const addressForm = (address: Address | undefined): AddressForm =>
  address ? { country: address.country, region: address.region, community: address.community, street: address.street, building: address.building, apartment: text(address.apartment) } : blankAddress;

/** The catalogue's price of the application's home, drams (null when the person gives the price in the loan step). */
const cataloguePriceOf = (application: LoanApplication) => (application.property ? application.currentPrice : null);

/**
 * The loan step before it is saved: the pre-qualification's amount (at most the price) and term, and the
 * down payment as the price minus the loan, so nothing the person already told the bank is asked again.
 */
function loanInfoFromPrefill(application: LoanApplication): LoanInfoForm {
  const prefill = application.loanInfoPrefill;
  if (!prefill) return blankForms.loanInfo;
  const price = cataloguePriceOf(application);
  const amount = price === null ? prefill.amount : Math.min(prefill.amount, price);
  const inYears = prefill.termMonths % 12 === 0;
  return {
    ...blankForms.loanInfo,
    amount: majorText(amount, 'AMD'),
    downPayment: price === null ? '' : majorText(price - amount, 'AMD'),
    term: String(inYears ? prefill.termMonths / 12 : prefill.termMonths),
    termUnit: inYears ? 'years' : 'months',
  };
}

/**
 * Sets a field of the loan step; a typed loan (or, with no catalogue home, a typed price) works out the
 * down payment as the price minus the loan, when the price is known and the loan fits under it. A typed
 * down payment is the person's own and changes nothing else. `catalogueDrams` is the catalogue's price, if any.
 */
export function withLoanField(forms: WizardForms, field: string, value: string, catalogueDrams: number | null): WizardForms {
  const form = { ...forms.loanInfo, [field]: value };
  const price = catalogueDrams !== null ? dramsIn(catalogueDrams, form.currency, referenceRates[form.currency]) : minorOf(form.propertyPrice, form.currency);
  const fits = (minor: number | undefined): minor is number => minor !== undefined && !Number.isNaN(minor) && price !== undefined && !Number.isNaN(price) && minor <= price;
  const amount = minorOf(form.amount, form.currency);
  if ((field === 'amount' || field === 'propertyPrice') && fits(amount) && price !== undefined) form.downPayment = majorText(price - amount, form.currency);
  return { ...forms, loanInfo: form };
}

/** The forms as the server's application fills them: saved steps, else the prefill (never asked twice). */
export function formsOf(application: LoanApplication): WizardForms {
  const { steps } = application;
  const info = steps.loanInfo;
  const prefill = application.applicantPrefill ?? {};
  const applicant = steps.applicantData ?? prefill;
  const inYears = info ? info.termMonths % 12 === 0 : true;
  return {
    loanInfo: info
      ? {
          currency: info.currency,
          propertyPrice: info.propertyPrice === undefined ? '' : majorText(info.propertyPrice, info.currency),
          amount: majorText(info.amount, info.currency),
          downPayment: majorText(info.downPayment, info.currency),
          term: String(inYears ? info.termMonths / 12 : info.termMonths),
          termUnit: inYears ? 'years' : 'months',
          repaymentType: info.repaymentType,
          reason: info.reason,
        }
      : loanInfoFromPrefill(application),
    applicantData: {
      socialCardNumber: text(applicant.socialCardNumber),
      documentType: applicant.documentType ?? 'passport',
      documentNumber: text(applicant.documentNumber),
      firstName: text(applicant.firstName),
      lastName: text(applicant.lastName),
      middleName: text(applicant.middleName),
      birthDate: text(applicant.birthDate),
      email: text(applicant.email),
      phoneNumber: text(applicant.phoneNumber),
      maritalStatus: applicant.maritalStatus ?? '',
      monthlyIncomeTax: applicant.monthlyIncomeTax === undefined ? '' : String(applicant.monthlyIncomeTax),
    },
    consent: steps.consent ?? blankForms.consent,
    // The invitation's fields show the person invited last (invited again as typed, or someone else).
    coBorrower: {
      mode: steps.coBorrower?.mode ?? '',
      relationship: application.coApplicant?.relationship ?? '',
      email: application.coApplicant?.email ?? '',
      phoneNumber: application.coApplicant?.phoneNumber ?? '',
    },
    addresses: steps.addresses
      ? {
          currentSameAsRegistration: steps.addresses.currentSameAsRegistration,
          registration: addressForm(steps.addresses.registration),
          current: addressForm(steps.addresses.currentSameAsRegistration ? undefined : steps.addresses.current),
        }
      : blankForms.addresses,
    // The spouse step starts with the registry's record of the spouse (never asked twice).
    spouseData: steps.spouseData ?? { ...blankForms.spouseData, ...application.spousePrefill },
  };
}

/**
 * The spouse step as the registry's record fills it once a saved step brought the prefill (the
 * applicant's data names the spouse): only while the person has typed nothing of it yet.
 */
export function withSpousePrefill(forms: WizardForms, prefill: LoanApplication['spousePrefill']): WizardForms {
  if (!prefill) return forms;
  const untouched = (Object.keys(blankForms.spouseData) as (keyof SpouseForm)[]).every((field) => forms.spouseData[field] === blankForms.spouseData[field]);
  return untouched ? { ...forms, spouseData: { ...blankForms.spouseData, ...prefill } } : forms;
}

/** Sets one field of a step's form; an address field is named `registration.street`. */
export function withField(forms: WizardForms, step: FormStep, field: string, value: string | boolean): WizardForms {
  const [head, tail] = field.split('.') as [string, string | undefined];
  const form = forms[step] as unknown as Record<string, unknown>;
  const next = tail ? { ...form, [head]: { ...(form[head] as Record<string, unknown>), [tail]: value } } : { ...form, [head]: value };
  return { ...forms, [step]: next };
}

/** What the loan-info step shows as it is typed: the price in the loan's currency, the least down payment, the payment and the actual rate. */
export interface LoanFigures {
  price: number | null;
  minimumDownPayment: number | null;
  monthlyPayment: number | null;
  actualRatePercent: number | null;
}

export function loanFigures(form: LoanInfoForm, catalogueDrams: number | null): LoanFigures {
  const price = catalogueDrams !== null ? dramsIn(catalogueDrams, form.currency, referenceRates[form.currency]) : (minorOf(form.propertyPrice, form.currency) ?? null);
  const validPrice = price !== null && !Number.isNaN(price) && price > 0 ? price : null;
  const info = v.safeParse(loanInfoSchema, loanInfoOf(form, true));
  const schedule = info.success ? loanSchedule({ principal: info.output.amount, annualRatePercent: shownPaymentTerms.annualRatePercent, termMonths: info.output.termMonths, repayment: info.output.repaymentType }) : null;
  return {
    price: validPrice,
    minimumDownPayment: validPrice === null ? null : Math.ceil(validPrice * minimumDownPayment(form.reason, form.currency)),
    monthlyPayment: schedule?.firstPayment ?? null,
    actualRatePercent: schedule?.actualRatePercent ?? null,
  };
}

/** The invitation as typed, as the invite body the contract checks. */
const inviteBodyOf = (forms: WizardForms) => ({ relationship: forms.coBorrower.relationship, email: forms.coBorrower.email, phoneNumber: forms.coBorrower.phoneNumber });

/**
 * The invitation's field messages: the contract's, and the applicant's own e-mail refused at once
 * (the server refuses it too: the co-applicant is another person).
 */
export function inviteErrorsOf(forms: WizardForms): FieldErrors<string> {
  const errors = fieldErrors<string>(coApplicantInviteSchema, inviteBodyOf(forms));
  const own = forms.applicantData.email.trim().toLowerCase();
  if (!errors.email && own !== '' && forms.coBorrower.email.trim().toLowerCase() === own) errors.email = { key: 'errors:LOAN_APPLICATION.CO_APPLICANT_EMAIL_SAME_AS_APPLICANT' };
  return errors;
}

/** The invite body (only called once `inviteErrorsOf` is empty). */
export const inviteOf = (forms: WizardForms): CoApplicantInvite => v.parse(coApplicantInviteSchema, inviteBodyOf(forms));

/** An invitation that holds: sent and not answered, or accepted (recall is possible; a new one is not). */
export const hasStandingInvitation = (application: LoanApplication | null) =>
  application?.coApplicant != null && (activeInvitationStatuses as readonly string[]).includes(application.coApplicant.status);

/**
 * Applying together, the submission waits for the co-applicant: their invitation accepted, their part
 * confirmed, and the registry's checks passed (the server refuses with CO_APPLICANT_PART_INCOMPLETE).
 */
export function isCoApplicantPending(application: LoanApplication | null, forms: WizardForms): boolean {
  if (forms.coBorrower.mode !== 'together') return false;
  const co = application?.coApplicant;
  return !(application?.status === 'InvitationAccepted' && co?.status === 'accepted' && co.partComplete);
}

/** The application with a newly stored picture in place of the one of the same owner and kind (the wizard's and the co-applicant's uploads). */
export const withPicture = (application: LoanApplication | null, picture: UploadedPicture): LoanApplication | null =>
  application ? { ...application, pictures: [...application.pictures.filter((other) => other.owner !== picture.owner || other.kind !== picture.kind), picture] } : application;
