import { birthDateFor } from '../../api/server/adapters/population-registry';
import { twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';

/*
 * The loan wizard's steps as the browser journeys save them through the API, when the wizard itself
 * is another test's: a sandbox persona's data under a twin social card (a new person each run).
 */

/** The applicant-data step of a persona's twin `serial`, with its own contact and declared income tax. */
export function personaApplicantData(persona: SandboxPersona, serial: number, person: { email: string; phoneNumber: string; monthlyIncomeTax: number; maritalStatus?: string }) {
  return {
    socialCardNumber: twinSocialCard(persona.socialCard, serial),
    documentType: 'passport',
    documentNumber: persona.documents[0]?.number ?? '',
    firstName: persona.firstName,
    lastName: persona.lastName,
    middleName: persona.middleName,
    birthDate: birthDateFor(persona.age, new Date()),
    email: person.email,
    phoneNumber: person.phoneNumber,
    maritalStatus: person.maritalStatus ?? persona.maritalStatus,
    monthlyIncomeTax: person.monthlyIncomeTax,
  };
}

export const consentStep = { creditRegisterConsent: true, personalDataConsent: true };
const registration = { country: 'AM', region: 'Yerevan', community: 'Kentron', street: 'Abovyan', building: '10' };

/** Every step of applying alone for a catalogue flat of `price`: 30% down (to the thousand), 20 years, annuity, a first home. */
export function aloneOnFlatSteps(price: number, applicantData: ReturnType<typeof personaApplicantData>): [string, unknown][] {
  const downPayment = Math.ceil((price * 0.3) / 1_000) * 1_000;
  return [
    ['loanInfo', { currency: 'AMD', amount: price - downPayment, downPayment, termMonths: 240, repaymentType: 'annuity', reason: 'firstHome' }],
    ['applicantData', applicantData],
    ['consent', consentStep],
    ['coBorrower', { mode: 'alone' }],
    ['addresses', { currentSameAsRegistration: true, registration }],
  ];
}
