/** One message on its way out: the dictionary `msgType` (1 短信, 2 邮件, 3 微信, 4 系统) decides the channel. */
export interface OutgoingMessage {
  type: string;
  receiver: string;
  title: string;
  content: string;
  /** The content is (sanitised) HTML, e.g. an announcement's body; plain text otherwise. */
  html?: boolean;
}

/** A channel (SMTP, an SMS provider …); a rejected promise marks the message 发送失败 with its reason. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
