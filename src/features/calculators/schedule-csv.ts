import { scheduleCsv, type LoanSchedule, type ScheduleColumn } from '../../../api/contract/calculations/loan';
import { minorDigits, type Currency } from '../../../api/contract/calculations/money';
import { saveFile } from '../../lib/save-file';

/**
 * Saves the schedule as a CSV file. The byte-order mark lets spreadsheet programs read the
 * Armenian and Russian headers as UTF-8.
 */
export function downloadScheduleCsv(schedule: LoanSchedule, currency: Currency, headers: Record<ScheduleColumn, string>, fileName: string) {
  saveFile(new Blob(['\uFEFF', scheduleCsv(schedule, headers, minorDigits[currency])], { type: 'text/csv;charset=utf-8' }), fileName);
}
