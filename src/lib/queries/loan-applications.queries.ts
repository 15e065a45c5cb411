import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { lendingFinalStatuses, type LoanApplication } from '../../../api/contract/loan-application';
import { sameProperty, type PropertyRef } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { meKey } from './me';

/** Everything about the person's loan applications: starting, saving, deleting or answering one invalidates it all. */
export const loanApplicationsKey = [...meKey, 'loanApplications'] as const;

/**
 * The person's applications, newest first (the personal page's section, the property page's
 * "apply"). Always fetched again when a page opens: a status changes on the server (the bank's
 * decision, an expired draft) without anything in this browser knowing.
 */
export const loanApplicationsQuery = (lang: Language, enabled = true) =>
  queryOptions({
    queryKey: [...loanApplicationsKey, 'list', lang],
    queryFn: () => unwrap(api.GET('/api/loan-applications', { headers: { 'Accept-Language': lang } })),
    staleTime: 0,
    enabled,
  });

/** The statuses after which an application no longer holds its home (the server's one-active-application index excludes the same). */
const endedStatuses: ReadonlySet<LoanApplication['status']> = new Set(lendingFinalStatuses);

/** The person's application still under way on a property, if any. */
export const activeApplicationOn = (applications: readonly LoanApplication[] | undefined, ref: PropertyRef): LoanApplication | undefined =>
  applications?.find((application) => application.property !== null && sameProperty(application.property, ref) && !endedStatuses.has(application.status));
