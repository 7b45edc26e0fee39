import { cmsSubscription } from '@yunzhan/common/entities/forms/subscription';
import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors.js';
import { route } from '../../core/route.js';
import type { DictService } from '../dict/service.js';
import { formFieldsOf, submitMultipartForm } from '../intake/multipart-form.js';
import { INTAKE_ENTITIES, type IntakeService } from '../intake/service.js';
import type { IntakeUploads } from '../intake/uploads.js';
import type { PublicSite, PublicSites } from '../public/sites.js';
import type { SiteRenderer } from '../site-render/renderer.js';
import { visitOf } from './public-routes.js';
import { CHECK_MAIL, type SubscriptionService } from './subscription-service.js';

/** Forms reached under another name: 联系我们 is the feedback form. */
const ALIASES: Readonly<Record<string, { path: string; title: string }>> = {
  contact: { path: 'feedback', title: '联系我们' },
};

const INPUTS: Readonly<Record<string, string>> = { textarea: 'textarea', dict: 'select', image: 'file', file: 'file' };

/** Reads `a=1&b=2&b=3` into `{ a: '1', b: ['2', '3'] }` (a repeated name: the checked boxes of a multi-choice). */
function parseForm(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const had = out[k];
    out[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  return out;
}

/**
 * The rendered site's forms, plain HTML posted back to the same address: `/{site}/form/{path}` (every intake form,
 * and `contact`), `/{site}/subscribe`, and the confirm / unsubscribe pages the mailed links open (a GET only shows
 * a button, so a mail scanner that follows links changes nothing). Submissions go through the same intake service
 * and per-IP budget as the intake API.
 */
export function siteFormRoutes(
  app: FastifyInstance,
  deps: {
    sites: PublicSites;
    renderer: SiteRenderer;
    intake: IntakeService;
    /** Files chosen in a form's file input go through the public upload gate. */
    uploads: IntakeUploads;
    subscriptions: SubscriptionService;
    dicts: DictService;
    /** Submissions per minute and IP (the intake budget). */
    perMinute: number;
    /** Page views per minute and IP (the rendered site's budget). */
    pagesPerMinute: number;
  },
): void {
  const { sites, renderer, intake, subscriptions, dicts } = deps;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseForm(String(body))),
  );
  const rateLimit = { max: deps.perMinute, timeWindow: '1 minute' };
  const pageLimit = { max: deps.pagesPerMinute, timeWindow: '1 minute' };
  const params = (req: FastifyRequest) => req.params as { site: string; form: string };
  const body = (req: FastifyRequest) =>
    (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;

  const describe = async (entity: EntityDef, names: readonly string[]) =>
    Promise.all(
      names.map(async (name) => {
        const f = entity.fields[name];
        const input =
          name === 'email' ? 'email' : f.kind === 'dict' && f.multi ? 'checkboxes' : (INPUTS[f.kind] ?? 'text');
        // Enabled items only, from the cached dictionaries.
        const items = f.kind === 'dict' ? ((await dicts.allItems())[f.dictCode] ?? []) : [];
        const options = items.map(({ value, text }) => ({ value, text }));
        const accept = 'accept' in f && f.accept ? f.accept.join(',') : '';
        return { name, label: f.label, required: f.required, max: f.max ?? 255, input, options, accept };
      }),
    );

  /** Renders a page; a refused submission (400, 403, 429 …) shows its message in the page with its status. */
  const send = async (
    reply: FastifyReply,
    site: PublicSite,
    names: string[],
    data: Record<string, unknown>,
    status = 200,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await renderer.render(site, names, data));
  const failure = (err: unknown) => {
    // An ApiError's message is meant for the visitor (a 503 too: the site cannot mail links yet).
    if (err instanceof ApiError) return { status: err.status, error: err.message };
    throw err;
  };

  const formOf = async (req: FastifyRequest) => {
    const { site: code, form: name } = params(req);
    const alias = ALIASES[name];
    const entity = INTAKE_ENTITIES.get(alias?.path ?? name);
    if (!entity?.intake) throw new ApiError('页面不存在', 404, 404);
    const site = await sites.of(code);
    const form = { name, path: entity.intake.path, title: alias?.title ?? entity.title };
    return { site, entity, form: { ...form, fields: await describe(entity, formFieldsOf(entity)) } };
  };
  route(app, {
    method: 'GET',
    url: '/:site/form/:form',
    access: 'public',
    rateLimit: pageLimit,
    handler: async ({ req, reply }) => {
      const { site, form } = await formOf(req);
      return send(reply, site, [`${form.path}-form`, 'form'], { form, values: {}, title: form.title });
    },
  });
  route(app, {
    method: 'POST',
    url: '/:site/form/:form',
    access: 'public',
    // Posted as text; a form with a file input posts multipart, bounded by the public upload gate.
    bodyLimit: 64 * 1024,
    rateLimit,
    handler: async ({ req, reply }) => {
      const { site, entity, form } = await formOf(req);
      const names = [`${form.path}-form`, 'form'];
      const data = { form, values: body(req), title: form.title };
      const visit = visitOf(req);
      try {
        if (!req.isMultipart()) await intake.submit(site, form.path, data.values, visit);
        else
          await submitMultipartForm(req, reply, { site, entity, path: form.path }, deps, visit, (values) => {
            data.values = values;
          });
      } catch (err) {
        const { status, error } = failure(err);
        return send(reply, site, names, { ...data, error }, status);
      }
      return send(reply, site, names, { ...data, message: '提交成功，感谢您的反馈！' });
    },
  });

  const subscribeForm = async () => ({
    name: 'subscribe',
    fields: await describe(cmsSubscription, ['email', 'topics']),
  });
  route(app, {
    method: 'GET',
    url: '/:site/subscribe',
    access: 'public',
    rateLimit: pageLimit,
    handler: async ({ req, reply }) =>
      send(reply, await sites.of(params(req).site), ['subscribe'], {
        form: await subscribeForm(),
        values: {},
        title: '邮件订阅',
      }),
  });
  route(app, {
    method: 'POST',
    url: '/:site/subscribe',
    access: 'public',
    bodyLimit: 8 * 1024,
    rateLimit,
    handler: async ({ req, reply }) => {
      const site = await sites.of(params(req).site);
      const data = { form: await subscribeForm(), values: body(req), title: '邮件订阅' };
      try {
        await subscriptions.subscribe(site, body(req), visitOf(req));
      } catch (err) {
        const { status, error } = failure(err);
        return send(reply, site, ['subscribe'], { ...data, error }, status);
      }
      return send(reply, site, ['subscribe'], { ...data, message: CHECK_MAIL });
    },
  });

  for (const action of ['confirm', 'unsubscribe'] as const) {
    const done = action === 'confirm' ? '订阅成功，感谢您的关注！' : '您已退订，今后不会再收到我们的推送邮件。';
    route(app, {
      method: 'GET',
      url: `/:site/subscribe/${action}`,
      access: 'public',
      rateLimit: pageLimit,
      handler: async ({ req, reply }) => {
        const site = await sites.of(params(req).site);
        const token = (req.query as { token?: unknown }).token;
        const known = await subscriptions.known(site, token);
        const data = {
          action,
          token: known ? token : '',
          error: known ? undefined : '链接无效或已过期',
          title: '邮件订阅',
        };
        return send(reply, site, ['subscribe-link'], data, known ? 200 : 400);
      },
    });
    route(app, {
      method: 'POST',
      url: `/:site/subscribe/${action}`,
      access: 'public',
      bodyLimit: 1024,
      rateLimit,
      handler: async ({ req, reply }) => {
        const site = await sites.of(params(req).site);
        try {
          await subscriptions[action](site, body(req).token);
        } catch (err) {
          const { status, error } = failure(err);
          return send(reply, site, ['subscribe-link'], { action, error, title: '邮件订阅' }, status);
        }
        return send(reply, site, ['subscribe-link'], { action, message: done, title: '邮件订阅' });
      },
    });
  }
}
