import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { MessageSender } from './message-types.js';
import { smtpSender } from './smtp-sender.js';

export type { MessageSender, OutgoingMessage } from './message-types.js';

/** The values of the dictionary `msgType`. */
export const MESSAGE_TYPE = { sms: '1', email: '2', wechat: '3', system: '4' } as const;

/**
 * An SMS gateway. A deployment implements it for its provider (its signature, template and credentials stay in
 * the implementation) and hands it to `senderFor`; a rejection is the reason shown in 消息管理.
 */
export interface SmsProvider {
  sendText(mobile: string, text: string): Promise<void>;
}

/** The default channel: writes the message to the server log (development, and deployments without a provider). */
export function logSender(log: FastifyBaseLogger): MessageSender {
  return {
    async send(message) {
      log.info({ message: { ...message, content: message.content.slice(0, 500) } }, 'message sent (log sender)');
    },
  };
}

/** The SMS provider of deployments without one: the text goes to the log. */
export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async sendText(mobile, text) {
      log.info({ mobile, text: text.slice(0, 500) }, 'SMS sent (log provider)');
    },
  };
}

export interface SenderChannels {
  /** E-mails (type 2). */
  email?: MessageSender;
  /** Text messages (type 1). */
  sms?: SmsProvider;
  /** Every other type, and a type whose channel is not configured. */
  fallback: MessageSender;
}

/** One sender that hands each message to the channel of its type. */
export function routedSender(channels: SenderChannels): MessageSender {
  return {
    async send(message) {
      if (message.type === MESSAGE_TYPE.email && channels.email) return channels.email.send(message);
      if (message.type === MESSAGE_TYPE.sms && channels.sms)
        return channels.sms.sendText(message.receiver, message.content);
      return channels.fallback.send(message);
    },
  };
}

/** The configured senders: SMTP for e-mails when `SMTP_URL` / `SMTP_HOST` is set, the given SMS provider, the log. */
export function senderFor(config: Pick<Config, 'smtp'>, log: FastifyBaseLogger, sms?: SmsProvider): MessageSender {
  return routedSender({
    email: config.smtp ? smtpSender(config.smtp) : undefined,
    sms: sms ?? logSmsProvider(log),
    fallback: logSender(log),
  });
}
