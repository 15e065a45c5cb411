import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { earlyRepaymentText, loanSchedule, type RepaymentType } from '../../../contract/calculations/loan';
import { minorDigits, toMajor, type Currency } from '../../../contract/calculations/money';
import type { PackageDocumentKind } from '../../../contract/lending-process';
import type { Language } from '../../../contract/validation';
import type { LendingOffer } from '../../../../machines/lending/lending.machine';
import { yerevanDate } from '../../lib/armenian-calendar';
import hyTexts from '../../../../locales/hy/contract.json';
import ruTexts from '../../../../locales/ru/contract.json';
import enTexts from '../../../../locales/en/contract.json';
import { withoutDoubledStops } from '../../../contract/units';

/*
 * The contract package's documents (issue 17) as the bank's contract system prints them: A4 PDFs in
 * the reader's language, each opening with a plain-language explanation of what it is and what the
 * signatory agrees to, then the real figures of the offer and the people. DejaVu Sans writes Latin,
 * Cyrillic and Armenian (as in the pre-qualification letter).
 */

export const contractTexts = { hy: hyTexts, ru: ruTexts, en: enTexts } satisfies Record<Language, typeof enTexts>;
const intlLocale: Record<Language, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-GB' };

const require = createRequire(import.meta.url);
export const fonts = { regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') };

const fill = (text: string, params: Record<string, string | number>) => withoutDoubledStops(text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? '')));

/** A clause as printed: the early-repayment one is written from the fee rule (lending-rules.ts), its percentages per loan year. */
export function clauseText(lang: Language, name: string, clause: string): string {
  const percent = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 });
  return name === 'early' ? earlyRepaymentText({ ...contractTexts[lang].earlyFee, text: clause }, (value) => percent.format(value)) : clause;
}

/** One person signing the package, as their applicant data and contract data give them. */
export interface PackageParty {
  role: 'borrower' | 'coBorrower';
  name: string;
  /** Their identity document as the applicant data gave it, e.g. "AN1234567". */
  document: string;
  /** The 16-digit account the payments are debited from. */
  debitAccount: string;
}

export interface PackagePdfInput {
  lang: Language;
  kind: PackageDocumentKind;
  applicationId: string;
  packageNo: number;
  /** The document's number in the bank's register. */
  documentNumber: string;
  preparedAt: Date;
  offer: LendingOffer;
  repaymentType: RepaymentType;
  /** The loan's currency: the offer's amounts are in its minor unit. */
  currency: Currency;
  repaymentDay: number;
  parties: PackageParty[];
  /** The home (title and address in the reader's language), and its price in drams. */
  property: { title: string; address: string } | null;
  price: number;
}

/** The document number of a package document: the application, the package and the document's kind. */
export const packageDocumentNumber = (applicationId: string, packageNo: number, kind: PackageDocumentKind) =>
  `TUN-${applicationId.slice(0, 8).toUpperCase()}-${packageNo}-${{ loanAgreement: 'LA', mortgageAgreement: 'MA', repaymentSchedule: 'RS', insuranceTerms: 'IT' }[kind]}`;

/** The Yerevan date of the `month`-th payment: the repayment day of the month `month` months after the preparation's. */
export function paymentDate(preparedAt: Date, month: number, day: number): string {
  const [year, monthOfYear] = yerevanDate(preparedAt).split('-').map(Number) as [number, number];
  const index = monthOfYear - 1 + month;
  const date = new Date(Date.UTC(year + Math.floor(index / 12), index % 12, day));
  return date.toISOString().slice(0, 10);
}

