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
import type { PageAt } from '../site-render/seo.js';
import { type SiteTexts, siteTexts } from '../site-render/texts/index.js';
import { visitOf } from './public-routes.js';
import { checkForm, type FormField, FormProblems, refusal } from './site-form-checks.js';
import type { SubscriptionService } from './subscription-service.js';

/** Forms reached under another name: 联系我们 is the feedback form (titled by the site's `t.forms.titles.contact`). */
const ALIASES: Readonly<Record<string, string>> = { contact: 'feedback' };

const INPUTS: Readonly<Record<string, string>> = { textarea: 'textarea', dict: 'select', image: 'file', file: 'file' };
/** The schema's named patterns the forms check by name (`site.js`, `site-form-checks.ts`). */
const PATTERNS: Readonly<Record<string, string>> = { e: 'email', m: 'mobile' };

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

  /** A form's fields as its template shows them, in the site's language (labels, options) with their checks. */
  const describe = async (entity: EntityDef, names: readonly string[], t: SiteTexts): Promise<FormField[]> =>
    Promise.all(
      names.map(async (name) => {
        const f = entity.fields[name];
        const input =
          name === 'email' ? 'email' : f.kind === 'dict' && f.multi ? 'checkboxes' : (INPUTS[f.kind] ?? 'text');
        // Enabled items only, from the cached dictionaries.
        const items = f.kind === 'dict' ? ((await dicts.allItems())[f.dictCode] ?? []) : [];
        const named = f.kind === 'dict' ? t.dicts[f.dictCode] : undefined;
        const options = items.map(({ value, text }) => ({ value, text: named?.[value] ?? text }));
        const accept = 'accept' in f && f.accept ? f.accept.join(',') : '';
        const pattern = 'pattern' in f ? PATTERNS[String(f.pattern)] : undefined;
        const min = 'min' in f && typeof f.min === 'number' ? f.min : undefined;
        const label = t.fields[name] ?? f.label;
        return { name, label, required: f.required, min, max: f.max ?? 255, pattern, input, options, accept };
      }),
    );

  /** Renders a page; a refused submission (400, 403, 429 …) shows its message in the page with its status. */
  const send = async (
    reply: FastifyReply,
    site: PublicSite,
    names: string[],
    data: Record<string, unknown>,
    at: PageAt,
    status = 200,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await renderer.render(site, names, data, at));
  const failure = (err: unknown, site: PublicSite) => {
    // An ApiError's message is meant for the visitor (a 503 too: the site cannot mail links yet), in Chinese: a site
    // of another language words it itself.
    if (!(err instanceof ApiError)) throw err;
    const errors = err instanceof FormProblems ? err.errors : undefined;
    return { status: err.status, data: { error: refusal(err, siteTexts(site.language)), errors } };
  };

  const formOf = async (req: FastifyRequest) => {
    const { site: code, form: name } = params(req);
    const entity = INTAKE_ENTITIES.get(ALIASES[name] ?? name);
    if (!entity?.intake) throw new ApiError('页面不存在', 404, 404);
    const site = await sites.of(code);
    const t = siteTexts(site.language);
    const title = t.forms.titles[name] ?? t.modules[entity.intake.path] ?? entity.title;
    const form = { name, path: entity.intake.path, title };
    return { site, entity, t, form: { ...form, fields: await describe(entity, formFieldsOf(entity), t) } };
  };
  route(app, {
    method: 'GET',
    url: '/:site/form/:form',
    access: 'public',
    rateLimit: pageLimit,
    handler: async ({ req, reply }) => {
      const { site, form } = await formOf(req);
      const at = { path: `/form/${form.name}` };
      return send(reply, site, [`${form.path}-form`, 'form'], { form, values: {}, title: form.title }, at);
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
      const { site, entity, t, form } = await formOf(req);
      const names = [`${form.path}-form`, 'form'];
      const data = { form, values: body(req), title: form.title };
      const visit = visitOf(req);
      const at = { path: `/form/${form.name}` };
      try {
        if (!req.isMultipart()) {
          checkForm(form.fields, data.values, t);
          await intake.submit(site, form.path, data.values, visit);
        } else
          await submitMultipartForm(req, reply, { site, entity, path: form.path }, deps, visit, (values) => {
            data.values = values;
            checkForm(form.fields, values, t);
          });
      } catch (err) {
        const refused = failure(err, site);
        return send(reply, site, names, { ...data, ...refused.data }, at, refused.status);
      }
      return send(reply, site, names, { ...data, message: t.forms.sent }, at);
    },
  });

  const subscribeForm = async (t: SiteTexts) => ({
    name: 'subscribe',
    fields: await describe(cmsSubscription, ['email', 'topics'], t),
  });
  const subscribePage = { path: '/subscribe' };
  route(app, {
    method: 'GET',
    url: '/:site/subscribe',
    access: 'public',
    rateLimit: pageLimit,
    handler: async ({ req, reply }) => {
      const site = await sites.of(params(req).site);
      const t = siteTexts(site.language);
      const data = { form: await subscribeForm(t), values: {}, title: t.forms.subscribeTitle };
      return send(reply, site, ['subscribe'], data, subscribePage);
    },
  });
  route(app, {
    method: 'POST',
    url: '/:site/subscribe',
    access: 'public',
    bodyLimit: 8 * 1024,
    rateLimit,
    handler: async ({ req, reply }) => {
      const site = await sites.of(params(req).site);
      const t = siteTexts(site.language);
      const data = { form: await subscribeForm(t), values: body(req), title: t.forms.subscribeTitle };
      try {
        checkForm(data.form.fields, data.values, t);
        await subscriptions.subscribe(site, body(req), visitOf(req));
      } catch (err) {
        const refused = failure(err, site);
        return send(reply, site, ['subscribe'], { ...data, ...refused.data }, subscribePage, refused.status);
      }
      return send(reply, site, ['subscribe'], { ...data, message: t.forms.checkMail }, subscribePage);
    },
  });

  for (const action of ['confirm', 'unsubscribe'] as const) {
    const at = { path: `/subscribe/${action}` };
    route(app, {
      method: 'GET',
      url: `/:site/subscribe/${action}`,
      access: 'public',
      rateLimit: pageLimit,
      handler: async ({ req, reply }) => {
        const site = await sites.of(params(req).site);
        const t = siteTexts(site.language);
        const token = (req.query as { token?: unknown }).token;
        const known = await subscriptions.known(site, token);
        const data = {
          action,
          token: known ? token : '',
          error: known ? undefined : t.forms.badLink,
          title: t.forms.subscribeTitle,
        };
        return send(reply, site, ['subscribe-link'], data, at, known ? 200 : 400);
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
        const t = siteTexts(site.language);
        const data = { action, title: t.forms.subscribeTitle };
        try {
          await subscriptions[action](site, body(req).token);
        } catch (err) {
          const refused = failure(err, site);
          return send(reply, site, ['subscribe-link'], { ...data, ...refused.data }, at, refused.status);
        }
        const done = action === 'confirm' ? t.forms.confirmed : t.forms.unsubscribed;
        return send(reply, site, ['subscribe-link'], { ...data, message: done }, at);
      },
    });
  }
}
