import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type OutgoingMessage, routedSender, senderFor } from '../src/modules/message/senders.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('SMTP sender and the sender factory', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, done) {
        if (auth.username === 'mailer' && auth.password === 'secret') done(null, { user: 'mailer' });
        else done(new Error('Invalid username or password'));
      },
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString(),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const email: OutgoingMessage = { type: '2', receiver: 'alice@example.com', title: '欢迎', content: '<p>你好</p>' };
  const configured = (env: Record<string, string>) => loadConfig({ SMTP_HOST: '127.0.0.1', ...env });

  it('reads SMTP_URL or SMTP_HOST/PORT/USER/PASS/FROM; without them there is no SMTP', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(configured({ SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_FROM: 'a@b.c' }).smtp).toEqual({
      url: undefined,
      host: '127.0.0.1',
      port: 2525,
      user: 'u',
      pass: 'p',
      from: 'a@b.c',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow('SMTP_URL');
  });

  it('sends e-mails through the configured server, HTML when the message is HTML', async () => {
    const sender = senderFor(
      configured({ SMTP_PORT: String(port), SMTP_USER: 'mailer', SMTP_PASS: 'secret', SMTP_FROM: 'cms@example.com' }),
      log,
    );
    await sender.send({ ...email, html: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'cms@example.com', to: ['alice@example.com'] });
    expect(received[0].data).toContain('text/html');
    expect(received[0].data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('takes SMTP_URL too, and reports a refused login or a bad address as the failure', async () => {
    const url = `smtp://mailer:secret@127.0.0.1:${port}`;
    const byUrl = senderFor(loadConfig({ SMTP_URL: url, SMTP_FROM: 'cms@example.com' }), log);
    await byUrl.send({ ...email, receiver: 'bob@example.com' });
    expect(received.at(-1)).toMatchObject({ from: 'cms@example.com', to: ['bob@example.com'] });
    expect(received.at(-1)?.data).toContain('text/plain');

    const wrong = senderFor(configured({ SMTP_PORT: String(port), SMTP_USER: 'mailer', SMTP_PASS: 'nope' }), log);
    await expect(wrong.send(email)).rejects.toThrow(/Invalid login|Invalid username/);
    await expect(byUrl.send({ ...email, receiver: 'not an address' })).rejects.toThrow('接收人不是有效的邮箱地址');
  });

  it('routes by message type: e-mail to SMTP, SMS to the provider, the rest to the fallback', async () => {
    const seen: string[] = [];
    const sender = routedSender({
      email: { send: async (m) => void seen.push(`mail:${m.receiver}`) },
      sms: { sendText: async (mobile, text) => void seen.push(`sms:${mobile}:${text}`) },
      fallback: { send: async (m) => void seen.push(`log:${m.type}`) },
    });
    await sender.send(email);
    await sender.send({ type: '1', receiver: '13800000000', title: '验证', content: '您的验证码' });
    await sender.send({ type: '4', receiver: 'admin', title: '系统', content: 'x' });
    expect(seen).toEqual(['mail:alice@example.com', 'sms:13800000000:您的验证码', 'log:4']);
    // No SMTP configured: e-mails go to the fallback (the log), never fail.
    await expect(senderFor(loadConfig({}), log).send(email)).resolves.toBeUndefined();
  });
});
