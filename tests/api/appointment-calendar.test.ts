import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import { hours, minutes } from '../../api/server/clock';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { escapeText, foldLine } from '../../api/server/services/lending/appointment-calendar';
import hyAppointments from '../../locales/hy/appointments.json';
import ruAppointments from '../../locales/ru/appointments.json';
import enAppointments from '../../locales/en/appointments.json';
import { appointmentApi, appointmentWorld, freeHourOn, setReader, toLoanApproved, type AppointmentWorld } from '../drivers/appointments.api';
import { identify, offerAcceptedAlone, offerAcceptedTogether, signInAgain } from '../drivers/lending-process.api';
import { expectedKind } from '../support/test-database';

/*
 * Each booked appointment of the lending process as an iCalendar file (RFC 5545) for the people on
 * the application only: the video call (each person's own), the notary and the branch visit (both
 * people's), in the account's language, with the start and end in UTC, the place, what to bring,
 * a UID that stays the person's across moves (SEQUENCE counts them), text escaped and lines folded.
 */

const texts = { hy: hyAppointments, ru: ruAppointments, en: enAppointments };
let world: AppointmentWorld;
let api: ReturnType<typeof appointmentApi>;
beforeAll(async () => {
  world = await appointmentWorld();
  api = appointmentApi(world.t);
});
afterAll(() => world.database.close());

const [kentron, arabkir] = sandboxNotaryOffices as [(typeof sandboxNotaryOffices)[number], (typeof sandboxNotaryOffices)[number]];
const yerevanBranch = branchSeed.find((branch) => branch.city.en === 'Yerevan') as (typeof branchSeed)[number];

/** The physical lines of a file: CRLF-ended, none longer than 75 octets. */
function physicalLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  return lines;
}

