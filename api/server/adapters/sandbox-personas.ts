import type { DocumentType } from '../../contract/prequal';

/**
 * The sandbox's people, chosen by social card number like a payment provider's test cards: each one
 * leads pre-qualification down one branch. The README lists them. Ages are kept from the clock, so a
 * persona is as old on every day the sandbox runs. The last three digits pick the persona: any ten
 * digits ending in them are another person with the same story (a social card is bound to one
 * account, so each account that tries a branch needs its own card); a number ending otherwise is
 * unknown to the registry (a wrong social card). Everyone holds a passport; some an identification card too.
 */
export interface SandboxPersona {
  socialCard: string;
  /** The branch this persona shows. */
  branch:
    | 'eligible'
    | 'eligibleLower'
    | 'tooYoung'
    | 'tooOld'
    | 'tooOldAtMaturity'
    | 'notCitizen'
    | 'documentMismatch'
    | 'lowIncome'
    | 'creditHistory'
    | 'manualReview'
    | 'registryDown'
    | 'creditRegisterDown'
    /** Eligible, and the registry has no patronymic for her: the applicant data's patronymic stays empty. */
    | 'noPatronymic'
    // Co-applicants (issue 16): people an applicant applies together with.
    | 'eligibleSpouse'
    | 'coApplicantFamily'
    | 'coApplicantNotCitizen'
    | 'coApplicantTooOldAtMaturity'
    | 'coApplicantCreditHistory'
    | 'coApplicantDocumentMismatch';
  firstName: string;
  lastName: string;
  /** The patronymic; empty for a person the registry records none for. */
  middleName: string;
  /** Whole years of age on any day the sandbox is asked. */
  age: number;
  citizenship: string;
  /** Documents the registry holds; `valid: false` is a document replaced by a newer one. */
  documents: { type: DocumentType; number: string; valid: boolean }[];
  maritalStatus: 'married' | 'single' | 'divorced' | 'widow';
  /** The spouse the registry has this persona married to; a twin's spouse is the same serial's twin of it (`spouseOf`). */
  spouseSocialCard: string | null;
  /** The credit register: net monthly income and payments on loans, drams, and a score (300–850). */
  credit: { monthlyIncome: number; monthlyObligations: number; score: number };
}

const passport = (number: string, valid = true) => ({ type: 'passport' as const, number, valid });
const biometric = (number: string, valid = true) => ({ type: 'biometricPassport' as const, number, valid });
const idCard = (number: string, valid = true) => ({ type: 'idCard' as const, number, valid });
const steady = { monthlyIncome: 900_000, monthlyObligations: 0, score: 780 };

