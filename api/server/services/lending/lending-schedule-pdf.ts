import PDFDocument from 'pdfkit';
import { minorDigits, toMajor } from '../../../contract/calculations/money';
import { repaymentScheduleColumns, type RepaymentSchedule } from '../../../contract/repayment-schedule';
import type { Language } from '../../../contract/validation';
import { intlLocale, longDate } from '../../lib/dates';
import { contractTexts, fonts } from './lending-package-pdf';
import hyLoan from '../../../../locales/hy/loan.json';
import ruLoan from '../../../../locales/ru/loan.json';
import enLoan from '../../../../locales/en/loan.json';

/*
 * The application's repayment schedule as a PDF to keep (issue 17): A4, in the reader's language,
 * with the loan's terms, where the dates come from, every payment and the totals. The texts are the
 * page's (locales/<lang>/loan.json `repaymentSchedule`), the fonts the contract package's DejaVu
 * Sans, which writes Latin, Cyrillic and Armenian.
 */

export const scheduleTexts = { hy: hyLoan.repaymentSchedule, ru: ruLoan.repaymentSchedule, en: enLoan.repaymentSchedule } satisfies Record<Language, typeof enLoan.repaymentSchedule>;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

export interface SchedulePdfInput {
  schedule: RepaymentSchedule;
  lang: Language;
  /** When the file is made (its "prepared on" and metadata). */
  preparedAt: Date;
}

/** The column widths in points, in repaymentScheduleColumns' order (the balance takes the rest of the A4 width). */
const columnWidths = [34, 82, 92, 88, 92];

export function schedulePdf({ schedule, lang, preparedAt }: SchedulePdfInput): Promise<Buffer> {
  const t = scheduleTexts[lang];
  const locale = intlLocale[lang];
  const digits = minorDigits[schedule.currency];
  const number = (value: number, fractionDigits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  const amount = (minor: number) => number(toMajor(minor, schedule.currency), digits);
  // As the contract package writes money: the fonts have no dram sign, so drams are a word.
  const money = (minor: number) => (schedule.currency === 'AMD' ? fill(contractTexts[lang].terms.money, { amount: amount(minor) }) : `${amount(minor)} ${schedule.currency}`);
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const applicationNumber = `TUN-${schedule.applicationId.slice(0, 8).toUpperCase()}`;

  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang,
    info: { Title: t.title, Author: 'Tun', Subject: applicationNumber, Keywords: `${schedule.applicationId} schedule ${lang}`, CreationDate: preparedAt, ModDate: preparedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const left = 48;
  const width = pdf.page.width - 2 * left;
  const widths = [...columnWidths, width - columnWidths.reduce((total, column) => total + column, 0)];

  pdf.font('bold').fontSize(20).fillColor('#0b3a75').text('Tun');
  pdf.moveDown(0.3).font('regular').fontSize(9).fillColor('#444444');
  pdf.text(fill(t.application, { number: applicationNumber })).text(fill(t.preparedAt, { date: longDate(preparedAt, lang) }));
  pdf.moveDown(0.8).font('bold').fontSize(16).fillColor('#111111').text(t.title);
  pdf.moveDown(0.4).font('regular').fontSize(10).fillColor('#111111');
  pdf.text(fill(t.terms, { amount: money(schedule.amount), months: schedule.termMonths, rate: number(schedule.nominalRatePercent, 2) }), { width });
  pdf.moveDown(0.2).fillColor('#444444').text(fill(t.basis[schedule.basis], { day: schedule.repaymentDay }), { width });
  pdf.moveDown(0.8);

  const line = (cells: string[], bold: boolean) => {
    const y = pdf.y;
    let x = left;
    pdf.font(bold ? 'bold' : 'regular').fontSize(8).fillColor('#111111');
    cells.forEach((cell, index) => {
      const columnWidth = widths[index] ?? 0;
      // A label with nothing beside it (the totals') spans the number's and the date's columns.
      const spans = index === 0 && cells[1] === '';
      if (cell !== '') pdf.text(cell, x, y, { width: (spans ? columnWidth + (widths[1] ?? 0) : columnWidth) - 4, align: index < 2 ? 'left' : 'right', lineBreak: false });
      x += columnWidth;
    });
    pdf.y = y + 12;
  };
  const header = () => {
    line(
      repaymentScheduleColumns.map((column) => t.columns[column]),
      true,
    );
    pdf
      .moveTo(left, pdf.y - 2)
      .lineTo(left + width, pdf.y - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  header();
  for (const row of schedule.rows) {
    if (pdf.y > pdf.page.height - 72) {
      pdf.addPage();
      header();
    }
    line([String(row.number), day(row.date), amount(row.principal), amount(row.interest), amount(row.payment), amount(row.balance)], false);
  }
  if (pdf.y > pdf.page.height - 72) pdf.addPage();
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  pdf.y += 3;
  line([t.total, '', amount(schedule.totals.principal), amount(schedule.totals.interest), amount(schedule.totals.payment), ''], true);
  pdf.end();
  return done;
}
