import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, safeErrorMessage, serializeError } from '../../api/server/logger';

function capture(level: 'debug' | 'info' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level, base: { service: 'tun' }, write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

const databaseError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('logger', () => {
  it('writes one JSON line with the time, the level name, the message and the bound fields', () => {
    const { logger, lines } = capture();
    logger.child({ requestId: 'r-1' }).info('request', { status: 200 });
    logger.debug('not at info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', service: 'tun', requestId: 'r-1', status: 200 });
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it('redacts personal fields at the top and nested in what is logged', () => {
    const { logger, lines } = capture();
    logger.info('sent', {
      email: 'ani@example.am',
      name: 'Ani Petrosyan',
      message: 'Call me after six',
      request: { phoneNumber: '+37477123456', socialCardNumber: '1234567890', documentNumber: 'AN1234567' },
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=1' },
      form: { person: { firstName: 'Ani', password: 'Secret#2026a' } },
      status: 201,
    });
    const text = JSON.stringify(lines);
    for (const personal of ['ani@example.am', 'Ani Petrosyan', 'Call me', '+37477123456', '1234567890', 'AN1234567', 'secret-token', 'sid=1', '"Ani"', 'Secret#2026a']) {
      expect(text).not.toContain(personal);
    }
    expect(lines[0]).toMatchObject({ status: 201, email: '[redacted]' });
  });

  it('logs a failed query with its SQL and without its parameters', () => {
    const cause = databaseError('value "98765432109876543210" is out of range for type bigint', { code: '22003', detail: 'Key (email)=(ani@example.am)', table: 'listings' });
    const failed = new DrizzleQueryError('select * from listings where price >= $1 and name = $2', ['98765432109876543210', 'Ani Petrosyan'], cause);
    const { logger, lines } = capture();
    logger.error('unhandled error', { error: failed });
    const text = JSON.stringify(lines);
    expect(text).toContain('Failed query: select * from listings where price >= $1 and name = $2');
    expect(text).toContain('22003');
    expect(text).toContain('listings');
    for (const typed of ['98765432109876543210', 'Ani Petrosyan', 'ani@example.am']) expect(text).not.toContain(typed);
    expect(safeErrorMessage(failed)).toBe('Failed query: select * from listings where price >= $1 and name = $2');
  });

  it('keeps the name, message, stack and cause of other errors', () => {
    const error = new TypeError('mail server refused', { cause: databaseError('duplicate key value violates unique constraint "users_email_key"', { code: '23505', constraint: 'users_email_key' }) });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'mail server refused', cause: { code: '23505', constraint: 'users_email_key' } });
    expect(serialized.stack).toContain('mail server refused');
    expect(safeErrorMessage('plain text')).toBe('plain text');
  });
});
