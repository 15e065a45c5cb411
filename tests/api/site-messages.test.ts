import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubjects, partnerTypes } from '../../api/contract/site-messages';
import { days, hours } from '../../api/server/clock';
import { contactMessages, newsletterSubscriptions, partnershipApplications } from '../../api/server/db/schema';
import { newsletterUnsubscribeKey } from '../../api/server/services/site/newsletter.service';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { blogArticles } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { ensureNewsletterDigestScheduled, nextDigestTime } from '../../api/server/jobs/newsletter-digest';
import { Scheduler, type RunOutcome } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { captchaPass, get, mailbox, nextAddress, post, refusal, signIn, confirmedUser, startNextWindow, uniqueEmail } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { staffPerson } from '../drivers/office.api';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

type Refusal = { type: string; reason: string; params?: Record<string, unknown>; issues?: { path: string; message: string }[] };
const bankMailbox = 'info@tun.test';

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ani Hakobyan',
  email: uniqueEmail('ani'),
  phoneNumber: '+374 77 123456',
  subject: 'mortgageTerms',
  message: 'Can I apply together with my mother?',
  ...overrides,
});

const countRows = async (table: typeof contactMessages | typeof partnershipApplications) => (await database.db.select({ value: count() }).from(table))[0]?.value ?? 0;

describe('the contact form', () => {
  it('stores a message, mails it to the bank and confirms it to the sender with the reply promised within a working day', async () => {
    t.clock.set(new Date('2026-11-27T10:00:00Z')); // a Friday, 14:00 in Yerevan
    const body = contactBody({ subject: 'onlineApplication' });
    const { status, body: answer } = await t.json<{ id: number; replyBy: string }>('/api/contact-messages', post(body, { lang: 'ru' }));
    expect(status).toBe(201);
    // The next working day's close of business: Monday 18:00 in Yerevan.
    expect(answer.replyBy).toBe('2026-11-30T14:00:00.000Z');
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, answer.id));
    expect(stored).toMatchObject({ name: 'Ani Hakobyan', email: body.email, phoneNumber: '+37477123456', subject: 'onlineApplication', language: 'ru', userId: null });
    const [toBank] = await mailbox(t, bankMailbox);
    expect(toBank?.subject).toContain(`№ ${answer.id}`);
    expect(toBank?.body).toContain('Can I apply together with my mother?');
    expect(toBank?.body).toContain('Առցանց հայտ');
    const [confirmation] = await mailbox(t, body.email);
    expect(confirmation).toMatchObject({ subject: 'Ваше сообщение отправлено' });
    expect(confirmation?.body).toContain('в течение одного рабочего дня');
  });

  it('keeps who sent it when the sender is signed in', async () => {
    const user = await confirmedUser(t);
    const token = await signIn(t, user);
    const { status, body } = await t.json<{ id: number }>('/api/contact-messages', post(contactBody(), { token }));
    expect(status).toBe(201);
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(stored?.userId).toBe(user.userId);
  });

  it('accepts each subject of the form and refuses any other', async () => {
    for (const subject of contactSubjects) expect((await t.json('/api/contact-messages', post(contactBody({ subject })))).status).toBe(201);
    const { status, body } = await t.json<Refusal>('/api/contact-messages', post(contactBody({ subject: 'loans' })));
    expect(status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'subject' })]);
  });

  it.each([
    ['name', { name: '' }, 'validation:required'],
    ['name', { name: 'A' }, 'validation:tooShort'],
    ['name', { name: 'A'.repeat(101) }, 'validation:tooLong'],
    ['email', { email: 'not-an-email' }, 'validation:email'],
    ['email', { email: `${'a'.repeat(146)}@x.am` }, 'validation:tooLong'],
    ['phoneNumber', { phoneNumber: '12345' }, 'validation:phone'],
    ['message', { message: ' ' }, 'validation:required'],
    ['message', { message: 'x'.repeat(501) }, 'validation:tooLong'],
    ['message', { message: 'Hello\u0000there' }, 'validation:forbiddenCharacters'],
  ])('refuses a bad %s with its message and stores nothing', async (path, overrides, message) => {
    const before = await countRows(contactMessages);
    const { status, body } = await t.json<Refusal>('/api/contact-messages', post(contactBody(overrides)));
    expect(status).toBe(400);
    expect(body.issues?.[0]).toMatchObject({ path, message });
    expect(await countRows(contactMessages)).toBe(before);
  });

  it('asks for the captcha after three messages from one address in an hour, and lets a solved one through', async () => {
    startNextWindow(t.clock, hours(1));
    const address = nextAddress();
    for (let i = 0; i < 3; i += 1) expect((await t.json('/api/contact-messages', post(contactBody(), { address }))).status).toBe(201);
    const before = await countRows(contactMessages);
    const refused = await t.json<Refusal>('/api/contact-messages', post(contactBody(), { address }));
    expect(refused).toMatchObject({ status: 400, body: refusal('USER', 'CAPTCHA_REQUIRED', { captchaRequired: true }) });
    const wrong = await t.json<Refusal>('/api/contact-messages', post(contactBody({ captchaToken: 'made-up-pass' }), { address }));
    expect(wrong).toMatchObject({ status: 400, body: refusal('USER', 'CAPTCHA_INVALID', { captchaRequired: true }) });
    expect(await countRows(contactMessages)).toBe(before);
    const pass = await captchaPass(t);
    expect((await t.json('/api/contact-messages', post(contactBody({ captchaToken: pass }), { address }))).status).toBe(201);
    // A pass is spent once.
    expect((await t.json<Refusal>('/api/contact-messages', post(contactBody({ captchaToken: pass }), { address }))).body).toMatchObject(refusal('USER', 'CAPTCHA_INVALID'));
    // The next hour starts free again.
    startNextWindow(t.clock, hours(1));
    expect((await t.json('/api/contact-messages', post(contactBody(), { address }))).status).toBe(201);
  });

  it('refuses the eleventh message of one e-mail in a day with 429', async () => {
    startNextWindow(t.clock, days(1));
    const email = uniqueEmail('flood');
    for (let i = 0; i < 10; i += 1) expect((await t.json('/api/contact-messages', post(contactBody({ email })))).status).toBe(201);
    const { status, body } = await t.json<Refusal>('/api/contact-messages', post(contactBody({ email })));
    expect(status).toBe(429);
    expect(body).toMatchObject({ type: 'COMMON', reason: 'RATE_LIMITED' });
  });
});

