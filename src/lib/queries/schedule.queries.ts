import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { scheduleFileName } from '../../../api/contract/repayment-schedule';
import type { Language } from '../../../api/contract/validation';
import { saveFile } from '../save-file';
import { meKey } from './me';

/**
 * An application's repayment schedule (the offer's loan month by month with dates) for its main
 * applicant or co-applicant. Read again when a page opens: its dates follow the repayment day and the
 * contract package, which change on the server.
 */
export const repaymentScheduleQuery = (applicationId: string, lang: Language) =>
  queryOptions({
    queryKey: [...meKey, 'repaymentSchedule', applicationId, lang],
    queryFn: () => unwrap(api.GET('/api/loan-applications/{applicationId}/schedule', { params: { path: { applicationId } }, headers: { 'Accept-Language': lang } })),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** The schedule's PDF or CSV in the reader's language, saved through the browser's download (it needs the bearer token, so it is fetched). */
export async function downloadSchedule(applicationId: string, format: 'pdf' | 'csv', lang: Language): Promise<void> {
  const options = { params: { path: { applicationId } }, headers: { 'Accept-Language': lang }, parseAs: 'blob', cache: 'no-store' } as const;
  const blob = (await (format === 'pdf'
    ? unwrap(api.GET('/api/loan-applications/{applicationId}/schedule/pdf', options))
    : unwrap(api.GET('/api/loan-applications/{applicationId}/schedule/csv', options)))) as Blob;
  saveFile(blob, scheduleFileName(applicationId, lang, format));
}

/** The schedule of an application and its downloads, in the page's language, for RepaymentScheduleView. */
export function useRepaymentSchedule(applicationId: string) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  const query = useQuery(repaymentScheduleQuery(applicationId, lang));
  return { schedule: query.data, error: query.error, onDownload: (format: 'pdf' | 'csv') => downloadSchedule(applicationId, format, lang) };
}
