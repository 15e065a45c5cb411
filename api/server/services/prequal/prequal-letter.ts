import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { prequalRules, type Decision } from '../../../contract/prequal';
import type { Language } from '../../../contract/validation';
import { days } from '../../clock';
import hyTexts from '../../../../locales/hy/prequal.json';
import ruTexts from '../../../../locales/ru/prequal.json';
import enTexts from '../../../../locales/en/prequal.json';
import { withoutDoubledStops } from '../../../contract/units';

const texts = { hy: hyTexts, ru: ruTexts, en: enTexts } satisfies Record<Language, typeof enTexts>;
const intlLocale: Record<Language, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-GB' };

// DejaVu Sans writes Latin, Cyrillic and Armenian (it has no dram sign: amounts say "AMD" or "դրամ").
const require = createRequire(import.meta.url);
const fonts = { regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') };

const fill = (text: string, params: Record<string, string | number>) => withoutDoubledStops(text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? '')));

export interface LetterInput {
  lang: Language;
  /** The registry's person the decision was made for. */
  name: string;
  /** `YYYY-MM-DD`, as the registry has it; null only on decisions older than the registry binding. */
  birthDate: string | null;
  applicationId: string;
  decision: Extract<Decision, { outcome: 'eligible' }>;
  decidedAt: Date;
  publicUrl: string;
}

/**
 * The pre-qualification letter (A4, one page) of an eligible decision, in the person's language:
 * the terms, the day it runs out, and that it is no loan offer. Metadata carries the title, so a
 * reader (or a test) finds what the document is without parsing its glyphs.
 */
export function prequalLetter(input: LetterInput): Promise<Buffer> {
  const t = texts[input.lang].letter;
  const locale = intlLocale[input.lang];
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Yerevan' }).format(value);
  const money = (amount: number) => fill(t.money, { amount: number(amount) });

  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: t.title, Author: 'Tun', Subject: input.applicationId }, lang: input.lang });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  doc.font('bold').fontSize(22).fillColor('#0b3a75').text('Tun');
  doc.moveDown(0.5).font('regular').fontSize(10).fillColor('#444444').text(fill(t.place, { date: date(input.decidedAt) })).text(fill(t.reference, { id: input.applicationId }));
  doc.moveDown(1.5).font('bold').fontSize(16).fillColor('#111111').text(t.title);
  doc.moveDown(1).font('regular').fontSize(11).text(fill(t.to, { name: input.name }));
  // A calendar day, not an instant: written as the registry has it, whatever the reader's time zone.
  if (input.birthDate) doc.text(fill(t.born, { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${input.birthDate}T00:00:00Z`)) }));
  doc.moveDown(0.8).text(t.body, { lineGap: 2 });
  doc.moveDown(0.8);
  const rows: [string, string][] = [
    [t.amount, money(input.decision.amount)],
    [t.term, fill(t.termValue, { months: input.decision.termMonths })],
    [t.rate, fill(t.rateValue, { rate: input.decision.annualRatePercent })],
    [t.payment, money(input.decision.monthlyPayment)],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    // The row is as tall as its taller side: a long label wraps without the next row running into it.
    const height = Math.max(doc.font('regular').heightOfString(label, { width: 250 }), doc.font('bold').heightOfString(value, { width: 220 }));
    doc.font('regular').fillColor('#444444').text(label, 56, y, { width: 250 });
    doc.font('bold').fillColor('#111111').text(value, 320, y, { width: 220 });
    doc.y = y + height + 6;
  }
  const validUntil = new Date(input.decidedAt.getTime() + days(prequalRules.letterValidDays));
  doc.moveDown(1).font('regular').fontSize(11).fillColor('#111111').text(fill(t.valid, { date: date(validUntil) }), 56, doc.y, { lineGap: 2 });
  doc.moveDown(0.8).text(fill(t.next, { link: `${input.publicUrl}/${input.lang}/buildings` }));
  doc.moveDown(2).fontSize(9).fillColor('#555555').text(t.supervision);
  doc.end();
  return done;
}
