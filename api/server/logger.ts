import { hostname } from 'node:os';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino, stdTimeFunctions, type DestinationStream } from 'pino';

/** Structured logs (pino): one JSON object a line, so a log shipper can index them as they are. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/** What a person typed or what opens their account: never written to a log, wherever it sits. */
const personalFields = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'phoneNumber',
  'recipient',
  'password',
  'currentPassword',
  'confirmPassword',
  'newPassword',
  'token',
  'captchaToken',
  'otp',
  'authorization',
  'cookie',
  'socialCard',
  'socialCardNumber',
  'identificator',
  'documentNumber',
  'comment',
];
/** Personal too, but an error's own `name` and `message` use these keys below the top. */
const topLevelPersonalFields = ['name', 'message', 'body', 'params'];

export const redactedPaths = [
  ...personalFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...topLevelPersonalFields,
  '*.body',
  '*.params',
];
export const censor = '[redacted]';

/** SQLSTATE class 22 (data exception) messages quote the offending value, e.g. `value "1e20" is out of range`. */
const quotesInput = (code: unknown) => typeof code === 'string' && code.startsWith('22');

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  [field: string]: unknown;
}

/** A database error's fields that name the schema, never the row: `detail` and `where` carry values. */
const databaseFields = ['severity', 'constraint', 'table', 'column', 'dataType', 'schema', 'routine'] as const;

/**
 * An error as it may be logged or stored: name, message, stack, code and cause. A failed query keeps
 * its SQL but not its parameters (drizzle puts them in the message), and a database error keeps
 * what names the schema but not the values it quotes.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  let message = error.message;
  if (error instanceof DrizzleQueryError) message = `Failed query: ${error.query}`;
  const record = error as unknown as Record<string, unknown>;
  if (quotesInput(record.code)) message = message.replace(/"[^"]*"/g, `"${censor}"`);
  const out: SerializedError = {
    type: error.name,
    message,
    ...(error.stack ? { stack: error.stack.replace(error.message, message) } : {}),
  };
  if (record.code !== undefined) out.code = record.code;
  for (const field of databaseFields) if (typeof record[field] === 'string') out[field] = record[field];
  if (error.cause instanceof Error && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** The message of an error that is safe to log or store (a deadline's last error). */
export const safeErrorMessage = (error: unknown): string => (error instanceof Error ? serializeError(error).message : String(error));

/** Errors do not survive JSON as they are, and a query's may carry what people typed. */
function prepare(fields: LogFields | undefined): LogFields {
  if (!fields) return {};
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = value instanceof Error ? serializeError(value) : value;
  return out;
}

function wrap(log: pino.Logger): Logger {
  return {
    debug: (msg, fields) => log.debug(prepare(fields), msg),
    info: (msg, fields) => log.info(prepare(fields), msg),
    warn: (msg, fields) => log.warn(prepare(fields), msg),
    error: (msg, fields) => log.error(prepare(fields), msg),
    child: (fields) => wrap(log.child(prepare(fields))),
  };
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the lines go (each ends with a line feed); standard output by default. */
  write?: (line: string) => void;
  /** Fields of every line, e.g. the service name. */
  base?: LogFields;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const destination: DestinationStream = options.write ? { write: options.write } : pino.destination({ dest: 1, sync: true });
  return wrap(
    pino(
      {
        level: options.level ?? 'info',
        base: { pid: process.pid, hostname: hostname(), ...options.base },
        timestamp: stdTimeFunctions.isoTime,
        // Level names, not pino's numbers, so a line reads the same as before the switch.
        formatters: { level: (label) => ({ level: label }) },
        redact: { paths: redactedPaths, censor },
      },
      destination,
    ),
  );
}

export const silentLogger: Logger = wrap(pino({ level: 'silent' }));
