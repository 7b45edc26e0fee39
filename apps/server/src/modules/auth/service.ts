import { randomInt } from 'node:crypto';
import { generatePassword, hashPassword, verifyPassword } from '../../core/auth/password.js';
import type { SessionContext } from '../../core/auth/session.js';
import { TENANTS_FROZEN } from '../../core/auth/tenants.js';
import type { AppContext } from '../../core/context.js';
import { ApiError } from '../../core/errors.js';
import type { Language } from '../../core/language.js';
import { departsOfUser } from '../../core/lookup/user-departs.js';
import { ok } from '../../core/result.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { SysUser } from '../../db/types.js';
import type { DictService } from '../dict/service.js';
import type { LogService } from '../log/service.js';
import type { SiteService } from '../site/service.js';
import { assertPasswordPolicy } from './password-policy.js';
import { userInfo } from './user-info.js';

/** Login result codes of spec §8. */
export const LOGIN_CODE = {
  captchaInvalid: 1001,
  captchaWrong: 1002,
  noUser: 1003,
  closed: 1004,
  frozen: 1005,
  badCredentials: 1006,
} as const;

export const LOCKOUT = { userFailures: 5, ipFailures: 20, windowMs: 10 * 60_000 } as const;
export const LOCKED_MESSAGE = '该用户登录失败次数过多，请于10分钟后再次登录！';
export const IP_LOCKED_MESSAGE = '登录失败次数过多，请10分钟后再试';
export const OLD_PASSWORD_LOCKED_MESSAGE = '旧密码错误次数过多，请于10分钟后再试';
const SMS_TTL_MS = 10 * 60_000;
const SMS_MAX_TRIES = 5;
const SMS_PURPOSE = { '0': 'login', '1': 'register', '2': 'forgot' } as const;
export type SmsMode = keyof typeof SMS_PURPOSE;

export interface ClientMeta {
  ip: string;
  userAgent?: string;
  /** When the request's handling began (performance.now()): the login log's 耗时. */
  started?: number;
  /** The language of the dictionaries sent with a login. */
  language?: Language;
}

