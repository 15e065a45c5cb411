import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Where the outbox delivers to. The sandbox keeps messages in the outbox for the mailbox page. */
export interface MailTransport {
  readonly kind: 'smtp' | 'sandbox';
  deliver(message: OutgoingMessage): Promise<void>;
}

export const sandboxTransport: MailTransport = {
  kind: 'sandbox',
  // The stored outbox row is the delivery: the sandbox mailbox reads it.
  deliver: async () => undefined,
};

/** E-mail over SMTP with nodemailer; SMS has no provider yet, so texts stay in the outbox. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(message) {
      if (message.channel !== 'email') return;
      await transporter.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}