describe('the newsletter', () => {
  const subscribe = (email: string, lang = 'en', address = nextAddress()) => t.json<Refusal & { status?: string }>('/api/subscriptions', post({ email }, { lang, address }));
  const confirmLink = async (email: string) => {
    const [mail] = await mailbox(t, email);
    const match = /newsletter\/confirm\?subscription=([\w-]+)/.exec(mail?.body ?? '');
    if (!match?.[1]) throw new Error(`no confirmation link in ${mail?.body}`);
    return match[1];
  };
  const statusOf = async (email: string) => (await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]?.status;

  it('subscribes with double opt-in: pending until the mailed link confirms it, then a welcome mail', async () => {
    const email = uniqueEmail('news');
    const { status, body } = await subscribe(email.toUpperCase(), 'hy');
    expect(status).toBe(201);
    expect(body).toEqual({ email, status: 'confirmationSent' });
    expect(await statusOf(email)).toBe('pending');
    const [mail] = await mailbox(t, email);
    expect(mail?.subject).toBe('Հաստատեք Tun-ի նորություններին բաժանորդագրությունը');
    expect(mail?.body).toContain('/hy/newsletter/confirm?subscription=');
    expect(mail?.body).toContain(`/hy/newsletter/unsubscribe?email=${encodeURIComponent(email)}&key=`);
    const token = await confirmLink(email);
    const confirmed = await t.json('/api/subscriptions/confirm', post({ token }));
    expect(confirmed).toMatchObject({ status: 200, body: { email } });
    expect(await statusOf(email)).toBe('confirmed');
    const [welcome] = await mailbox(t, email);
    expect(welcome?.subject).toBe('Դուք բաժանորդագրված եք Tun-ի նորություններին');
    expect(welcome?.body).toContain('/hy/newsletter/unsubscribe?');
    // The link works once.
    expect((await t.json('/api/subscriptions/confirm', post({ token }))).body).toEqual(refusal('SUBSCRIPTION', 'LINK_NOT_ACTIVE'));
  });

  it("says 'E-mail already subscribed' for a confirmed address and sends nothing", async () => {
    const email = uniqueEmail('twice');
    await subscribe(email);
    await t.json('/api/subscriptions/confirm', post({ token: await confirmLink(email) }));
    const mails = (await mailbox(t, email)).length;
    const { status, body } = await subscribe(email);
    expect(status).toBe(400);
    expect(body).toEqual(refusal('SUBSCRIPTION', 'EMAIL_ALREADY_SUBSCRIBED'));
    expect(await mailbox(t, email)).toHaveLength(mails);
  });

  it('sends a new link to a pending address, and the old link stops working', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    const first = await confirmLink(email);
    await subscribe(email);
    const second = await confirmLink(email);
    expect(second).not.toBe(first);
    expect((await t.json('/api/subscriptions/confirm', post({ token: first }))).body).toEqual(refusal('SUBSCRIPTION', 'LINK_NOT_ACTIVE'));
    expect((await t.json('/api/subscriptions/confirm', post({ token: second }))).status).toBe(200);
  });

  it('lets a confirmation link lapse after two days', async () => {
    const email = uniqueEmail('late');
    await subscribe(email);
    const token = await confirmLink(email);
    t.clock.advance(days(2) + 1);
    expect((await t.json('/api/subscriptions/confirm', post({ token }))).body).toEqual(refusal('SUBSCRIPTION', 'LINK_NOT_ACTIVE'));
    expect(await statusOf(email)).toBe('pending');
  });

  it('unsubscribes by the link of every mail; a forged key changes nothing; subscribing again starts over', async () => {
    const email = uniqueEmail('leave');
    await subscribe(email);
    await t.json('/api/subscriptions/confirm', post({ token: await confirmLink(email) }));
    const forged = await t.json('/api/subscriptions/unsubscribe', post({ email, key: newsletterUnsubscribeKey('another-secret-another-secret-0000', email) }));
    expect(forged).toMatchObject({ status: 400, body: refusal('SUBSCRIPTION', 'LINK_NOT_ACTIVE') });
    expect(await statusOf(email)).toBe('confirmed');
    const key = newsletterUnsubscribeKey(testSecret, email);
    expect((await t.request('/api/subscriptions/unsubscribe', post({ email, key }))).status).toBe(204);
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await t.request('/api/subscriptions/unsubscribe', post({ email, key }))).status).toBe(204);
    expect((await subscribe(email)).status).toBe(201);
    expect(await statusOf(email)).toBe('pending');
  });

  it('mails one address at most three confirmation links an hour', async () => {
    startNextWindow(t.clock, hours(1));
    const email = uniqueEmail('spam');
    for (let i = 0; i < 3; i += 1) expect((await subscribe(email)).status).toBe(201);
    expect((await subscribe(email)).status).toBe(429);
    expect(await mailbox(t, email)).toHaveLength(3);
  });

  it('mails confirmed subscribers on Mondays the articles published that week, in their language, with the unsubscribe link', async () => {
    expect(nextDigestTime(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextDigestTime(new Date('2026-11-30T06:00:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(nextDigestTime(new Date('2026-11-30T05:59:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
    const runDue = async () => {
      const outcomes: RunOutcome[] = [];
      for (let outcome = await scheduler.runNext(); outcome; outcome = await scheduler.runNext()) outcomes.push(outcome);
      expect(outcomes.filter((outcome) => outcome !== 'done')).toEqual([]);
    };
    t.clock.set(new Date('2026-12-01T08:00:00Z')); // a Tuesday
    await runDue();
    await ensureNewsletterDigestScheduled(database.db, t.clock);
    const reader = uniqueEmail('reader');
    await subscribe(reader, 'ru');
    await t.json('/api/subscriptions/confirm', post({ token: await confirmLink(reader) }));
    const undecided = uniqueEmail('undecided');
    await subscribe(undecided, 'en');
    const leaver = uniqueEmail('leaver');
    await subscribe(leaver, 'en');
    await t.json('/api/subscriptions/confirm', post({ token: await confirmLink(leaver) }));
    await t.request('/api/subscriptions/unsubscribe', post({ email: leaver, key: newsletterUnsubscribeKey(testSecret, leaver) }));
    const mailsOf = async (email: string) => (await mailbox(t, email)).length;
    const before = { reader: await mailsOf(reader), undecided: await mailsOf(undecided), leaver: await mailsOf(leaver) };

    // A week without a new article sends nothing.
    t.clock.set(new Date('2026-12-07T06:00:00Z'));
    await runDue();
    expect(await mailsOf(reader)).toBe(before.reader);

    await database.db.insert(blogArticles).values({
      slug: 'winter-heating-costs',
      publishedAt: new Date('2026-12-09T05:00:00Z'),
      readingMinutes: 3,
      coverMotif: 'house',
      coverSeed: 7,
      title: { hy: 'Ձմեռային ջեռուցում', ru: 'Зимнее отопление', en: 'Winter heating' },
      description: { hy: 'Ինչ արժե ջեռուցումը', ru: 'Сколько стоит отопление', en: 'What heating costs' },
      body: { hy: 'Տեքստ', ru: 'Текст', en: 'Text' },
      updatedAt: new Date('2026-12-09T05:00:00Z'),
    });
    t.clock.set(new Date('2026-12-14T06:00:00Z'));
    await runDue();
    const [letter] = await mailbox(t, reader);
    expect(letter?.subject).toBe('Tun: новые статьи в блоге (1)');
    expect(letter?.body).toContain('Зимнее отопление');
    expect(letter?.body).toContain('http://localhost/ru/blog/winter-heating-costs');
    expect(letter?.body).toContain(`/ru/newsletter/unsubscribe?email=${encodeURIComponent(reader)}&key=${newsletterUnsubscribeKey(testSecret, reader)}`);
    expect(await mailsOf(undecided)).toBe(before.undecided);
    expect(await mailsOf(leaver)).toBe(before.leaver);
    // The next Monday does not send it again.
    t.clock.set(new Date('2026-12-21T06:00:00Z'));
    await runDue();
    expect(await mailsOf(reader)).toBe(before.reader + 1);
  });

  it('refuses a malformed address or token with field messages', async () => {
    expect((await subscribe('nobody')).body.issues?.[0]).toMatchObject({ path: 'email', message: 'validation:email' });
    expect((await t.json<Refusal>('/api/subscriptions/confirm', post({ token: 'short' }))).body.issues?.[0]).toMatchObject({ path: 'token', message: 'validation:invalid' });
    expect((await t.json<Refusal>('/api/subscriptions/unsubscribe', post({ email: 'a@b.am', key: 'zz' }))).body.issues?.[0]).toMatchObject({ path: 'key' });
  });
});

describe('becoming a partner', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    companyName: 'Ararat Kitchens LLC',
    type: 'homeRenovation',
    offer: 'Kitchens made to measure, 10% off for the bank’s mortgage customers.',
    contactName: 'Gor Melikyan',
    email: uniqueEmail('partner'),
    phoneNumber: '+374 91 765432',
    website: 'https://ararat-kitchens.am',
    ...overrides,
  });

  it('stores an application, mails it to the bank, confirms it to the applicant and lists it for administrators only', async () => {
    const body = application();
    const { status, body: answer } = await t.json<{ id: number }>('/api/partnership-applications', post(body, { lang: 'en' }));
    expect(status).toBe(201);
    const [toBank] = await mailbox(t, bankMailbox);
    expect(toBank?.subject).toBe(`Գործընկերության հայտ № ${answer.id}. Ararat Kitchens LLC`);
    expect(toBank?.body).toContain('Տուն և վերանորոգում');
    expect((await mailbox(t, body.email))[0]?.subject).toBe('Your partnership application is received');

    const admin = await staffPerson(t, database.db, ['administrator']);
    const list = await t.json<{ id: number; companyName: string; type: string; website: string | null }[]>('/api/office/partnership-applications', get({ token: admin.token }));
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: answer.id, companyName: 'Ararat Kitchens LLC', type: 'homeRenovation', website: 'https://ararat-kitchens.am' });
    const moderator = await staffPerson(t, database.db, ['moderator']);
    expect((await t.json('/api/office/partnership-applications', get({ token: moderator.token }))).status).toBe(403);
    const customer = await signIn(t, await confirmedUser(t));
    expect((await t.json('/api/office/partnership-applications', get({ token: customer }))).status).toBe(403);
  });

  it('accepts every kind of partner and no website', async () => {
    for (const type of partnerTypes) expect((await t.json('/api/partnership-applications', post(application({ type, website: '' })))).status).toBe(201);
  });

  it.each([
    ['companyName', { companyName: 'X' }, 'validation:tooShort'],
    ['type', { type: 'bank' }, 'validation:required'],
    ['offer', { offer: 'Cheap' }, 'validation:tooShort'],
    ['contactName', { contactName: '' }, 'validation:required'],
    ['email', { email: 'x@' }, 'validation:email'],
    ['phoneNumber', { phoneNumber: '+1 555 0100' }, 'validation:phone'],
    ['website', { website: 'ararat kitchens' }, 'validation:url'],
  ])('refuses a bad %s and stores nothing', async (path, overrides, message) => {
    const before = await countRows(partnershipApplications);
    const { status, body } = await t.json<Refusal>('/api/partnership-applications', post(application(overrides)));
    expect(status).toBe(400);
    expect(body.issues?.[0]).toMatchObject({ path, message });
    expect(await countRows(partnershipApplications)).toBe(before);
  });

  it('asks for the captcha after two applications from one address in an hour', async () => {
    startNextWindow(t.clock, hours(1));
    const address = nextAddress();
    for (let i = 0; i < 2; i += 1) expect((await t.json('/api/partnership-applications', post(application(), { address }))).status).toBe(201);
    expect((await t.json('/api/partnership-applications', post(application(), { address }))).body).toMatchObject(refusal('USER', 'CAPTCHA_REQUIRED'));
    expect((await t.json('/api/partnership-applications', post(application({ captchaToken: await captchaPass(t) }), { address }))).status).toBe(201);
  });
});
