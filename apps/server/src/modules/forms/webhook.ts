import http from 'node:http';
import https from 'node:https';
import { guardedLookup, type OutboundPolicy, outboundUrlProblem, refusedAddress } from '../../core/outbound.js';

const policy = (allowPrivate: boolean): OutboundPolicy => ({ label: 'Webhook', allowPrivate });

export const REFUSED_ADDRESS = refusedAddress('Webhook');

/** A message for a webhook URL that can never be sent to (syntax, scheme, a literal that is not global); else undefined. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | undefined {
  return outboundUrlProblem(raw, policy(allowPrivate));
}

const TIMEOUT_MS = 5_000;

/** POSTs JSON to a webhook; resolves on a 2xx answer, rejects with a short reason otherwise. Redirects are failures. */
export function postWebhook(raw: string, payload: unknown, allowPrivate: boolean): Promise<void> {
  const problem = webhookUrlProblem(raw, allowPrivate);
  if (problem) return Promise.reject(new Error(problem));
  const url = new URL(raw);
  const body = JSON.stringify(payload);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy(allowPrivate)),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Yunzhan-Push/1.0',
        },
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`HTTP ${status}`));
      },
    );
    req.on('timeout', () => req.destroy(new Error('请求超时')));
    req.on('error', (err) => reject(err));
    req.end(body);
  });
}
