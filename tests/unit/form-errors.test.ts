import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../api/client';
import { errorCatalogue, type ErrorCode } from '../../api/contract/errors';
import { rentalRequestSchema } from '../../api/contract/requests';
import { refusalFailure, refusalFields, schemaFailure, sendFailure } from '../../src/lib/form-errors';

const fields = ['name', 'phoneNumber', 'consent'] as const;

describe('ApiError', () => {
  it('keeps a catalogued type and reason, and their code', () => {
    const error = toApiError(400, { type: 'USER', reason: 'CURRENT_PASSWORD_WRONG' });
    expect([error.kind, error.type, error.reason, error.code]).toEqual(['rejected', 'USER', 'CURRENT_PASSWORD_WRONG', 'USER.CURRENT_PASSWORD_WRONG']);
  });

  it('drops a reason the catalogue does not hold, so no view can branch on it', () => {
    const error = toApiError(400, { type: 'USER', reason: 'SOMETHING_NEW' });
    expect([error.type, error.reason, error.code]).toEqual([undefined, undefined, undefined]);
    expect(toApiError(400, { type: 'NOT_A_TYPE', reason: 'CURRENT_PASSWORD_WRONG' }).code).toBeUndefined();
  });
});

describe('the refusal table', () => {
  it('lists only catalogued codes', () => {
    for (const code of Object.keys(refusalFields)) {
      const [type, reason] = code.split('.') as [keyof typeof errorCatalogue, string];
      expect((errorCatalogue[type] as readonly string[]).includes(reason), code).toBe(true);
    }
  });

  it("maps every rental refusal to a field of the rental request's schema", () => {
    for (const [code, field] of Object.entries(refusalFields)) if (code.startsWith('APARTMENT.')) expect(Object.keys(rentalRequestSchema.entries)).toContain(field);
  });
});

describe('sendFailure', () => {
  it("puts the server's field issues at the form's fields", () => {
    const error = new ApiError({ kind: 'invalid', status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'name', message: 'validation:tooLong', params: { count: 50 } }] } });
    expect(sendFailure(error, fields)).toEqual({ fields: { name: { key: 'validation:tooLong', params: { count: 50 } } }, form: undefined });
  });

  it('says the input is wrong when an issue is about something the form has no field for', () => {
    const error = new ApiError({ kind: 'invalid', status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'propertyId', message: 'validation:invalid' }] } });
    expect(sendFailure(error, fields)).toEqual({ fields: {}, form: { message: { key: 'errors:COMMON.INVALID_INPUT' } } });
  });

  it('shows a mapped refusal at its field, with its figures', () => {
    const error = toApiError(400, { type: 'FILTER', reason: 'FILTER_NAME_TAKEN' });
    expect(sendFailure(error, fields)).toEqual({ fields: { name: { key: 'errors:FILTER.FILTER_NAME_TAKEN' } }, form: undefined });
    const rental = toApiError(400, { type: 'APARTMENT', reason: 'RENT_MONTHS_BELOW_MINIMUM', params: { minimum: 6 } });
    expect(sendFailure(rental, ['period'] as const).fields).toEqual({ period: { key: 'errors:APARTMENT.RENT_MONTHS_BELOW_MINIMUM', params: { minimum: 6 } } });
  });

  it('shows a refusal above the form when the form lacks its field or the table has none', () => {
    expect(sendFailure(toApiError(400, { type: 'USER', reason: 'CURRENT_PASSWORD_WRONG' }), fields)).toEqual({ fields: {}, form: { message: { key: 'errors:USER.CURRENT_PASSWORD_WRONG' } } });
    expect(sendFailure(toApiError(400, { type: 'FILTER', reason: 'FILTERS_LIMIT_REACHED', params: { max: 20 } }), fields).form).toEqual({ message: { key: 'errors:FILTER.FILTERS_LIMIT_REACHED', params: { max: 20 } } });
  });

  it('says what went wrong with the connection, the server or the session', () => {
    expect(sendFailure(new ApiError({ kind: 'network', status: 0 }), fields).form).toEqual({ message: { key: 'common:errors.network' } });
    const server = toApiError(500, { type: 'COMMON', reason: 'TECHNICAL_ISSUE', message: 'Oops', requestId: 'r-1' });
    expect(sendFailure(server, fields).form).toEqual({ message: { key: 'errors:COMMON.TECHNICAL_ISSUE' }, detail: { key: 'common:errors.reference', params: { id: 'r-1' } } });
    expect(sendFailure(toApiError(429, { type: 'COMMON', reason: 'RATE_LIMITED', params: { seconds: 30 } }), fields).form).toEqual({ message: { key: 'errors:COMMON.RATE_LIMITED', params: { seconds: 30 } } });
    expect(sendFailure(new Error('boom'), fields).form).toEqual({ message: { key: 'errors:COMMON.TECHNICAL_ISSUE' } });
  });
});

describe('the browser-side checks', () => {
  it("keeps the schema's first issue of each field the form has", () => {
    const failure = schemaFailure(rentalRequestSchema, { listingId: 1 }, ['name', 'moveInDate'] as const);
    expect(Object.keys(failure.fields).sort()).toEqual(['moveInDate', 'name']);
    // Other fields of the body failed too, and the form has no place for them: it says so.
    expect(failure.form).toEqual({ message: { key: 'errors:COMMON.INVALID_INPUT' } });
  });

  it('shows a repeated rule at its field, dropping figures a message cannot name', () => {
    const code: ErrorCode = 'APARTMENT.RENT_DAYS_BELOW_MINIMUM';
    expect(refusalFailure({ code, params: { minimum: 3, maximum: undefined } }, ['period'] as const)).toEqual({ fields: { period: { key: `errors:${code}`, params: { minimum: 3 } } }, form: undefined });
  });
});
