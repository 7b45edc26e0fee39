import type { FastifyBaseLogger } from 'fastify';

/** One message on its way out: the dictionary `msgType` (1 短信, 2 邮件, 3 微信, 4 系统) decides the channel. */
export interface OutgoingMessage {
  type: string;
  receiver: string;
  title: string;
  content: string;
}

/** A channel (SMTP, an SMS provider …); a rejected promise marks the message 发送失败 with its reason. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default channel: writes the message to the server log (development, and deployments without a provider). */
export function logSender(log: FastifyBaseLogger): MessageSender {
  return {
    async send(message) {
      log.info({ message: { ...message, content: message.content.slice(0, 500) } }, 'message sent (log sender)');
    },
  };
}