/** Login, phone login, registration, logout and password changes (contract §2). */
export class AuthService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sites: SiteService,
    private readonly dicts: DictService,
    private readonly logs: LogService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async login(input: { username: string; password: string; captcha?: string; checkKey?: string }, meta: ClientMeta) {
    if (this.ctx.config.captcha) {
      const check = await this.ctx.captcha.check(input.checkKey, input.captcha);
      if (check === 'missing') throw new ApiError('验证码无效', LOGIN_CODE.captchaInvalid);
      if (check === 'wrong') throw new ApiError('验证码错误', LOGIN_CODE.captchaWrong);
    }
    await this.assertNotLocked(input.username, meta.ip);
    const user = await this.findUser('username', input.username);
    if (!user) {
      await this.countFailure(input.username, meta.ip);
      throw new ApiError('该用户不存在', LOGIN_CODE.noUser);
    }
    // The password first: a wrong one tells nothing about the account's state.
    if (!(await verifyPassword(input.password, user.password))) {
      await this.countFailure(input.username, meta.ip);
      throw new ApiError('用户名或密码错误', LOGIN_CODE.badCredentials);
    }
    this.assertEffective(user);
    await this.ctx.ephemeral.delete(failKey('user', accountAt(user.username, meta.ip)));
    return this.openSession(user, meta);
  }

  async sendSms(mobile: string, mode: SmsMode) {
    const user = await this.findUser('phone', mobile);
    if (mode === '1' && user) throw new ApiError('该手机号已注册，请直接登录');
    if (mode !== '1') {
      if (!user) throw new ApiError('该用户不存在', LOGIN_CODE.noUser);
      this.assertEffective(user);
    }
    if (await this.ctx.ephemeral.get(smsKey(mobile))) throw new ApiError('验证码10分钟内，仍然有效！');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.ctx.ephemeral.set(smsKey(mobile), JSON.stringify({ code, mode }), SMS_TTL_MS);
    await this.ctx.ephemeral.delete(`smsfail:${mobile}`);
    await this.ctx.sms.send(mobile, code, SMS_PURPOSE[mode]);
    return ok(null, '短信验证码发送成功');
  }

  async phoneLogin(mobile: string, code: string, meta: ClientMeta) {
    const user = await this.findUser('phone', mobile);
    if (!user) throw new ApiError('该用户不存在', LOGIN_CODE.noUser);
    await this.assertNotLocked(user.username, meta.ip);
    await this.consumeSmsCode(mobile, code, '0');
    this.assertEffective(user);
    return this.openSession(user, meta);
  }

  async register(input: { username?: string; password?: string; phone: string; smscode: string; email?: string }) {
    const username = input.username || input.phone;
    if (await this.findUser('username', username)) throw new ApiError('用户名已存在');
    if (await this.findUser('phone', input.phone)) throw new ApiError('该手机号已注册，请直接登录');
    if (input.email && (await this.findUser('email', input.email))) throw new ApiError('邮箱已被注册');
    if (input.password) assertPasswordPolicy(input.password);
    await this.consumeSmsCode(input.phone, input.smscode, '1');
    // Registered accounts start without roles: they can sign in once an administrator assigns a role and site.
    await this.db
      .insertInto('sysUser')
      .values({
        id: newId(),
        username,
        realname: username,
        password: await hashPassword(input.password || generatePassword()),
        phone: input.phone,
        email: input.email || null,
        status: 1,
        delFlag: 0,
        passwordChangeRequired: 0,
        createBy: username,
        createTime: formatDateTime(),
      })
      .execute();
    return ok(null, '注册成功');
  }

  /** Step one of the forgotten-password flow: the SMS code matches the phone of an account. */
  async phoneVerification(phone: string, smscode: string) {
    const user = await this.findUser('phone', phone);
    if (!user) throw new ApiError('该手机号未注册');
    await this.checkSmsCode(phone, smscode, '2', false);
    return ok({ smscode, username: user.username }, '手机号验证成功');
  }

  async resetPasswordBySms(input: { username: string; password: string; smscode: string; phone: string }) {
    const user = await this.findUser('username', input.username);
    if (!user || user.phone !== input.phone) throw new ApiError('用户信息与手机号不匹配');
    assertPasswordPolicy(input.password);
    await this.consumeSmsCode(input.phone, input.smscode, '2');
    await this.setPassword(user.id, input.password);
    await this.ctx.sessions.revokeUser(user.id);
    return ok(null, '密码重置成功');
  }

  async updateOwnPassword(
    session: SessionContext,
    input: { username: string; oldpassword: string; password: string; confirmpassword: string },
  ) {
    if (input.username !== session.username) throw new ApiError('只允许修改自己的密码！');
    if (input.password !== input.confirmpassword) throw new ApiError('两次输入密码不一致!');
    const user = await this.findUser('username', session.username);
    if (!user) throw new ApiError('旧密码输入错误!');
    // Wrong old passwords are guesses like wrong logins (a session left open must not reveal the password).
    const guesses = failKey('oldpw', user.id);
    if (Number((await this.ctx.ephemeral.get(guesses)) ?? 0) >= LOCKOUT.userFailures) {
      throw new ApiError(OLD_PASSWORD_LOCKED_MESSAGE);
    }
    if (!(await verifyPassword(input.oldpassword, user.password))) {
      await this.ctx.ephemeral.increment(guesses, LOCKOUT.windowMs);
      throw new ApiError('旧密码输入错误!');
    }
    await this.ctx.ephemeral.delete(guesses);
    if (input.password === input.oldpassword) throw new ApiError('新密码不能与旧密码相同');
    assertPasswordPolicy(input.password);
    await this.setPassword(user.id, input.password);
    // Every other session of this user ends; the one that changed the password goes on.
    await this.ctx.sessions.revokeUser(user.id, session.sid);
    this.ctx.sessions.forgetUser(user.id);
    return ok(null, '密码修改成功！');
  }

  async logout(token: string | undefined) {
    if (!token) throw new ApiError('退出登录失败！');
    const sid = await this.ctx.sessions.sidOf(token);
    if (!sid || !(await this.ctx.sessions.revoke(sid))) throw new ApiError('Token无效!');
    return ok(null, '退出登录成功！');
  }

  private async setPassword(userId: string, password: string) {
    await this.db
      .updateTable('sysUser')
      .set({ password: await hashPassword(password), passwordChangeRequired: 0, updateTime: formatDateTime() })
      .where('id', '=', userId)
      .execute();
  }

  private findUser(column: 'username' | 'phone' | 'email', value: string): Promise<SysUser | undefined> {
    return this.db.selectFrom('sysUser').selectAll().where(column, '=', value).executeTakeFirst();
  }

  private assertEffective(user: SysUser): void {
    if (user.delFlag === 1) throw new ApiError('该用户已注销', LOGIN_CODE.closed);
    if (user.status === 2) throw new ApiError('该用户已冻结', LOGIN_CODE.frozen);
  }

  /**
   * An account is locked at one address (account and IP), so that nobody locks an account out from everywhere;
   * an address is locked whatever the account.
   */
  private async assertNotLocked(username: string, ip: string): Promise<void> {
    const [userFails, ipFails] = await Promise.all([
      this.ctx.ephemeral.get(failKey('user', accountAt(username, ip))),
      this.ctx.ephemeral.get(failKey('ip', ip)),
    ]);
    if (Number(userFails ?? 0) >= LOCKOUT.userFailures) throw new ApiError(LOCKED_MESSAGE);
    if (Number(ipFails ?? 0) >= LOCKOUT.ipFailures) throw new ApiError(IP_LOCKED_MESSAGE);
  }

  private async countFailure(username: string, ip: string): Promise<void> {
    await this.ctx.ephemeral.increment(failKey('user', accountAt(username, ip)), LOCKOUT.windowMs);
    await this.ctx.ephemeral.increment(failKey('ip', ip), LOCKOUT.windowMs);
  }

  /** Checks an SMS code for a purpose; a code dies after five wrong tries. */
  private async checkSmsCode(mobile: string, code: string, mode: SmsMode, consume: boolean): Promise<void> {
    const stored = await this.ctx.ephemeral.get(smsKey(mobile));
    const parsed = stored ? (JSON.parse(stored) as { code: string; mode: SmsMode }) : null;
    if (!parsed || parsed.mode !== mode || parsed.code !== code.trim()) {
      const tries = await this.ctx.ephemeral.increment(`smsfail:${mobile}`, SMS_TTL_MS);
      if (tries >= SMS_MAX_TRIES) await this.ctx.ephemeral.delete(smsKey(mobile));
      throw new ApiError('验证码错误', LOGIN_CODE.captchaWrong);
    }
    if (consume) await this.ctx.ephemeral.delete(smsKey(mobile));
  }

  private consumeSmsCode(mobile: string, code: string, mode: SmsMode): Promise<void> {
    return this.checkSmsCode(mobile, code, mode, true);
  }

  /** Everything after the credentials are proven: site, tenant and department checks, then the session. */
  private async openSession(user: SysUser, meta: ClientMeta) {
    const tenantList = await this.effectiveTenants(user);
    const tenantId = tenantList[0].id;
    const sites = await this.sites.sitesOfUser({ userId: user.id, username: user.username, tenantId });
    if (sites.length === 0) throw new ApiError('您的角色尚未分配站点');
    const departs = await departsOfUser(this.db, user.id, tenantId);
    let orgCode = user.orgCode;
    if (departs.length === 1) orgCode = departs[0].orgCode;
    else if (departs.length > 1 && !departs.some((d) => d.orgCode === orgCode)) orgCode = departs[0].orgCode;
    const site = this.sites.pickSite(sites, user.siteId);
    if (orgCode !== user.orgCode || site?.id !== user.siteId) {
      await this.db
        .updateTable('sysUser')
        .set({ orgCode, siteId: site?.id ?? null })
        .where('id', '=', user.id)
        .execute();
    }
    const { token } = await this.ctx.sessions.create(user, {
      ip: meta.ip,
      userAgent: meta.userAgent,
      siteId: site?.id,
      orgCode,
      tenantId,
    });
    await this.logs.login({
      username: user.username,
      realname: user.realname,
      ip: meta.ip,
      content: `用户名: ${user.username},登录成功！`,
      tenantId,
      costTime: meta.started === undefined ? undefined : Math.round(performance.now() - meta.started),
    });
    const result: Record<string, unknown> = {
      token,
      userInfo: userInfo({ ...user, orgCode, siteId: site?.id ?? null }, site, tenantId),
      departs,
      multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
      sysAllDictItems: await this.dicts.allItems(meta.language),
    };
    // Contract §2.2: only for a user with tenants of its own (or several): the default install shows nothing.
    if (user.relTenantIds || tenantList.length > 1) result.tenantList = tenantList;
    return ok(result, '登录成功');
  }

  /**
   * The usable tenants of a user (enabled, inside their dates; every one for the super user); none usable
   * refuses the login (contract §2.2).
   */
  private async effectiveTenants(user: SysUser) {
    const tenants = await this.ctx.tenants.ofUser(user);
    if (tenants.length === 0) throw new ApiError(TENANTS_FROZEN);
    return tenants;
  }
}

const failKey = (kind: 'user' | 'ip' | 'oldpw', id: string) => `loginfail:${kind}:${id}`;
const accountAt = (username: string, ip: string) => `${username}@${ip}`;
const smsKey = (mobile: string) => `sms:${mobile}`;
