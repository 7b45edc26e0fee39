import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.js';
import type { MessageSender } from './message-types.js';

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/** E-mails through an SMTP server (nodemailer; port 465 speaks TLS at once, others upgrade with STARTTLS). */
export function smtpSender(smtp: SmtpConfig): MessageSender {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transport = nodemailer.createTransport(
    smtp.url
      ? { url: smtp.url, ...timeouts }
      : {
          host: smtp.host,
          port: smtp.port,
          secure: smtp.port === 465,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
          ...timeouts,
        },
  );
  const user = smtp.user ?? (smtp.url ? decodeURIComponent(new URL(smtp.url).username) : '');
  // The account is the sender when it is an address and SMTP_FROM is not given.
  const from = smtp.from ?? (EMAIL.test(user) ? user : undefined);
  return {
    async send(message) {
      if (!EMAIL.test(message.receiver)) throw new Error('接收人不是有效的邮箱地址');
      await transport.sendMail({
        from,
        to: message.receiver,
        subject: message.title,
        ...(message.html ? { html: message.content } : { text: message.content }),
      });
    },
  };
}