/** The content lines, unfolded, as name (with parameters) to value; the VALARM's own are left out. */
function properties(text: string): Map<string, string> {
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out = new Map<string, string>();
  let inAlarm = false;
  for (const line of unfolded) {
    if (line === 'BEGIN:VALARM') inAlarm = true;
    if (line === 'END:VALARM') inAlarm = false;
    const colon = line.indexOf(':');
    if (colon > 0 && !inAlarm && !out.has(line.slice(0, colon))) out.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return out;
}

/** A TEXT value read back (section 3.3.11). */
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const utc = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

describe(`the appointments' calendar files (${expectedKind})`, () => {
  it('escapes TEXT and folds lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne\r\nf')).toBe('a\\;b\\,c\\\\d\\ne\\nf');
    const armenian = `DESCRIPTION;LANGUAGE=hy:${'Երևան, Թումանյան փ. 12։ '.repeat(12)}`;
    const folded = foldLine(armenian);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(armenian);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('the notary appointment for both people in each one’s language: summary, the office’s address, start and end in UTC, what to bring; moved, the same UID with the next SEQUENCE', async () => {
    const app = await offerAcceptedTogether(world);
    await toLoanApproved(world, app);
    const slotAt = await freeHourOn(api.notarySlots(app.applicant.token, app.id, kentron.id), '2026-03-04');
    expect((await api.bookNotary(app.applicant.token, app.id, kentron.id, slotAt)).status).toBe(200);
    for (const lang of ['hy', 'ru', 'en'] as const) {
      await setReader(world, app.applicant, lang, '+37491111111');
      await setReader(world, app.coApplicant, lang === 'en' ? 'hy' : 'en', '+37491222222');
      const file = await api.calendar(app.applicant.token, app.id, 'notary');
      expect(file.status, file.text).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="tun-notary-2026-03-04.ics"');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      const lines = physicalLines(file.text);
      expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
      expect(lines.at(-1)).toBe('END:VCALENDAR');
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      const event = properties(file.text);
      expect(event.get('UID')).toBe(`${app.id}-notary-applicant@localhost`);
      expect(event.get('SEQUENCE')).toBe('0');
      expect(event.get('DTSTAMP')).toBe(utc(world.t.clock.now().toISOString()));
      expect(event.get('DTSTART')).toBe(utc(slotAt));
      expect(event.get('DTEND')).toBe(utc(new Date(Date.parse(slotAt) + hours(1)).toISOString()));
      expect(unescape(event.get(`SUMMARY;LANGUAGE=${lang}`) ?? '')).toBe(texts[lang].kinds.notary.summary);
      const location = event.get(`LOCATION;LANGUAGE=${lang}`) ?? '';
      // The address's commas are escaped in the file.
      expect(location).toContain(kentron.address[lang].replace(/,/g, '\\,'));
      expect(unescape(location)).toBe(`${kentron.name[lang]}, ${kentron.address[lang]} (${lang === 'en' ? 'tel.' : lang === 'ru' ? 'тел.' : 'հեռ.'} ${kentron.phone})`);
      const description = unescape(event.get(`DESCRIPTION;LANGUAGE=${lang}`) ?? '');
      expect(description).toContain(texts[lang].kinds.notary.intro);
      expect(description).toContain(texts[lang].bringTitle);
      expect(description).toContain(texts[lang].kinds.notary.bring[0]?.replace('{{document}}', texts[lang].documents.passport));
      expect(description).toContain(`http://localhost/${lang}/loan-applications/${app.id}/process`);
      // A long description is folded; its line breaks are `\n` in one content line.
      expect(file.text).toMatch(/\r\n /);
      expect(event.get(`DESCRIPTION;LANGUAGE=${lang}`)).toContain('\\n');
      expect(event.get('URL')).toBe(`http://localhost/${lang}/loan-applications/${app.id}/process`);
      expect(file.text).toContain('TRIGGER:-PT1H');

      // The co-applicant's file: theirs (another UID), in their own language.
      const coLang = lang === 'en' ? 'hy' : 'en';
      const co = await api.calendar(app.coApplicant.token, app.id, 'notary');
      expect(co.status).toBe(200);
      const coEvent = properties(co.text);
      expect(coEvent.get('UID')).toBe(`${app.id}-notary-coApplicant@localhost`);
      expect(coEvent.get('DTSTART')).toBe(utc(slotAt));
      expect(unescape(coEvent.get(`SUMMARY;LANGUAGE=${coLang}`) ?? '')).toBe(texts[coLang].kinds.notary.summary);
    }

    // Moved to another notary and day: the same event of the person's calendar, updated.
    const movedAt = await freeHourOn(api.notarySlots(app.applicant.token, app.id, arabkir.id), '2026-03-05');
    expect((await api.bookNotary(app.applicant.token, app.id, arabkir.id, movedAt)).status).toBe(200);
    const moved = properties((await api.calendar(app.applicant.token, app.id, 'notary')).text);
    expect(moved.get('UID')).toBe(`${app.id}-notary-applicant@localhost`);
    expect(moved.get('SEQUENCE')).toBe('1');
    expect(moved.get('DTSTART')).toBe(utc(movedAt));
    expect(unescape(moved.get('LOCATION;LANGUAGE=en') ?? '')).toContain(arabkir.address.en);
  });

  it('the video call is each person’s own: its place is the process page, 30 minutes long; the other person without one booked gets 404', async () => {
    const app = await offerAcceptedTogether(world);
    await identify(world, app.applicant.token, app.id);
    await identify(world, app.coApplicant.token, app.id);
    await signInAgain(world, app.applicant, app.coApplicant);
    await setReader(world, app.applicant, 'ru', '+37491333333');
    const slots = await api.callSlots(app.applicant.token, app.id);
    const slotAt = slots.body.find((slot) => slot.available && Date.parse(slot.at) > world.t.clock.now().getTime() + hours(2))?.at ?? '';
    expect((await api.bookCall(app.applicant.token, app.id, slotAt)).status).toBe(200);
    const file = await api.calendar(app.applicant.token, app.id, 'video-call');
    expect(file.status, file.text).toBe(200);
    physicalLines(file.text);
    const event = properties(file.text);
    expect(event.get('UID')).toBe(`${app.id}-videoCall-applicant@localhost`);
    expect(event.get('DTSTART')).toBe(utc(slotAt));
    expect(event.get('DTEND')).toBe(utc(new Date(Date.parse(slotAt) + minutes(30)).toISOString()));
    expect(unescape(event.get('SUMMARY;LANGUAGE=ru') ?? '')).toBe(ruAppointments.kinds.videoCall.summary);
    expect(unescape(event.get('LOCATION;LANGUAGE=ru') ?? '')).toBe(`http://localhost/ru/loan-applications/${app.id}/process`);
    expect(unescape(event.get('DESCRIPTION;LANGUAGE=ru') ?? '')).toContain(ruAppointments.kinds.videoCall.bring[1]);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="tun-video-call-2026-03-0\d\.ics"$/);
    // The co-applicant has not booked their call; nobody has a notary appointment yet.
    expect((await api.calendar(app.coApplicant.token, app.id, 'video-call')).status).toBe(404);
    expect((await api.calendar(app.applicant.token, app.id, 'notary')).status).toBe(404);
  });

  it('the branch visit of a resale home: the branch’s name and address, in Armenian', async () => {
    const app = await offerAcceptedAlone(world, { secondary: true });
    await setReader(world, app.applicant, 'hy', '+37491444444');
    const slotAt = await freeHourOn(api.branchSlots(app.applicant.token, app.id, yerevanBranch.code), '2026-03-04');
    const booked = await api.bookBranch(app.applicant.token, app.id, yerevanBranch.code, slotAt);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const file = await api.calendar(app.applicant.token, app.id, 'branch-visit');
    expect(file.status, file.text).toBe(200);
    physicalLines(file.text);
    const event = properties(file.text);
    expect(event.get('UID')).toBe(`${app.id}-branchVisit-applicant@localhost`);
    expect(event.get('DTSTART')).toBe(utc(slotAt));
    expect(event.get('DTEND')).toBe(utc(new Date(Date.parse(slotAt) + hours(1)).toISOString()));
    expect(unescape(event.get('SUMMARY;LANGUAGE=hy') ?? '')).toBe(hyAppointments.kinds.branchVisit.summary);
    expect(unescape(event.get('LOCATION;LANGUAGE=hy') ?? '')).toBe(`Tun բանկ, «${yerevanBranch.name.hy}» մասնաճյուղ, ${yerevanBranch.address.hy}`);
    expect(unescape(event.get('DESCRIPTION;LANGUAGE=hy') ?? '')).toContain(hyAppointments.kinds.branchVisit.bring[3]);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="tun-branch-visit-2026-03-04.ics"');
  });

  it('is refused to anyone but the people on the application (404), without a session (401), and for an unknown appointment (400); an ended application has none', async () => {
    const app = await offerAcceptedAlone(world);
    await identify(world, app.applicant.token, app.id);
    await signInAgain(world, app.applicant);
    const slotAt = (await api.callSlots(app.applicant.token, app.id)).body.find((slot) => slot.available && Date.parse(slot.at) > world.t.clock.now().getTime() + hours(2))?.at ?? '';
    expect((await api.bookCall(app.applicant.token, app.id, slotAt)).status).toBe(200);
    expect((await api.calendar(app.applicant.token, app.id, 'video-call')).status).toBe(200);
    const stranger = await offerAcceptedAlone(world);
    for (const appointment of ['notary', 'video-call', 'branch-visit']) {
      const refused = await api.calendar(stranger.applicant.token, app.id, appointment);
      expect(refused.status).toBe(404);
      expect(refused.text).not.toContain('VCALENDAR');
    }
    expect((await api.calendar(undefined, app.id, 'video-call')).status).toBe(401);
    expect((await api.calendar(app.applicant.token, app.id, 'dentist')).status).toBe(400);
    expect((await api.calendar(app.applicant.token, app.id, 'notary')).status).toBe(404);
    // Cancelled, the application has no appointment standing.
    expect((await api.cancel(app.applicant.token, app.id)).status).toBe(200);
    expect((await api.calendar(app.applicant.token, app.id, 'video-call')).status).toBe(404);
  });
});
