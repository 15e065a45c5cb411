import sharp from 'sharp';
import * as v from 'valibot';
import { expect } from 'vitest';
import { coApplicantInvitationViewSchema, type CoApplicantInvitationView, type CoApplicantRelationship } from '../../api/contract/co-applicant';
import { loanApplicationSchema, uploadedPictureSchema, type LoanApplication, type UploadedPicture } from '../../api/contract/loan-application';
import type { DecisionPerson } from '../../api/server/adapters/decision-engine';
import { personaFor as personaByBranch, spouseOf, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { mailbox, post, get, type CallOptions } from '../support/account-helpers';
import type { TestApp } from '../support/test-app';
import { addresses, applicantData, consent, freshCard, loanApi, loanInfo, signedInPerson, spouseData, type Person, type Refusal } from './loan-applications.api';

/*
 * The co-applicant API as a client calls it (issue 16): the main applicant's invite and recall, the
 * invited person's answer to the mailed link, and the co-applicant's own part. Every application and
 * invitation answer is checked against the contract's schema. `jointDraft` builds a draft applying
 * together, as two people would through the API.
 */

type Answer<T> = { status: number; body: T };
type Branch = SandboxPersona['branch'];

function checkedWith<T>(schema: v.GenericSchema, answer: Answer<T>): Answer<T> {
  if (answer.status === 200 || answer.status === 201) {
    const parsed = v.safeParse(schema, answer.body);
    if (!parsed.success) throw new Error(`the answer does not fit the contract: ${JSON.stringify(v.flatten(parsed.issues))}`);
  }
  return answer;
}

const send = (method: string, body: unknown, options: CallOptions): RequestInit => ({ ...post(body, options), method });

export const coApplicantApi = (t: TestApp) => {
  const application = async (path: string, init: RequestInit) => checkedWith(loanApplicationSchema, await t.json<LoanApplication & Refusal>(path, init));
  const invitation = async (path: string, init: RequestInit) => checkedWith(coApplicantInvitationViewSchema, await t.json<CoApplicantInvitationView & Refusal>(path, init));
  return {
    /** The main applicant invites (body: relationship, email, phoneNumber). */
    invite: (token: string | undefined, id: string, body: unknown, lang = 'en') => application(`/api/loan-applications/${id}/co-applicant`, post(body, { token, lang })),
    recall: (token: string | undefined, id: string, lang = 'en') => application(`/api/loan-applications/${id}/co-applicant`, send('DELETE', undefined, { token, lang })),
    /** The invited person, from the mailed link's token. */
    invitation: (token: string | undefined, invitationToken: string, lang = 'en') => invitation(`/api/co-applicant-invitations/${invitationToken}`, get({ token, lang })),
    accept: (token: string | undefined, invitationToken: string, lang = 'en') => application(`/api/co-applicant-invitations/${invitationToken}/accept`, post(undefined, { token, lang })),
    decline: (token: string | undefined, invitationToken: string, lang = 'en') => invitation(`/api/co-applicant-invitations/${invitationToken}/decline`, post(undefined, { token, lang })),
    /** The accepted co-applicant's own part. */
    step: (token: string | undefined, id: string, step: string, data: unknown) => application(`/api/loan-applications/${id}/co-applicant/steps`, send('PUT', { step, data }, { token })),
    complete: (token: string | undefined, id: string) => application(`/api/loan-applications/${id}/co-applicant/complete`, post(undefined, { token })),
    cancel: (token: string | undefined, id: string) => application(`/api/loan-applications/${id}/co-applicant/cancel`, post(undefined, { token })),
    /** A document picture of `owner` ('spouse' for the main applicant's spouse, 'coApplicantSpouse' for the co-applicant's). */
    upload: async (token: string | undefined, id: string, owner: string, kind: string, bytes?: Uint8Array) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes ?? (await documentPicture()))], { type: 'image/png' }), 'document.png');
      const answer = await t.json<UploadedPicture & Refusal>(`/api/loan-applications/${id}/pictures/${owner}/${kind}`, { method: 'PUT', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return checkedWith(uploadedPictureSchema, answer);
    },
    picture: (token: string | undefined, id: string, owner: string, kind: string) => t.request(`/api/loan-applications/${id}/pictures/${owner}/${kind}`, get({ token })),
  };
};

