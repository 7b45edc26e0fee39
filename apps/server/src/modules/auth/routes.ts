import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { tokenOf } from '../../core/guard.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import type { AuthService, ClientMeta } from './service.js';

const mobile = z.string({ error: '请输入手机号' }).regex(/^1[3-9]\d{9}$/, '请输入正确手机号');
const text = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, message);

const loginBody = z.object({
  username: text('请输入帐户名'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '请输入密码'),
  captcha: z.string().max(16).optional(),
  checkKey: z.string().max(64).optional(),
});

export const clientMeta = (req: FastifyRequest): ClientMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  started: performance.now(),
  language: languageOf(req),
});

export function authRoutes(app: FastifyInstance, ctx: AppContext, auth: AuthService, perMinute: number): void {
  /** Login endpoints get a tight per-IP request budget on top of the account lockout. */
  const strict = { max: perMinute, timeWindow: '1 minute' };
  route(app, {
    method: 'GET',
    url: '/sys/randomImage/:key',
    access: 'public',
    rateLimit: strict,
    handler: async ({ req }) => {
      const { key } = z.object({ key: z.string().min(1).max(64) }).parse(req.params);
      return ok(await ctx.captcha.create(key));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/login',
    access: 'public',
    rateLimit: strict,
    body: loginBody,
    handler: ({ req, body }) => auth.login(body, clientMeta(req)),
  });

  route(app, {
    method: 'POST',
    url: '/sys/sms',
    access: 'public',
    rateLimit: strict,
    body: z.object({ mobile, smsmode: z.enum(['0', '1', '2'], { error: '短信类型不正确' }) }),
    handler: ({ body }) => auth.sendSms(body.mobile, body.smsmode),
  });

  route(app, {
    method: 'POST',
    url: '/sys/phoneLogin',
    access: 'public',
    rateLimit: strict,
    body: z.object({ mobile, captcha: text('请输入验证码', 16) }),
    handler: ({ req, body }) => auth.phoneLogin(body.mobile, body.captcha, clientMeta(req)),
  });

  route(app, {
    method: 'POST',
    url: '/sys/user/register',
    access: 'public',
    rateLimit: strict,
    body: z.object({
      username: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{4,18}$/, '用户名只允许字母、数字、下划线，长度4到18个字符')
        .optional()
        .or(z.literal('')),
      password: z.string().max(64).optional(),
      phone: mobile,
      smscode: text('请输入验证码', 16),
      email: z.email('邮箱格式不正确').optional().or(z.literal('')),
    }),
    handler: ({ body }) => auth.register(body),
  });

  route(app, {
    method: 'POST',
    url: '/sys/user/phoneVerification',
    access: 'public',
    rateLimit: strict,
    body: z.object({ phone: mobile, smscode: text('请输入验证码', 16) }),
    handler: ({ body }) => auth.phoneVerification(body.phone, body.smscode),
  });

  const resetSchema = z.object({
    username: text('请输入用户名'),
    password: z.string({ error: '请输入新密码!' }).min(1, '请输入新密码!'),
    smscode: text('请输入验证码', 16),
    phone: mobile,
  });
  route(app, {
    method: 'GET',
    url: '/sys/user/passwordChange',
    access: 'public',
    rateLimit: strict,
    query: resetSchema,
    handler: ({ query }) => auth.resetPasswordBySms(query),
  });
  route(app, {
    method: 'POST',
    url: '/sys/user/passwordChange',
    access: 'public',
    rateLimit: strict,
    body: resetSchema,
    handler: ({ body }) => auth.resetPasswordBySms(body),
  });

  route(app, {
    method: ['POST', 'GET'],
    url: '/sys/logout',
    access: 'public',
    handler: ({ req }) => auth.logout(tokenOf(req)),
  });

  route(app, {
    method: ['POST', 'PUT'],
    url: '/sys/user/updatePassword',
    access: 'authenticated',
    beforePasswordChange: true,
    body: z.object({
      username: text('请输入用户名'),
      oldpassword: z.string({ error: '请输入旧密码!' }).min(1, '请输入旧密码!'),
      password: z.string({ error: '请输入新密码!' }).min(1, '请输入新密码!'),
      confirmpassword: z.string({ error: '请确认新密码!' }).min(1, '请确认新密码!'),
    }),
    handler: ({ req, body }) => auth.updateOwnPassword(sessionOf(req), body),
  });
}
