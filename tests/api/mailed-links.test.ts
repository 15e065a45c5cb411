import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { personaFor, twinSocialCard } from '../../api/server/adapters/sandbox-personas';
import { days } from '../../api/server/clock';
import { outboxMessages } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { get, nextAddress, post, signIn, signUpBody } from '../support/account-helpers';
import { pdfText } from '../support/pdf-text';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Every link a mail carries starts with PUBLIC_URL, whatever Host, X-Forwarded-Host or Origin the
 * request that caused it claimed: a forged Host must not turn a reset link into someone else's site.
 */

const publicUrl = 'https://tun.example.am';
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database, { publicUrl });
});
afterAll(() => database.close());

/** Headers a forged request would send to make the server build links to another site. */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', origin: 'http://evil.example', referer: 'http://evil.example/' };
const withForgedHost = (init: RequestInit): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), ...forged, 'x-forwarded-for': nextAddress() } });

const linksIn = (text: string) => text.match(/\bhttps?:\/\/[^\s"'<>)]+/g) ?? [];
const mailsTo = (recipients: string[]) => database.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, recipients));

describe('mailed links', () => {
  it('start with PUBLIC_URL in every mail: confirmation, reset, pre-qualification decision and reminder, and the letter', async () => {
    const body = signUpBody({ email: `links-${Date.now()}@example.am` });
    const email = body.email;
    expect((await t.request('/api/account/sign-up', withForgedHost(post(body)))).status).toBe(201);
    const [confirmation] = await mailsTo([email]);
    const confirm = new URL(linksIn(confirmation?.body ?? '')[0] ?? '');
    expect(confirm.origin).toBe(publicUrl);
    expect((await t.request(`/api/account/confirm-email?userId=${confirm.searchParams.get('userId')}&token=${confirm.searchParams.get('token')}`, withForgedHost(get()))).status).toBe(200);
    expect((await t.request(`/api/account/forgot-password/${encodeURIComponent(email)}`, withForgedHost({ method: 'POST' }))).status).toBeLessThan(300);

    // A refused pre-qualification: its mail has the unsubscribe link, and a reminder follows in 7 days.
    const token = await signIn(t, { email, password: body.password });
    const phone = '+37493555111';
    const persona = personaFor('lowIncome');
    const card = twinSocialCard(persona.socialCard, 77);
    const call = (path: string, payload: unknown) => t.json<{ id: string }>(path, withForgedHost(post(payload, { token })));
    const { body: application } = await call('/api/pre-approval', { amount: 30_000_000, termMonths: 240, socialCardNumber: card, documentType: 'passport', documentNumber: persona.documents[0]?.number, creditRegisterConsent: true });
    await call(`/api/pre-approval/${application.id}/personal-info`, { email, phoneNumber: phone, identificator: card });
    await call(`/api/pre-approval/${application.id}/otp/send`, { identificator: card });
    const [sms] = await mailsTo([phone]);
    await call(`/api/pre-approval/${application.id}/otp/check`, { otp: /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1], identificator: card });
    expect((await call(`/api/pre-approval/${application.id}/check-status`, { identificator: card })).status).toBe(200);
    t.clock.advance(days(7));
    const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl, secret: testSecret }) });
    await scheduler.runDue();

    const mails = await mailsTo([email]);
    const links = mails.flatMap((mail) => linksIn(mail.body));
    // Confirmation, reset, the decision's unsubscribe link, the reminder's apply and unsubscribe links.
    expect(mails.length).toBeGreaterThanOrEqual(4);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect(link.startsWith(`${publicUrl}/`), link).toBe(true);
  });

  it('the pre-qualification letter links to PUBLIC_URL too', async () => {
    const body = signUpBody({ email: `letter-${Date.now()}@example.am` });
    await t.request('/api/account/sign-up', post(body));
    const [confirmation] = await mailsTo([body.email]);
    const confirm = new URL(linksIn(confirmation?.body ?? '')[0] ?? '');
    await t.request(`/api/account/confirm-email?userId=${confirm.searchParams.get('userId')}&token=${confirm.searchParams.get('token')}`);
    const token = await signIn(t, { email: body.email, password: body.password });
    const persona = personaFor('eligible');
    const card = twinSocialCard(persona.socialCard, 78);
    const phone = '+37493555222';
    const call = (path: string, payload: unknown) => t.json<{ id: string }>(path, withForgedHost(post(payload, { token })));
    const { body: application } = await call('/api/pre-approval', { amount: 30_000_000, termMonths: 240, socialCardNumber: card, documentType: 'passport', documentNumber: persona.documents[0]?.number, creditRegisterConsent: true });
    await call(`/api/pre-approval/${application.id}/personal-info`, { email: body.email, phoneNumber: phone, identificator: card });
    await call(`/api/pre-approval/${application.id}/otp/send`, { identificator: card });
    const [sms] = await mailsTo([phone]);
    await call(`/api/pre-approval/${application.id}/otp/check`, { otp: /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1], identificator: card });
    await call(`/api/pre-approval/${application.id}/check-status`, { identificator: card });
    for (const link of (await mailsTo([body.email])).flatMap((mail) => linksIn(mail.body))) expect(link.startsWith(`${publicUrl}/`), link).toBe(true);
    const response = await t.request(`/api/pre-approval/${application.id}/letter`, withForgedHost(get({ token, lang: 'en' })));
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain(`${publicUrl}/en/buildings`);
    expect(text).not.toContain('evil.example');
  });
});
