import type { ErrorReason, ErrorType, FieldIssue } from '../../contract/errors';

type Params = Record<string, string | number | boolean>;

/**
 * An expected refusal: becomes a 400 `{ type, reason, params? }` (or the given status). Services throw
 * it inside the transaction, so the refusal also rolls the transaction back: a failed request
 * changes nothing.
 */
export class AppError<T extends ErrorType = ErrorType> extends Error {
  constructor(
    readonly type: T,
    readonly reason: ErrorReason<T>,
    readonly params?: Params,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503 = 400,
    /** The fields a whole-record check refused inside a service (`COMMON.INVALID_INPUT`), as the route validator answers them. */
    readonly issues?: FieldIssue[],
  ) {
    super(`${type}.${reason}`);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('COMMON', 'NOT_FOUND', undefined, 404);
export const unauthorized = () => new AppError('COMMON', 'UNAUTHORIZED', undefined, 401);
