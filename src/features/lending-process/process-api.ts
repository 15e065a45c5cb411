import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { DocumentCorrection, LendingProcessView, LendingSlot, PackageData, ProcessSpouseData } from '../../../api/contract/lending-process';
import type { Language } from '../../../api/contract/validation';
import { meKey } from '../../lib/queries/me';

/*
 * The process screen's calls: the view it follows (GET .../process), the calendars it books from,
 * and the person's actions. Every action reads the view again, since the chart may have moved on.
 */

export const processKey = (applicationId: string) => [...meKey, 'lendingProcess', applicationId] as const;
const path = (applicationId: string) => ({ params: { path: { applicationId } } });
const headers = (lang: Language) => ({ 'Accept-Language': lang });

/**
 * The process as the person reads it. It follows the server: read again on each change the live
 * stream tells of (`useApplicationChanges`), and when the page regains focus; with the stream down,
 * also every 15 seconds while the person waits on someone else (the other person, the bank, a notary).
 */
export const processQuery = (applicationId: string, lang: Language, live: boolean) =>
  queryOptions({
    queryKey: [...processKey(applicationId), lang],
    queryFn: () => unwrap(api.GET('/api/loan-applications/{applicationId}/process', { ...path(applicationId), headers: headers(lang) })),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (!live && waitsOnOthers(query.state.data) ? 15_000 : false),
    meta: { handlesErrors: true },
  });

/** Whether the viewer waits on someone else now (a final status waits on nobody). */
export function waitsOnOthers(view: LendingProcessView | undefined): boolean {
  if (!view || view.nextActor === null) return false;
  return !view.readersTurn;
}

/** The contract package as the person reads it, with the phone the signing code goes to (verified, or one to confirm first). */
export const packageQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...processKey(applicationId), 'package'],
    queryFn: () => unwrap(api.GET('/api/loan-applications/{applicationId}/process/package', path(applicationId))),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** A page of a calendar's free and taken times (the video call's, a notary's, a branch's). */
const slotsQuery = (queryKey: readonly unknown[], fetch: () => Promise<LendingSlot[]>) => queryOptions({ queryKey, queryFn: fetch, staleTime: 0 });
export type SlotsQuery = ReturnType<typeof slotsQuery>;

/**
 * The video-call provider's times. Both people of an application book in its one calendar, so the
 * times are read again whenever the process moved on (`asOf`, the count of its steps): once the other
 * person's booking is on the page, their time is no longer offered.
 */
export const videoCallSlotsQuery = (applicationId: string, from: string | undefined, lang: Language, asOf = 0) =>
  slotsQuery([...processKey(applicationId), 'videoCallSlots', from ?? 'first', lang, asOf], () =>
    unwrap(api.GET('/api/loan-applications/{applicationId}/process/video-call/slots', { params: { path: { applicationId }, query: from ? { from } : {} }, headers: headers(lang) })),
  );

export const notariesQuery = (applicationId: string, lang: Language) =>
  queryOptions({
    queryKey: [...processKey(applicationId), 'notaries', lang],
    queryFn: () => unwrap(api.GET('/api/loan-applications/{applicationId}/process/notaries', { ...path(applicationId), headers: headers(lang) })),
    staleTime: 10 * 60_000,
  });

export const notarySlotsQuery = (applicationId: string, notaryId: string, from: string | undefined) =>
  slotsQuery([...processKey(applicationId), 'notarySlots', notaryId, from ?? 'first'], () =>
    unwrap(api.GET('/api/loan-applications/{applicationId}/process/notaries/{notaryId}/slots', { params: { path: { applicationId, notaryId }, query: from ? { from } : {} } })),
  );

export const branchVisitSlotsQuery = (applicationId: string, branchCode: string, from: string | undefined) =>
  slotsQuery([...processKey(applicationId), 'branchVisitSlots', branchCode, from ?? 'first'], () =>
    unwrap(api.GET('/api/loan-applications/{applicationId}/process/branch-visit/slots', { params: { path: { applicationId }, query: from ? { branchCode, from } : { branchCode } } })),
  );

/** The person's actions of the process, by name. */
export const processActions = {
  startIdentification: (id: string) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/identification', path(id))),
  correctDocument: (id: string, body: DocumentCorrection) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/document', { ...path(id), body })),
  bookVideoCall: (id: string, slotAt: string) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/video-call', { ...path(id), body: { slotAt } })),
  provideSpouseData: (id: string, body: ProcessSpouseData) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/spouse-data', { ...path(id), body })),
  declineSpouseData: (id: string) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/spouse-data/decline', path(id))),
  presentPackageData: (id: string, body: PackageData) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/package-data', { ...path(id), body })),
  sendSigningCode: (id: string) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/package/signing-code', path(id))),
  signPackage: (id: string, code: string) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/package/sign', { ...path(id), body: { code } })),
  rejectPackage: (id: string) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/package/reject', path(id))),
  bookNotary: (id: string, notaryId: string, slotAt: string) => unwrap(api.POST('/api/loan-applications/{applicationId}/process/notary', { ...path(id), body: { notaryId, slotAt } })),
  /** The resale home's visit, with the loan's repayment day (1-20): the contract signed there needs it. */
  bookBranchVisit: (id: string, branchCode: string, slotAt: string, repaymentDay: number) =>
    unwrap(api.POST('/api/loan-applications/{applicationId}/process/branch-visit', { ...path(id), body: { branchCode, slotAt, repaymentDay } })),
};

/** A package document's PDF (it needs the bearer token, so it is fetched, not linked). */
export const fetchPackageDocument = (applicationId: string, documentId: string) =>
  unwrap(api.GET('/api/loan-applications/{applicationId}/process/package/documents/{documentId}', { params: { path: { applicationId, documentId } }, parseAs: 'blob', cache: 'no-store' })) as Promise<Blob>;

/**
 * One action of the process: its refusal is shown at the action (the chart's catalogued reason), not
 * toasted; done or refused, the view is read again.
 */
export function useProcessAction<Input, Output>(applicationId: string, action: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: processKey(applicationId) }),
  });
}
