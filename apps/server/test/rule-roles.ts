import { expect } from 'vitest';
import { buttonId, siteId } from '../src/db/seed/ids.js';
import { createUser, login, type TestApp } from './helpers.js';

/**
 * Roles held by data rules, for the tests of issue 21 item 1: a data rule on the menu of an entity (the menu that
 * holds its `<prefix>:list` button), a role granting menus with rules and buttons on the cn site, a user of it.
 */
const newId = async () => (await import('../src/core/time.js')).newId();

/** The menu of a permission prefix: the parent of its list button. */
export async function menuOf(t: TestApp, prefix: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('sysPermission')
    .select('parentId')
    .where('perms', '=', `${prefix}:list`)
    .executeTakeFirstOrThrow();
  return String(row.parentId);
}

/** An enabled data rule (`column condition value`, contract §4.4) on the menu of `prefix`. */
export async function dataRule(t: TestApp, prefix: string, column: string, condition: string, value: string) {
  const id = await newId();
  await t.ctx.db
    .insertInto('sysPermissionDataRule')
    .values({
      id,
      permissionId: await menuOf(t, prefix),
      ruleName: `${column} ${condition} ${value}`,
      ruleColumn: column,
      ruleConditions: condition,
      ruleValue: value,
      status: '1',
    })
    .execute();
  return id;
}

/** A role on the cn site granting the menus of `menus` (prefix → data rule ids, or null) and the buttons. */
export async function ruleRole(
  t: TestApp,
  code: string,
  menus: Record<string, string | null>,
  buttons: readonly string[],
): Promise<string> {
  const db = t.ctx.db;
  const id = await newId();
  await db.insertInto('sysRole').values({ tenantId: 1, id, roleCode: code, roleName: code }).execute();
  const grants = [
    ...(await Promise.all(
      Object.entries(menus).map(async ([prefix, rules]) => ({
        permissionId: await menuOf(t, prefix),
        dataRuleIds: rules,
      })),
    )),
    ...buttons.map((b) => ({ permissionId: buttonId(b), dataRuleIds: null })),
  ];
  for (const g of grants)
    await db
      .insertInto('sysRolePermission')
      .values({ id: await newId(), roleId: id, ...g })
      .execute();
  await db
    .insertInto('sysRoleSite')
    .values({ id: await newId(), roleId: id, siteId: siteId('cn') })
    .execute();
  return id;
}

/** A user of the roles, signed in: its id and token. */
export async function ruleUser(t: TestApp, username: string, roleCodes: string[], orgCode: string | null = null) {
  const id = await createUser(t, { username, roleCodes });
  if (orgCode) await t.ctx.db.updateTable('sysUser').set({ orgCode }).where('id', '=', id).execute();
  return { id, token: await login(t, username) };
}

/** The body of an answer without its timestamp: two answers that must not tell rows apart compare equal. */
export const same = (body: Record<string, unknown>) => ({ ...body, timestamp: 0 });

/** An id no row has. */
export const MISSING_ID = '0123456789abcdef0123456789abcdef';

/** Asks about a row outside the caller's rules and about a missing one: the answers are the same. Answers the first. */
export async function asMissing<R extends { status: number; body: Record<string, unknown> }>(
  ask: (id: string) => Promise<R>,
  id: string,
): Promise<R> {
  const [outside, missing] = [await ask(id), await ask(MISSING_ID)];
  expect(outside.status).toBe(missing.status);
  expect(same(outside.body)).toEqual(same(missing.body));
  return outside;
}
