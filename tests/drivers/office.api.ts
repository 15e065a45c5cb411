import { expect } from 'vitest';
import type { StaffRole } from '../../api/contract/office';
import type { Database } from '../../api/server/db/database';
import { staffMembers } from '../../api/server/db/schema';
import { totpCode } from '../../api/server/security/totp';
import { confirmedUser, get, post, type CallOptions, type TestUser } from '../support/account-helpers';
import type { TestApp } from '../support/test-app';

/*
 * The office as its staff call it (issue 18): a member made directly in the database (the
 * administrator's own route is tests/api/office-staff.test.ts's), signed in with their password and
 * the authenticator app's code, and the workspaces' calls.
 */

export type StaffPerson = TestUser & { userId: string; token: string; secret: string };
type Assignment = { branchCode?: string; developerId?: number; agencyId?: number; storeId?: number; notaryId?: string };

/** A confirmed account made staff with `roles`, enrolled and signed in to the office. */
export async function staffPerson(t: TestApp, db: Database['db'], roles: StaffRole[], assignment: Assignment = {}): Promise<StaffPerson> {
  const user = await confirmedUser(t);
  const now = t.clock.now();
  await db.insert(staffMembers).values({
    userId: user.userId,
    roles,
    branchCode: assignment.branchCode ?? null,
    developerId: assignment.developerId ?? null,
    agencyId: assignment.agencyId ?? null,
    storeId: assignment.storeId ?? null,
    notaryId: assignment.notaryId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const first = await t.json<{ challenge: string; enrolment: { secret: string } | null }>('/api/office/sign-in', post({ email: user.email, password: user.password }));
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const secret = first.body.enrolment?.secret ?? '';
  const second = await t.json<{ token: string }>('/api/office/sign-in/verify', post({ challenge: first.body.challenge, code: totpCode(secret, t.clock.now()) }));
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return { ...user, token: second.body.token, secret };
}

const send = (method: string, body: unknown, options: CallOptions): RequestInit => ({ ...post(body, options), method });

export const officeApi = (t: TestApp) => ({
  queue: (token: string, query = '') => t.json<{ cases: { applicationId: string; kind: string; waitingSince: string; claim: { mine: boolean; staffId: string } | null }[]; total: number }>(`/api/office/cases${query}`, get({ token })),
  case: (token: string, id: string) => t.json<Record<string, unknown> & { decisions: string[]; status: string }>(`/api/office/cases/${id}`, get({ token })),
  claim: (token: string, id: string) => t.json<{ expiresAt: string; mine: boolean }>(`/api/office/cases/${id}/claim`, post(undefined, { token })),
  release: (token: string, id: string) => t.json(`/api/office/cases/${id}/claim`, send('DELETE', undefined, { token })),
  decide: (token: string, id: string, decision: Record<string, unknown>) => t.json<Record<string, unknown> & { status: string }>(`/api/office/cases/${id}/decisions`, post(decision, { token })),
  partner: (token: string) => t.json<{ waiting: { applicationId: string; property: { propertyId: number } }[]; applications: unknown[]; bookings: unknown[]; requests: unknown[] }>('/api/office/partner', get({ token })),
  availability: (token: string, id: string, answer: Record<string, unknown>) => t.json<{ status: string }>(`/api/office/partner/availability/${id}`, post(answer, { token })),
  price: (token: string, body: Record<string, unknown>) => t.json<{ price: number; applicationIds: string[] }>('/api/office/partner/prices', send('PUT', body, { token })),
  notary: (token: string) => t.json<{ appointments: { applicationId: string }[]; freeSlots: string[]; packages: { applicationId: string; status: string }[] }>('/api/office/notary', get({ token })),
  packageStep: (token: string, id: string, step: string) => t.json<{ status: string }>(`/api/office/notary/packages/${id}`, post({ step }, { token })),
  reviews: (token: string, query = '') => t.json<{ id: number; hidden: boolean; moderationReason: string | null }[]>(`/api/office/reviews${query}`, get({ token })),
  moderate: (token: string, id: number, body: Record<string, unknown>) => t.json(`/api/office/reviews/${id}`, send('PUT', body, { token })),
  sandboxModes: (token: string) => t.json<Record<string, string>>('/api/office/sandbox-modes', get({ token })),
  setSandboxModes: (token: string, modes: Record<string, string>) => t.json<Record<string, string>>('/api/office/sandbox-modes', send('PUT', modes, { token })),
});