export const sandboxPersonas: readonly SandboxPersona[] = [
  { socialCard: '1000000011', branch: 'eligible', firstName: 'Anna', lastName: 'Hakobyan', middleName: 'Aramovna', age: 34, citizenship: 'AM', documents: [passport('AN1234567'), idCard('001234567')], maritalStatus: 'married', spouseSocialCard: '1000000127', credit: steady },
  { socialCard: '1000000134', branch: 'eligibleLower', firstName: 'Tigran', lastName: 'Petrosyan', middleName: 'Samvel', age: 29, citizenship: 'AM', documents: [passport('AT4567890'), idCard('004567890')], maritalStatus: 'single', spouseSocialCard: null, credit: { monthlyIncome: 450_000, monthlyObligations: 30_000, score: 720 } },
  { socialCard: '1000000028', branch: 'tooYoung', firstName: 'Davit', lastName: 'Sargsyan', middleName: 'Hovhannes', age: 17, citizenship: 'AM', documents: [passport('AS2345678'), idCard('002345678')], maritalStatus: 'single', spouseSocialCard: null, credit: { monthlyIncome: 150_000, monthlyObligations: 0, score: 700 } },
  { socialCard: '1000000110', branch: 'tooOld', firstName: 'Hasmik', lastName: 'Martirosyan', middleName: 'Levon', age: 66, citizenship: 'AM', documents: [passport('AM1122334')], maritalStatus: 'widow', spouseSocialCard: null, credit: steady },
  { socialCard: '1000000035', branch: 'tooOldAtMaturity', firstName: 'Karen', lastName: 'Grigoryan', middleName: 'Ashot', age: 55, citizenship: 'AM', documents: [passport('AM2345678')], maritalStatus: 'married', spouseSocialCard: null, credit: { monthlyIncome: 1_200_000, monthlyObligations: 0, score: 760 } },
  { socialCard: '1000000042', branch: 'notCitizen', firstName: 'Ivan', lastName: 'Petrov', middleName: 'Sergeevich', age: 40, citizenship: 'RU', documents: [passport('RU7531234')], maritalStatus: 'married', spouseSocialCard: null, credit: steady },
  { socialCard: '1000000059', branch: 'documentMismatch', firstName: 'Lilit', lastName: 'Avetisyan', middleName: 'Gagik', age: 29, citizenship: 'AM', documents: [passport('AR3456789', false), biometric('AR9876543')], maritalStatus: 'single', spouseSocialCard: null, credit: steady },
  { socialCard: '1000000066', branch: 'lowIncome', firstName: 'Gor', lastName: 'Mkrtchyan', middleName: 'Vardan', age: 31, citizenship: 'AM', documents: [passport('AK3456789'), idCard('003456789')], maritalStatus: 'single', spouseSocialCard: null, credit: { monthlyIncome: 250_000, monthlyObligations: 120_000, score: 720 } },
  { socialCard: '1000000103', branch: 'creditHistory', firstName: 'Armen', lastName: 'Vardanyan', middleName: 'Karen', age: 38, citizenship: 'AM', documents: [passport('AR1029384')], maritalStatus: 'divorced', spouseSocialCard: null, credit: { monthlyIncome: 800_000, monthlyObligations: 100_000, score: 430 } },
  { socialCard: '1000000073', branch: 'manualReview', firstName: 'Narine', lastName: 'Harutyunyan', middleName: 'Mher', age: 45, citizenship: 'AM', documents: [passport('AP5566778')], maritalStatus: 'married', spouseSocialCard: null, credit: { monthlyIncome: 700_000, monthlyObligations: 50_000, score: 610 } },
  { socialCard: '1000000080', branch: 'registryDown', firstName: 'Sona', lastName: 'Ghazaryan', middleName: 'Ruben', age: 36, citizenship: 'AM', documents: [passport('AG5678901'), idCard('005678901')], maritalStatus: 'single', spouseSocialCard: null, credit: steady },
  { socialCard: '1000000196', branch: 'noPatronymic', firstName: 'Sofia', lastName: 'Karapetyan', middleName: '', age: 30, citizenship: 'AM', documents: [passport('AS1961961'), idCard('001961961')], maritalStatus: 'single', spouseSocialCard: null, credit: steady },
  { socialCard: '1000000097', branch: 'creditRegisterDown', firstName: 'Vahe', lastName: 'Simonyan', middleName: 'Artur', age: 42, citizenship: 'AM', documents: [passport('AH6789012'), idCard('006789012')], maritalStatus: 'married', spouseSocialCard: null, credit: steady },
  // Co-applicants (issue 16). Aram is Anna's husband in the registry (and each twin of his, the same serial's twin of hers).
  { socialCard: '1000000127', branch: 'eligibleSpouse', firstName: 'Aram', lastName: 'Hakobyan', middleName: 'Levon', age: 36, citizenship: 'AM', documents: [idCard('001234599'), passport('AM7654321')], maritalStatus: 'married', spouseSocialCard: '1000000011', credit: { monthlyIncome: 500_000, monthlyObligations: 0, score: 770 } },
  { socialCard: '1000000141', branch: 'coApplicantFamily', firstName: 'Mariam', lastName: 'Hakobyan', middleName: 'Aramovna', age: 31, citizenship: 'AM', documents: [passport('AD1414141'), idCard('001414141')], maritalStatus: 'single', spouseSocialCard: null, credit: { monthlyIncome: 600_000, monthlyObligations: 0, score: 790 } },
  { socialCard: '1000000158', branch: 'coApplicantNotCitizen', firstName: 'Olga', lastName: 'Sidorova', middleName: 'Ivanovna', age: 33, citizenship: 'RU', documents: [passport('RU1581581')], maritalStatus: 'single', spouseSocialCard: null, credit: steady },
  { socialCard: '1000000165', branch: 'coApplicantTooOldAtMaturity', firstName: 'Levon', lastName: 'Hakobyan', middleName: 'Grigor', age: 58, citizenship: 'AM', documents: [passport('AL1651651')], maritalStatus: 'widow', spouseSocialCard: null, credit: steady },
  { socialCard: '1000000172', branch: 'coApplicantCreditHistory', firstName: 'Ani', lastName: 'Sargsyan', middleName: 'Vazgen', age: 35, citizenship: 'AM', documents: [passport('AS1721721')], maritalStatus: 'single', spouseSocialCard: null, credit: { monthlyIncome: 700_000, monthlyObligations: 150_000, score: 420 } },
  { socialCard: '1000000189', branch: 'coApplicantDocumentMismatch', firstName: 'Hayk', lastName: 'Avetisyan', middleName: 'Gagik', age: 32, citizenship: 'AM', documents: [passport('AH1891891', false), biometric('AH9819819')], maritalStatus: 'single', spouseSocialCard: null, credit: steady },
];

