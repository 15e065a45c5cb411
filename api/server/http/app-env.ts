import type { StaffMember } from '../../contract/office';
import type { Language } from '../../contract/validation';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { ServerConfig } from '../config';
import type { MailTransport } from '../adapters/mail-transport';
import type { CreditRegister } from '../adapters/credit-register';
import type { PopulationRegistry } from '../adapters/population-registry';
import type { VarpetPlatform } from '../adapters/varpet';
import type { IdentificationProvider } from '../adapters/identification-provider';
import type { VideoCallProvider } from '../adapters/video-call';
import type { ESignature } from '../adapters/e-signature';
import type { FileStorage } from '../storage/file-storage';
import type { LendingCompletionSystems } from '../services/lending/lending-completion';
import type { ApplicationChangeHub } from '../live/application-change-hub';

/** What every request handler can reach. Built once per server instance. */
export interface AppDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  config: Pick<ServerConfig, 'sandbox' | 'version' | 'staticDir' | 'publicUrl' | 'trustProxy' | 'captchaWork' | 'mapTiles' | 'salesEmail' | 'bankEmail'>;
  /** Shared by every instance (from the database or SERVER_SECRET): keys code hashes and captcha signatures. */
  secret: string;
  mail: MailTransport;
  /** The population registry and the credit register (sandboxes that behave like the real ones). */
  registry: PopulationRegistry;
  creditRegister: CreditRegister;
  /** The lending process's identification provider and video-call provider (issue 17; sandboxes). */
  identification: IdentificationProvider;
  videoCall: VideoCallProvider;
  /** The completion's outside systems (issue 17): the notaries and the bank's branches whose calendars are booked. */
  completion: LendingCompletionSystems;
  /** The e-signature provider that signs the contract package with a one-time code (issue 17); the sandbox's when absent. */
  eSignature?: ESignature;
  /** The service partners' order platform (issue 20); the sandbox's when absent. */
  varpet?: VarpetPlatform;
  /** Uploaded files (document pictures): a folder under DATA_DIR or an S3-compatible bucket. */
  storage: FileStorage;
  /** The instance's one listener on the applications' change feed, which the live streams share (closed at shutdown). */
  liveChanges: ApplicationChangeHub;
  startedAt: Date;
}

/** The signed-in caller, set by `requireSession`. */
export interface SessionContext {
  sessionId: string;
  userId: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    lang: Language;
    deps: AppDeps;
    session: SessionContext;
    /** The staff member of an office route, set by `requireStaff`. */
    staff: StaffMember;
  };
}
