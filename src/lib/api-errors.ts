import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import type { FieldError } from '../../machines/form';
import { showToast } from '../ui/toast.store';
import { loadLaterNamespaces } from './i18n';

/** A failure's message as i18n keys: the message, and the reference to quote to support (5xx). */
export interface ErrorText {
  message: FieldError;
  detail?: FieldError;
}

const textParams = (params: ApiError['params']) =>
  params ? { params: Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] !== 'boolean')) } : {};

/** The message a failed call shows (spec section 7: 400 by type and reason, 404 generic, 5xx the technical issue and its reference). */
export function apiErrorText(error: unknown): ErrorText {
  if (!(error instanceof ApiError)) return { message: { key: 'errors:COMMON.TECHNICAL_ISSUE' } };
  switch (error.kind) {
    case 'server':
      return {
        message: { key: `errors:${error.code ?? 'COMMON.TECHNICAL_ISSUE'}` },
        ...(error.requestId ? { detail: { key: 'common:errors.reference', params: { id: error.requestId } } } : {}),
      };
    case 'network':
      return { message: { key: 'common:errors.network' } };
    case 'notFound':
      return { message: { key: 'errors:COMMON.NOT_FOUND' } };
    default:
      return { message: error.code ? { key: `errors:${error.code}`, ...textParams(error.params) } : { key: 'errors:COMMON.INVALID_INPUT' } };
  }
}

/** The same message translated; a 5xx shows the server's own localized text when it sent one. */
export function apiErrorMessage(error: unknown, t: TFunction): { message: string; detail?: string } {
  const { message, detail } = apiErrorText(error);
  const serverMessage = error instanceof ApiError && error.kind === 'server' ? error.serverMessage : undefined;
  return { message: serverMessage ?? t(message.key, message.params ?? {}), ...(detail ? { detail: t(detail.key, detail.params ?? {}) } : {}) };
}

/** Shows a failed call as a toast; 401 is not shown, it signs the user out instead. */
export function toastApiError(error: unknown, t: TFunction): void {
  if (error instanceof ApiError && error.kind === 'unauthorized') return;
  // The error texts load after the first page: a failure that comes sooner waits for them.
  void loadLaterNamespaces().then(() => showToast({ tone: 'error', ...apiErrorMessage(error, t) }));
}
