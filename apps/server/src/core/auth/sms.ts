import type { FastifyBaseLogger } from 'fastify';

/** Delivers SMS verification codes. Deployments plug in a real gateway; the default writes to the log. */
export interface SmsSender {
  send(mobile: string, code: string, purpose: 'login' | 'register' | 'forgot'): Promise<void>;
}

export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, code, purpose) {
      log.info({ mobile, purpose }, `SMS verification code for ${mobile}: ${code}`);
    },
  };
}