/** Renders one document of the package. The PDF's dates are the preparation's, so the same input gives the same bytes. */
export function packagePdf(input: PackagePdfInput): Promise<Buffer> {
  const t = contractTexts[input.lang];
  const doc = t.documents[input.kind];
  const locale = intlLocale[input.lang];
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const longDate = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Yerevan' }).format(at);
  const digits = minorDigits[input.currency];
  const money = (minor: number) => (input.currency === 'AMD' ? fill(t.terms.money, { amount: number(toMajor(minor, 'AMD')) }) : `${number(toMajor(minor, input.currency), digits)} ${input.currency}`);
  const drams = (amount: number) => fill(t.terms.money, { amount: number(amount) });

  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: input.lang,
    info: { Title: doc.title, Author: 'Tun', Subject: input.documentNumber, Keywords: `${input.applicationId} ${input.kind} ${input.lang}`, CreationDate: input.preparedAt, ModDate: input.preparedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const left = 56;
  const width = pdf.page.width - 2 * left;

  pdf.font('bold').fontSize(20).fillColor('#0b3a75').text('Tun');
  pdf.moveDown(0.3).font('regular').fontSize(9).fillColor('#444444');
  pdf.text(fill(t.place, { date: longDate(input.preparedAt) })).text(fill(t.number, { number: input.documentNumber })).text(fill(t.package, { packageNo: input.packageNo, applicationId: input.applicationId }));
  pdf.moveDown(1).font('bold').fontSize(16).fillColor('#111111').text(doc.title);

  // The plain-language explanation comes first, in a tinted box.
  pdf.moveDown(0.8);
  const boxTop = pdf.y;
  const explanationHeight = pdf.font('regular').fontSize(10).heightOfString(doc.explanation, { width: width - 20, lineGap: 2 }) + pdf.font('bold').fontSize(11).heightOfString(t.explanationTitle) + 26;
  pdf.rect(left, boxTop, width, explanationHeight).fill('#eef3fa');
  pdf.fillColor('#0b3a75').font('bold').fontSize(11).text(t.explanationTitle, left + 10, boxTop + 10, { width: width - 20 });
  pdf.moveDown(0.3).fillColor('#111111').font('regular').fontSize(10).text(doc.explanation, left + 10, pdf.y, { width: width - 20, lineGap: 2 });
  pdf.y = boxTop + explanationHeight + 14;
  pdf.x = left;

  const heading = (text: string) => pdf.moveDown(0.6).font('bold').fontSize(12).fillColor('#111111').text(text, left, pdf.y, { width });
  const row = (label: string, value: string) => {
    const y = pdf.y;
    const height = Math.max(pdf.font('regular').fontSize(10).heightOfString(label, { width: 250 }), pdf.font('bold').fontSize(10).heightOfString(value, { width: width - 260 }));
    pdf.font('regular').fontSize(10).fillColor('#444444').text(label, left, y, { width: 250 });
    pdf.font('bold').fontSize(10).fillColor('#111111').text(value, left + 260, y, { width: width - 260 });
    pdf.y = y + height + 4;
  };

  heading(t.parties.title);
  pdf.font('regular').fontSize(10).fillColor('#111111').text(t.parties.bank, left, pdf.y, { width });
  for (const party of input.parties) pdf.text(fill(t.parties[party.role], { name: party.name, document: party.document }), left, pdf.y, { width });

  const schedule = loanSchedule({ principal: input.offer.amount, annualRatePercent: input.offer.nominalRatePercent, termMonths: input.offer.termMonths, repayment: input.repaymentType });
  heading(t.terms.title);
  if (input.property) row(t.terms.property, `${input.property.title}${input.property.address ? `, ${input.property.address}` : ''}`);
  row(t.terms.price, drams(input.price));
  row(t.terms.amount, money(input.offer.amount));
  row(t.terms.term, fill(t.terms.termValue, { months: input.offer.termMonths }));
  row(t.terms.nominalRate, fill(t.terms.rateValue, { rate: number(input.offer.nominalRatePercent, 2) }));
  row(t.terms.actualRate, fill(t.terms.rateValue, { rate: number(input.offer.actualRatePercent, 2) }));
  row(t.terms.monthlyPayment, money(input.offer.monthlyPayment));
  row(t.terms.repaymentDay, fill(t.terms.repaymentDayValue, { day: input.repaymentDay }));
  for (const party of input.parties) row(fill(t.terms.debitAccount, { name: party.name }), party.debitAccount);

  if (input.kind === 'repaymentSchedule') {
    row(t.terms.totalInterest, money(schedule.totalInterest));
    row(t.terms.totalPayment, money(schedule.totalPayment));
    pdf.moveDown(0.6);
    const columns = [
      { label: t.schedule.number, width: 36 },
      { label: t.schedule.date, width: 86 },
      { label: t.schedule.payment, width: 92 },
      { label: t.schedule.interest, width: 92 },
      { label: t.schedule.principal, width: 92 },
      { label: t.schedule.balance, width: width - 398 },
    ];
    const line = (cells: string[], bold: boolean) => {
      if (pdf.y > pdf.page.height - 80) pdf.addPage();
      const y = pdf.y;
      let x = left;
      pdf.font(bold ? 'bold' : 'regular').fontSize(8).fillColor('#111111');
      cells.forEach((cell, index) => {
        const column = columns[index] as (typeof columns)[number];
        pdf.text(cell, x, y, { width: column.width - 4, align: index === 0 ? 'left' : 'right', lineBreak: false });
        x += column.width;
      });
      pdf.y = y + 12;
    };
    line(
      columns.map((column) => column.label),
      true,
    );
    const amount = (minor: number) => number(toMajor(minor, input.currency), digits);
    for (const payment of schedule.rows) {
      line([String(payment.month), day(paymentDate(input.preparedAt, payment.month, input.repaymentDay)), amount(payment.payment), amount(payment.interest), amount(payment.principal), amount(payment.balance)], false);
    }
  } else {
    const clauses = (t.clauses as Record<string, Record<string, string> | undefined>)[input.kind];
    if (clauses) {
      pdf.moveDown(0.6);
      for (const [name, clause] of Object.entries(clauses)) pdf.font('regular').fontSize(10).fillColor('#111111').text(clauseText(input.lang, name, clause), left, pdf.y, { width, lineGap: 2 }).moveDown(0.3);
    }
  }

  pdf.moveDown(1.5).font('regular').fontSize(8).fillColor('#555555').text(t.signature, left, pdf.y, { width });
  pdf.end();
  return done;
}
