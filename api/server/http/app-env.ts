import type { Language } from '../../contract/validation';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { ServerConfig } from '../config';

/** What every request handler can reach. Built once per server instance. */
export interface AppDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  config: Pick<ServerConfig, 'sandbox' | 'version' | 'staticDir' | 'publicUrl'>;
  startedAt: Date;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    lang: Language;
    deps: AppDeps;
  };
}
