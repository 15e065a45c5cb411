/*
 * Varpet, the order platform the bank's service partners (movers, cleaners, masters) take requests
 * through (issue 20): a request to a partner is delivered at once, or refused, or the platform is down.
 */

export interface ServiceRequestToPartner {
  /** The partner's account on the platform: the store's slug. */
  partner: string;
  name: string;
  phoneNumber: string;
  address: string;
  description: string;
  /** The same request sent twice (a retried call) is delivered once. */
  idempotencyKey: string;
}

/** The partner did not take the request (it takes no orders now, or not this one): VARPET.MESSAGE_NOT_SENT. */
export class VarpetRefusal extends Error {
  constructor(readonly partner: string) {
    super(`varpet: ${partner} did not take the request`);
    this.name = 'VarpetRefusal';
  }
}

export interface VarpetPlatform {
  /** Delivers the request and answers the platform's reference; throws VarpetRefusal, or OutsideSystemUnavailable when the platform is down. */
  send(request: ServiceRequestToPartner): Promise<{ reference: string }>;
}
