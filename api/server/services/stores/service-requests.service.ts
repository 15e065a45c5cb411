import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ServiceRequestAnswer, ServiceRequestOutput } from '../../../contract/stores';
import type { Language } from '../../../contract/validation';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import { VarpetRefusal, type VarpetPlatform } from '../../adapters/varpet';
import { days, type Clock } from '../../clock';
import type { Db } from '../../db/database';
import { serviceRequests, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enforce } from '../../security/rate-limit';
import { enqueueMessage } from '../outbox.service';
import { findStore } from './stores.service';

export interface ServiceRequestDeps {
  db: Db;
  clock: Clock;
  varpet: VarpetPlatform;
}

/** Ten requests a day per person: enough for a move and a renovation, too few to flood the partners. */
export const serviceRequestLimit = (userId: string) => ({ key: `service-request:${userId}`, max: 10, windowMs: days(1) });

/**
 * Sends a signed-in person's request to a service partner through its order platform. Only what the
 * platform took is kept (with its reference) and confirmed by e-mail: a refusal (VARPET.MESSAGE_NOT_SENT)
 * or an outage (503 VARPET.SERVICE_UNAVAILABLE) changes nothing, and the person may send it again.
 */
export async function sendServiceRequest(deps: ServiceRequestDeps, userId: string, storeRef: string, input: ServiceRequestOutput, lang: Language): Promise<ServiceRequestAnswer> {
  const { store, sector } = await findStore(deps.db, storeRef);
  // A home-and-renovation store sells goods: it takes no service requests.
  if (sector.section !== 'services') throw new AppError('STORE', 'STORE_NOT_FOUND', undefined, 404);
  await enforce(deps.db, deps.clock, serviceRequestLimit(userId));
  let reference: string;
  try {
    ({ reference } = await deps.varpet.send({ partner: store.slug, name: input.name, phoneNumber: input.phoneNumber, address: input.address, description: input.description, idempotencyKey: randomUUID() }));
  } catch (error) {
    if (error instanceof OutsideSystemUnavailable) throw new AppError('VARPET', 'SERVICE_UNAVAILABLE', undefined, 503);
    if (error instanceof VarpetRefusal) throw new AppError('VARPET', 'MESSAGE_NOT_SENT');
    throw error;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(serviceRequests).values({ storeId: store.id, userId, reference, name: input.name, phoneNumber: input.phoneNumber, address: input.address, description: input.description, createdAt: now });
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (person) {
      await enqueueMessage(tx, now, { channel: 'email', recipient: person.email, template: 'serviceRequestSent', language: lang, params: { name: input.name, store: store.name[lang], reference, description: input.description } });
    }
  });
  return { reference, sentAt: now.toISOString() };
}