let picture: Promise<Buffer> | undefined;
/** A small png, as a phone's photo of a document would be after the server re-encodes it. */
export const documentPicture = () => (picture ??= sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f5d8a' } }).png().toBuffer());

/** The invitation link mailed to `email` (the latest), and its `coapplicant` token. */
export async function invitationLinkFor(t: TestApp, email: string): Promise<URL> {
  const message = (await mailbox(t, email)).find((candidate) => /[?&]coapplicant=/.test(candidate.body));
  const match = /https?:\/\/\S+[?&]coapplicant=[A-Za-z0-9_-]+/.exec(message?.body ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return new URL(match[0]);
}
export const invitationTokenFor = async (t: TestApp, email: string) => (await invitationLinkFor(t, email)).searchParams.get('coapplicant') ?? '';

/** The applicant-data step of a persona's fresh twin, with the persona's names and a document the registry knows as valid. */
export function personaData(branch: Branch, socialCard: string, overrides: Record<string, unknown> = {}) {
  const persona = personaByBranch(branch);
  const document = persona.documents.find((candidate) => candidate.valid) ?? persona.documents[0];
  return applicantData(socialCard, {
    firstName: persona.firstName,
    lastName: persona.lastName,
    middleName: persona.middleName,
    maritalStatus: persona.maritalStatus,
    documentType: document?.type ?? 'passport',
    documentNumber: document?.number ?? 'AT4567890',
    ...overrides,
  });
}

export interface JointDraftOptions {
  /** The main applicant's and the co-applicant's sandbox personas (each gets a fresh twin card). */
  applicant: Branch;
  coApplicant: Branch;
  relationship: CoApplicantRelationship;
  /** A primary-market flat to book; without it, a secondary application with a property price. */
  apartmentId?: number;
  loanInfo?: Record<string, unknown>;
  applicantData?: Record<string, unknown>;
  coApplicantData?: Record<string, unknown>;
  /** Stop before the co-applicant confirms their part (default: confirm it). */
  complete?: boolean;
  /** Stop once the invitation is accepted: the co-applicant has saved nothing, the applicant's addresses are not saved. */
  onlyAccept?: boolean;
}

export interface JointDraft {
  id: string;
  applicant: Person;
  coApplicant: Person;
  invitationToken: string;
  /** What the decision engine is asked about the applicant (from their applicant-data step). */
  applicantPerson: DecisionPerson;
  coApplicantPerson: DecisionPerson;
  applicantData: ReturnType<typeof applicantData>;
  coApplicantData: ReturnType<typeof applicantData>;
  /** The co-applicant's steps as they were saved, in order. */
  coApplicantSteps: { step: string; data: unknown }[];
}

const decisionPerson = (data: ReturnType<typeof applicantData>): DecisionPerson => ({
  socialCard: data.socialCardNumber,
  documentType: data.documentType as DecisionPerson['documentType'],
  documentNumber: data.documentNumber,
  birthDate: data.birthDate,
  monthlyIncomeTax: data.monthlyIncomeTax,
});

function expectOk(answer: { status: number; body: unknown }, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
}

/**
 * A draft applying together, as the two people would make it: the applicant starts, saves loan info,
 * applicant data and consent, invites; the invited person (a new confirmed account of the invited
 * e-mail) accepts from the mailed link and saves their part (with their spouse's data and pictures
 * when married to someone else) and confirms it; the applicant saves their addresses (and their
 * spouse's data and pictures when married). A spouse co-applicant is the applicant's registry spouse.
 */
export async function jointDraft(t: TestApp, options: JointDraftOptions): Promise<JointDraft> {
  const loans = loanApi(t);
  const co = coApplicantApi(t);
  const applicant = await signedInPerson(t);
  const coApplicant = await signedInPerson(t);
  const started = await loans.start(
    applicant.token,
    options.apartmentId === undefined ? { property: null, marketType: '1' } : { property: { marketType: '0', apartmentId: options.apartmentId } },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id;
  const info = loanInfo({ ...(options.apartmentId === undefined ? { propertyPrice: 40_000_000 } : {}), ...options.loanInfo });
  const mine = personaData(options.applicant, freshCard(options.applicant), options.applicantData);
  expectOk(await loans.step(applicant.token, id, 'loanInfo', info), 'loanInfo');
  expectOk(await loans.step(applicant.token, id, 'applicantData', mine), 'applicantData');
  expectOk(await loans.step(applicant.token, id, 'consent', consent), 'consent');
  expectOk(await co.invite(applicant.token, id, { relationship: options.relationship, email: coApplicant.email, phoneNumber: '+37491000077' }), 'invite');
  const invitationToken = await invitationTokenFor(t, coApplicant.email);
  expectOk(await co.accept(coApplicant.token, invitationToken), 'accept');
  const coCardFor = () => (options.relationship === 'spouse' ? (spouseOf(mine.socialCardNumber) ?? freshCard(options.coApplicant)) : freshCard(options.coApplicant));
  if (options.onlyAccept) {
    const planned = personaData(options.coApplicant, coCardFor(), { email: coApplicant.email, ...options.coApplicantData });
    return { id, applicant, coApplicant, invitationToken, applicantPerson: decisionPerson(mine), coApplicantPerson: decisionPerson(planned), applicantData: mine, coApplicantData: planned, coApplicantSteps: [] };
  }
  const coCard = options.relationship === 'spouse' ? (spouseOf(mine.socialCardNumber) ?? freshCard(options.coApplicant)) : freshCard(options.coApplicant);
  const theirs = personaData(options.coApplicant, coCard, { email: coApplicant.email, ...options.coApplicantData });
  const coSteps: { step: string; data: unknown }[] = [
    { step: 'applicantData', data: theirs },
    { step: 'consent', data: consent },
    { step: 'addresses', data: addresses },
  ];
  const coMarriedElsewhere = theirs.maritalStatus === 'married' && options.relationship !== 'spouse';
  if (coMarriedElsewhere) coSteps.push({ step: 'spouseData', data: { ...spouseData, socialCardNumber: freshCard('eligibleSpouse') } });
  for (const { step, data } of coSteps) expectOk(await co.step(coApplicant.token, id, step, data), `co-applicant ${step}`);
  if (coMarriedElsewhere) for (const kind of ['front', 'back']) expect((await co.upload(coApplicant.token, id, 'coApplicantSpouse', kind)).status).toBe(200);
  if (options.complete !== false) expectOk(await co.complete(coApplicant.token, id), 'complete');
  expectOk(await loans.step(applicant.token, id, 'addresses', addresses), 'addresses');
  // The applicant's spouse step is owed only when the spouse is not the co-applicant (whose own part holds their data).
  if (mine.maritalStatus === 'married' && options.relationship !== 'spouse') {
    const spouse = { ...spouseData, socialCardNumber: spouseOf(mine.socialCardNumber) ?? freshCard('eligibleSpouse') };
    expectOk(await loans.step(applicant.token, id, 'spouseData', spouse), 'spouseData');
    for (const kind of ['front', 'back']) expect((await co.upload(applicant.token, id, 'spouse', kind)).status).toBe(200);
  }
  return {
    id,
    applicant,
    coApplicant,
    invitationToken,
    applicantPerson: decisionPerson(mine),
    coApplicantPerson: decisionPerson(theirs),
    applicantData: mine,
    coApplicantData: theirs,
    coApplicantSteps: coSteps,
  };
}
