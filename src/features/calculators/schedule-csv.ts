import { scheduleCsv, type LoanSchedule, type ScheduleColumn } from '../../../api/contract/calculations/loan';
import { minorDigits, type Currency } from '../../../api/contract/calculations/money';

/**
 * Saves the schedule as a CSV file. The byte-order mark lets spreadsheet programs read the
 * Armenian and Russian headers as UTF-8.
 */
export function downloadScheduleCsv(schedule: LoanSchedule, currency: Currency, headers: Record<ScheduleColumn, string>, fileName: string) {
  const blob = new Blob(['\uFEFF', scheduleCsv(schedule, headers, minorDigits[currency])], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
