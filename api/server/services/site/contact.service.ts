import type { ContactAnswer, ContactMessage, ContactSubject } from '../../../contract/site-messages';
import type { Language } from '../../../contract/validation';
import { days, hours, type Clock } from '../../clock';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';
import { enforce } from '../../security/rate-limit';
import { replyDeadline } from '../catalogue/requests.service';
import { enqueueMessage } from '../outbox.service';
import { countSend, passCaptchaGate } from './captcha-gate';

/** An address sends 3 messages an hour freely, then each needs a captcha; 20 an hour, and 10 a day for one e-mail, at most. */
export const contactLimits = {
  captcha: (address: string) => ({ sent: { key: `contact:sent:${address}`, max: 3, windowMs: hours(1) } }),
  address: (address: string) => ({ key: `contact:address:${address}`, max: 20, windowMs: hours(1) }),
  email: (email: string) => ({ key: `contact:email:${email}`, max: 10, windowMs: days(1) }),
};

export const contactSubjectLabels: Record<Language, Record<ContactSubject, string>> = {
  hy: { mortgageTerms: 'Հիփոթեքի պայմաններ', onlineApplication: 'Առցանց հայտ', bankServices: 'Բանկի ծառայություններ', other: 'Այլ' },
  ru: { mortgageTerms: 'Условия ипотеки', onlineApplication: 'Онлайн-заявка', bankServices: 'Услуги банка', other: 'Другое' },
  en: { mortgageTerms: 'Mortgage terms', onlineApplication: 'Online application', bankServices: 'Bank services', other: 'Other' },
};

export interface ContactDeps {
  db: Db;
  clock: Clock;
  /** The bank's mailbox, where every message goes. */
  bankEmail: string;
}

/** Who sent it: the language of the page, the caller's address, the user when signed in. */
export interface ContactSender {
  lang: Language;
  address: string;
  userId: string | null;
}

/**
 * Stores a contact message and, in the same transaction, mails it to the bank (in Armenian, the
 * bank's language) and confirms it to the sender with the time of the promised reply.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactMessage, sender: ContactSender): Promise<ContactAnswer> {
  const { db, clock } = deps;
  await enforce(db, clock, contactLimits.address(sender.address), contactLimits.email(input.email));
  const gate = contactLimits.captcha(sender.address);
  await passCaptchaGate(db, clock, gate, input.captchaToken);
  const now = clock.now();
  const replyBy = replyDeadline(now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, phoneNumber: input.phoneNumber, subject: input.subject, message: input.message, language: sender.lang, userId: sender.userId, createdAt: now, replyBy })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned nothing');
    const common = { id: row.id, name: input.name, message: input.message };
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: deps.bankEmail,
      template: 'contactMessage',
      language: 'hy',
      params: { ...common, subject: contactSubjectLabels.hy[input.subject], email: input.email, phone: input.phoneNumber, language: sender.lang },
    });
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: input.email,
      template: 'contactReceived',
      language: sender.lang,
      params: { ...common, subject: contactSubjectLabels[sender.lang][input.subject] },
    });
    return row.id;
  });
  await countSend(db, clock, gate);
  return { id, replyBy: replyBy.toISOString() };
}
