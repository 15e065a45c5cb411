import type { MailTransport } from '../adapters/mail-transport';
import { deliverOutboxMessage } from '../services/outbox.service';
import { maintenanceKind, pruneExpired } from './maintenance';
import type { DeadlineHandler } from './scheduler';

/**
 * Every kind of deadline the server knows how to run. Features register theirs here
 * (booking holds, submission deadlines, decisions); an unknown kind is retried, then failed.
 */
export function createDeadlineHandlers(deps: { mail: MailTransport }): Record<string, DeadlineHandler> {
  return {
    'outbox.deliver': deliverOutboxMessage(deps.mail),
    [maintenanceKind]: pruneExpired,
  };
}
