/** Structured logs: one JSON object a line, so a log shipper can index them as they are. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(options: { level?: LogLevel; write?: (line: string) => void; base?: LogFields } = {}): Logger {
  const minimum = order[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const base = options.base ?? {};
  const log = (level: LogLevel) => (msg: string, fields: LogFields = {}) => {
    if (order[level] < minimum) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...base, ...serializeErrors(fields) }));
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
}

/** Errors do not survive JSON.stringify; keep their name, message and stack. */
function serializeErrors(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

export const silentLogger: Logger = createLogger({ write: () => undefined });
