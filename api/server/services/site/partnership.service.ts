import { desc } from 'drizzle-orm';
import type { PartnershipApplication, PartnerType } from '../../../contract/site-messages';
import type { Language } from '../../../contract/validation';
import { days, hours } from '../../clock';
import type { Queryable } from '../../db/database';
import { partnershipApplications } from '../../db/schema';
import { enforce } from '../../security/rate-limit';
import { enqueueMessage } from '../outbox.service';
import { countSend, passCaptchaGate } from './captcha-gate';
import type { ContactDeps, ContactSender } from './contact.service';

/** Two applications an hour go straight through from an address; past that each needs a captcha; 10 an hour and 5 a day for one e-mail at most. */
export const partnershipLimits = {
  captcha: (address: string) => ({ sent: { key: `partnership:sent:${address}`, max: 2, windowMs: hours(1) } }),
  address: (address: string) => ({ key: `partnership:address:${address}`, max: 10, windowMs: hours(1) }),
  email: (email: string) => ({ key: `partnership:email:${email}`, max: 5, windowMs: days(1) }),
};

export const partnerTypeLabels: Record<Language, Record<PartnerType, string>> = {
  hy: { developer: 'Կառուցապատող', agency: 'Անշարժ գույքի գործակալություն', homeRenovation: 'Տուն և վերանորոգում', services: 'Ծառայություններ', other: 'Այլ' },
  ru: { developer: 'Застройщик', agency: 'Агентство недвижимости', homeRenovation: 'Дом и ремонт', services: 'Услуги', other: 'Другое' },
  en: { developer: 'Developer', agency: 'Real estate agency', homeRenovation: 'Home and renovation', services: 'Services', other: 'Other' },
};

/** Stores a "become a partner" application, mails it to the bank and confirms it to the applicant, in one transaction. */
export async function submitPartnershipApplication(deps: ContactDeps, input: PartnershipApplication, sender: Omit<ContactSender, 'userId'>): Promise<{ id: number }> {
  const { db, clock } = deps;
  await enforce(db, clock, partnershipLimits.address(sender.address), partnershipLimits.email(input.email));
  const gate = partnershipLimits.captcha(sender.address);
  await passCaptchaGate(db, clock, gate, input.captchaToken);
  const now = clock.now();
  const website = input.website ? input.website : null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnershipApplications)
      .values({ companyName: input.companyName, type: input.type, offer: input.offer, contactName: input.contactName, email: input.email, phoneNumber: input.phoneNumber, website, language: sender.lang, createdAt: now })
      .returning({ id: partnershipApplications.id });
    if (!row) throw new Error('partnership application insert returned nothing');
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: deps.bankEmail,
      template: 'partnershipApplication',
      language: 'hy',
      params: { id: row.id, company: input.companyName, type: partnerTypeLabels.hy[input.type], offer: input.offer, name: input.contactName, email: input.email, phone: input.phoneNumber, website: website ?? '—' },
    });
    await enqueueMessage(tx, now, { channel: 'email', recipient: input.email, template: 'partnershipReceived', language: sender.lang, params: { id: row.id, name: input.contactName, company: input.companyName } });
    return row.id;
  });
  await countSend(db, clock, gate);
  return { id };
}

/** The applications, newest first, for the office's administrators. */
export async function listPartnershipApplications(q: Queryable) {
  const rows = await q.select().from(partnershipApplications).orderBy(desc(partnershipApplications.createdAt), desc(partnershipApplications.id)).limit(200);
  return rows.map((row) => ({ ...row, type: row.type as PartnerType, createdAt: row.createdAt.toISOString() }));
}