const branchDigits = (socialCard: string) => socialCard.slice(-3);

/** The persona a social card shows: the one whose card ends in the same three digits. */
export const personaOf = (socialCard: string) => (/^\d{10}$/.test(socialCard) ? sandboxPersonas.find((persona) => branchDigits(persona.socialCard) === branchDigits(socialCard)) : undefined);

/**
 * Another person with the story of the persona (or unknown number) `socialCard` ends like: the same
 * last three digits after seven of the serial's. Serial 0 is the README's card itself.
 */
export function twinSocialCard(socialCard: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial >= 9_000_000) throw new Error(`no twin social card for serial ${serial}`);
  return `${1_000_000 + serial}${branchDigits(socialCard)}`;
}

/**
 * The spouse the registry has the person of `socialCard` married to: the persona's spouse, as the
 * same serial's twin (twin n of Anna is married to twin n of Aram), so tests that need fresh cards
 * can still build a married couple.
 */
export function spouseOf(socialCard: string): string | null {
  const spouse = personaOf(socialCard)?.spouseSocialCard;
  return spouse ? `${socialCard.slice(0, -3)}${branchDigits(spouse)}` : null;
}

/** The persona that shows a branch (tests and the README pick by branch). */
export function personaFor(branch: SandboxPersona['branch']): SandboxPersona {
  const persona = sandboxPersonas.find((candidate) => candidate.branch === branch);
  if (!persona) throw new Error(`no sandbox persona for ${branch}`);
  return persona;
}

/**
 * The lending process's sandboxes after the offer (issue 17) choose their branch by the first two
 * digits of the person's social card (as their application data gives it), so any persona above that
 * reaches an offer can take them: `91…` misses their first video call (and joins the next one they
 * book), `92…` fails the video call (the bank's employee cannot confirm them), `93…` is failed by the
 * bank's employee when the identification provider hands them to a manual check. Any other card
 * joins and passes. The identification widget's own outcome is chosen on its sandbox page. (A
 * `twinSocialCard` serial from 8,000,000 up starts with 9 too: keep ordinary twins below it.)
 */
export const processPersonaPrefixes = {
  missesFirstVideoCall: '91',
  failsVideoCall: '92',
  failsManualIdentification: '93',
  // The completion (notary.sandbox.ts, branch-visit.sandbox.ts) by the main applicant's card: `94…`
  // does not come to their first notary appointment (notary.appointmentMissed; the one they book
  // after it is kept), `95…` does not come to the resale home's branch visit (nothing happens: the
  // 30-day process window expires the application).
  missesFirstNotaryAppointment: '94',
  missesBranchVisit: '95',
  // `96…`: the identification provider is down for the person: it opens no widget session for the
  // first 5 minutes after the offer is accepted (identification-provider.sandbox.ts), then it does.
  identificationUnavailable: '96',
} as const;
export type ProcessPersona = keyof typeof processPersonaPrefixes | 'ordinary';

/** The process branch a social card takes. */
export function processPersonaOf(socialCard: string): ProcessPersona {
  const found = (Object.entries(processPersonaPrefixes) as [keyof typeof processPersonaPrefixes, string][]).find(([, prefix]) => socialCard.startsWith(prefix));
  return found ? found[0] : 'ordinary';
}

/** A twin of the persona of `socialCard` (its last three digits) that takes the process branch `persona`: the branch's two digits, a five-digit serial, the persona's three. */
export function processTwinSocialCard(socialCard: string, persona: keyof typeof processPersonaPrefixes, serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > 99_999) throw new Error(`no process twin social card for serial ${serial}`);
  return `${processPersonaPrefixes[persona]}${String(serial).padStart(5, '0')}${branchDigits(socialCard)}`;
}
