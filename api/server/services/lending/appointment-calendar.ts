import { and, count, eq } from 'drizzle-orm';
import type { AppointmentKind } from '../../../contract/lending-process';
import type { Language } from '../../../contract/validation';
import type { NotaryOffice } from '../../adapters/notary';
import { videoCallMinutes } from '../../adapters/video-call';
import { minutes } from '../../clock';
import type { Queryable } from '../../db/database';
import { branches, lendingAppointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { yerevanDate } from '../../lib/armenian-calendar';
import { intlLocale, longDate } from '../../lib/dates';
import hyAppointments from '../../../../locales/hy/appointments.json';
import ruAppointments from '../../../../locales/ru/appointments.json';
import enAppointments from '../../../../locales/en/appointments.json';
import { bookedAppointmentOf, type BookedAppointment } from './appointment-bookings';
import { applicationAccess } from './co-applicant-invitations';
import { languageOf, processLink } from './lending-notifications';
import { applicantDataOf } from './lending-process-people';
import { appointmentLengthMs } from './lending-notary-slots';
import { snapshotOf } from './loan-application-view';

/*
 * An appointment of the lending process as the person reads it (issue 17): what it is, when, where
 * (the notary's office, the bank branch, or for the video call the process page it is joined from),
 * and what to bring, in the person's language; and the same as an iCalendar file (RFC 5545) the
 * person adds to their calendar. The booking's confirmation and the reminders say the same words.
 */

const texts = { hy: hyAppointments, ru: ruAppointments, en: enAppointments } satisfies Record<Language, typeof enAppointments>;

const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');

/** How long each appointment takes: the provider's 30-minute call, an hour of the notary's or the branch's calendar. */
export const appointmentLengthOf: Record<AppointmentKind, number> = { videoCall: minutes(videoCallMinutes), notary: appointmentLengthMs, branchVisit: appointmentLengthMs };

/** What the texts of an appointment need besides the database: the site's address and the notaries the bank works with. */
export interface AppointmentPlaces {
  publicUrl: string;
  notaryOffices: readonly NotaryOffice[];
}

/** The appointment's words in a language: the name in a sentence, the calendar's title, where, and the intro with what to bring. */
export interface AppointmentText {
  what: string;
  summary: string;
  place: string;
  details: string;
  /** The start in Yerevan time, as the mails write it ("3 March 2026, 11:00"). */
  time: string;
  link: string;
}

/** The start's hour in Yerevan (24-hour). */
const hourOf = (at: Date, lang: Language) => new Intl.DateTimeFormat(intlLocale[lang], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Yerevan' }).format(at);

/** The appointment's start as the messages write it, in Yerevan time. */
export const appointmentTime = (at: Date, lang: Language) => fill(texts[lang].time, { date: longDate(at, lang), hour: hourOf(at, lang) });

/** Where the appointment is, in the language: the notary's office, the bank branch, or the process page of the video call. */
async function placeOf(q: Queryable, places: AppointmentPlaces, applicationId: string, appointment: BookedAppointment, lang: Language): Promise<string> {
  if (appointment.kind === 'videoCall') return processLink(places.publicUrl, lang, applicationId);
  if (appointment.kind === 'notary') {
    const office = places.notaryOffices.find((candidate) => candidate.id === appointment.resource);
    return office ? fill(texts[lang].place.notary, { name: office.name[lang], address: office.address[lang], phone: office.phone }) : (appointment.resource ?? '');
  }
  const [branch] = await q.select({ name: branches.name, address: branches.address }).from(branches).where(eq(branches.code, appointment.resource ?? ''));
  return branch ? fill(texts[lang].place.branch, { name: branch.name[lang], address: branch.address[lang] }) : (appointment.resource ?? '');
}

/** The identity document the person gave on the application (the one identification checked), named in the language. */
async function documentOf(q: Queryable, applicationId: string, appointment: BookedAppointment, lang: Language): Promise<string> {
  const data = await applicantDataOf(q, applicationId, appointment.party).catch(() => undefined);
  const names = texts[lang].documents;
  return data ? names[data.documentType] : `${names.passport} / ${names.idCard}`;
}

/** The appointment's words for one person, in their language. */
export async function appointmentText(q: Queryable, places: AppointmentPlaces, applicationId: string, appointment: BookedAppointment, lang: Language): Promise<AppointmentText> {
  const kind = texts[lang].kinds[appointment.kind];
  const document = await documentOf(q, applicationId, appointment, lang);
  const bring = kind.bring.map((item) => `– ${fill(item, { document })}`).join('\n');
  return {
    what: kind.name,
    summary: kind.summary,
    place: await placeOf(q, places, applicationId, appointment, lang),
    details: `${kind.intro}\n\n${texts[lang].bringTitle}\n${bring}`,
    time: appointmentTime(new Date(appointment.at), lang),
    link: processLink(places.publicUrl, lang, applicationId),
  };
}

/** The reminder's "tomorrow" or "in an hour", in the language. */
export const reminderWhen = (lead: 'day' | 'hour', lang: Language) => texts[lang].when[lead];

// ---- iCalendar (RFC 5545) ----

/** A TEXT value escaped (section 3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded (section 3.1): no line longer than 75 octets of UTF-8, each continuation
 * starting with one space, never inside a character's octets; lines end with CRLF.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A UTC DATE-TIME (section 3.3.5, form 2): 20260303T070000Z. */
export const utcStamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

export interface CalendarEvent {
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  language: Language;
  summary: string;
  location: string;
  description: string;
  url: string;
  alarm: string;
}

/** One event as an iCalendar object: VCALENDAR with one VEVENT (and an alarm an hour before), folded, with CRLF line endings. */
export function calendarFile(event: CalendarEvent): string {
  const text = (name: string, value: string) => `${name};LANGUAGE=${event.language}:${escapeText(value)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tun//Mortgage appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    text('SUMMARY', event.summary),
    text('LOCATION', event.location),
    text('DESCRIPTION', event.description),
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    text('DESCRIPTION', event.alarm),
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The appointments' names in the API's paths. */
export const appointmentPaths = { 'video-call': 'videoCall', notary: 'notary', 'branch-visit': 'branchVisit' } as const satisfies Record<string, AppointmentKind>;
export type AppointmentPath = keyof typeof appointmentPaths;

/** The site's host, for the events' UIDs. */
const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname || 'tun.am';
  } catch {
    return 'tun.am';
  }
};

/**
 * A person's appointment's UID: the same for the application, the appointment and the person
 * however often it is moved (a calendar that has it updates it, by SEQUENCE), another for the other person.
 */
export const appointmentUid = (applicationId: string, appointment: Pick<BookedAppointment, 'kind' | 'party'>, publicUrl: string) => `${applicationId}-${appointment.kind}-${appointment.party}@${hostOf(publicUrl)}`;

/** How often the appointment was booked before this booking (each move is a new row): the event's SEQUENCE. */
async function sequenceOf(q: Queryable, applicationId: string, appointment: BookedAppointment): Promise<number> {
  // The notary and the branch visit are booked by the main applicant for both people.
  const bookedBy = appointment.kind === 'videoCall' ? appointment.party : 'applicant';
  const [row] = await q
    .select({ value: count() })
    .from(lendingAppointments)
    .where(and(eq(lendingAppointments.applicationId, applicationId), eq(lendingAppointments.kind, appointment.kind), eq(lendingAppointments.party, bookedBy)));
  return Math.max(0, Number(row?.value ?? 0) - 1);
}

export interface AppointmentCalendarFile {
  fileName: string;
  body: string;
}

/**
 * GET .../process/appointments/:appointment/calendar.ics: the signed-in person's booked appointment of
 * that kind as an iCalendar file in their account's language. A stranger gets 404, and so does a
 * person without that appointment booked (or on an application that has ended).
 */
export async function appointmentCalendar(q: Queryable, deps: AppointmentPlaces & { now: Date }, userId: string, applicationId: string, kind: AppointmentKind): Promise<AppointmentCalendarFile> {
  const { row, role } = await applicationAccess(q, userId, applicationId);
  const appointment = bookedAppointmentOf(snapshotOf(row), kind, role);
  if (!appointment) throw new AppError('LOAN_APPLICATION', 'APPOINTMENT_NOT_BOOKED', undefined, 404);
  const lang = await languageOf(q, userId);
  const text = await appointmentText(q, deps, applicationId, appointment, lang);
  const start = new Date(appointment.at);
  const body = calendarFile({
    uid: appointmentUid(applicationId, appointment, deps.publicUrl),
    sequence: await sequenceOf(q, applicationId, appointment),
    stamp: deps.now,
    start,
    end: new Date(start.getTime() + appointmentLengthOf[kind]),
    language: lang,
    summary: text.summary,
    location: text.place,
    description: `${text.details}\n\n${texts[lang].processPage} ${text.link}`,
    url: text.link,
    alarm: fill(texts[lang].alarm, { summary: text.summary }),
  });
  const slug = (Object.keys(appointmentPaths) as AppointmentPath[]).find((path) => appointmentPaths[path] === kind) ?? kind;
  return { fileName: `tun-${slug}-${yerevanDate(start)}.ics`, body };
}
