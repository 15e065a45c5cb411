import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import { showToast } from '../ui/toast.store';

/** The message a failed call shows (spec section 7: 400 by type and reason, 404 generic, 500 the server's text). */
export function apiErrorMessage(error: unknown, t: TFunction): { message: string; detail?: string } {
  if (!(error instanceof ApiError)) return { message: t('errors:COMMON.TECHNICAL_ISSUE') };
  switch (error.kind) {
    case 'server':
      return {
        message: error.serverMessage ?? t('errors:COMMON.TECHNICAL_ISSUE'),
        ...(error.requestId ? { detail: t('common:errors.reference', { id: error.requestId }) } : {}),
      };
    case 'network':
      return { message: t('common:errors.network') };
    case 'notFound':
      return { message: t('errors:COMMON.NOT_FOUND') };
    default:
      return {
        message: error.type && error.reason ? t(`errors:${error.type}.${error.reason}`, { ...error.params }) : t('errors:COMMON.INVALID_INPUT'),
      };
  }
}

/** Shows a failed call as a toast; 401 is not shown, it signs the user out instead. */
export function toastApiError(error: unknown, t: TFunction): void {
  if (error instanceof ApiError && error.kind === 'unauthorized') return;
  showToast({ tone: 'error', ...apiErrorMessage(error, t) });
}
