import { audit, id, index, type MigrationDb } from './helpers.js';

/** System tables of contract §6 that login, menus and permissions need, plus sites and sessions. */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;

  await audit(
    id(s.createTable('sys_user'))
      .addColumn('username', 'varchar(100)', (c) => c.notNull())
      .addColumn('realname', 'varchar(100)')
      .addColumn('password', 'varchar(255)')
      .addColumn('salt', 'varchar(45)')
      .addColumn('avatar', 'varchar(255)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('sex', 'integer')
      .addColumn('email', 'varchar(45)')
      .addColumn('phone', 'varchar(45)')
      .addColumn('org_code', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('third_id', 'varchar(100)')
      .addColumn('third_type', 'varchar(100)')
      .addColumn('activiti_sync', 'integer')
      .addColumn('work_no', 'varchar(100)')
      .addColumn('post', 'varchar(100)')
      .addColumn('telephone', 'varchar(45)')
      .addColumn('user_identity', 'integer')
      .addColumn('depart_ids', 'text')
      .addColumn('rel_tenant_ids', 'varchar(100)')
      .addColumn('client_id', 'varchar(64)')
      .addColumn('site_id', 'varchar(32)')
      .addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, 'sys_user', ['username'], true);
  await index(db, 'sys_user', ['email'], true);
  await index(db, 'sys_user', ['phone'], true);
  await index(db, 'sys_user', ['work_no'], true);
  await index(db, 'sys_user', ['del_flag', 'create_time']);
  await index(db, 'sys_user', ['org_code']);

  await audit(
    id(s.createTable('sys_role'))
      .addColumn('role_name', 'varchar(200)')
      .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)'),
  ).execute();
  await index(db, 'sys_role', ['role_code'], true);

  await id(s.createTable('sys_user_role'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .execute();
  await index(db, 'sys_user_role', ['user_id', 'role_id'], true);
  await index(db, 'sys_user_role', ['role_id']);

  await audit(
    id(s.createTable('sys_permission'))
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('url', 'varchar(255)')
      .addColumn('component', 'varchar(255)')
      .addColumn('component_name', 'varchar(100)')
      .addColumn('redirect', 'varchar(255)')
      .addColumn('menu_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('perms', 'varchar(255)')
      .addColumn('perms_type', 'varchar(10)', (c) => c.defaultTo('1'))
      .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'varchar(100)')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rule_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(2)', (c) => c.defaultTo('1'))
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, 'sys_permission', ['parent_id']);
  await index(db, 'sys_permission', ['menu_type']);

  await id(s.createTable('sys_role_permission'))
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .execute();
  await index(db, 'sys_role_permission', ['role_id', 'permission_id'], true);
  await index(db, 'sys_role_permission', ['permission_id']);

  await id(s.createTable('sys_permission_data_rule'))
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(50)')
    .addColumn('rule_column', 'varchar(50)')
    .addColumn('rule_conditions', 'varchar(50)')
    .addColumn('rule_value', 'varchar(300)')
    .addColumn('status', 'varchar(3)', (c) => c.defaultTo('1'))
    .addColumn('create_time', 'varchar(19)')
    .addColumn('create_by', 'varchar(32)')
    .addColumn('update_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(32)')
    .execute();
  await index(db, 'sys_permission_data_rule', ['permission_id']);

  await audit(
    id(s.createTable('sys_depart'))
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('depart_name_en', 'varchar(500)')
      .addColumn('depart_name_abbr', 'varchar(500)')
      .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(500)')
      .addColumn('org_category', 'varchar(10)', (c) => c.defaultTo('1'))
      .addColumn('org_type', 'varchar(10)')
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('fax', 'varchar(32)')
      .addColumn('address', 'varchar(100)')
      .addColumn('memo', 'varchar(500)')
      .addColumn('status', 'varchar(1)', (c) => c.defaultTo('1'))
      .addColumn('del_flag', 'varchar(1)', (c) => c.defaultTo('0')),
  ).execute();
  await index(db, 'sys_depart', ['org_code'], true);
  await index(db, 'sys_depart', ['parent_id']);

  await id(s.createTable('sys_user_depart'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('dep_id', 'varchar(32)', (c) => c.notNull())
    .execute();
  await index(db, 'sys_user_depart', ['user_id', 'dep_id'], true);
  await index(db, 'sys_user_depart', ['dep_id']);

  await id(s.createTable('sys_depart_permission'))
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .execute();
  await index(db, 'sys_depart_permission', ['depart_id', 'permission_id'], true);

  await audit(
    id(s.createTable('sys_depart_role'))
      .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('role_name', 'varchar(200)')
      .addColumn('role_code', 'varchar(100)')
      .addColumn('description', 'varchar(255)'),
  ).execute();
  await index(db, 'sys_depart_role', ['depart_id']);

  await id(s.createTable('sys_depart_role_permission'))
    .addColumn('depart_id', 'varchar(32)')
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .execute();
  await index(db, 'sys_depart_role_permission', ['role_id', 'permission_id'], true);

  await id(s.createTable('sys_depart_role_user'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('drole_id', 'varchar(32)', (c) => c.notNull())
    .execute();
  await index(db, 'sys_depart_role_user', ['user_id', 'drole_id'], true);
  await index(db, 'sys_depart_role_user', ['drole_id']);

  await audit(
    id(s.createTable('sys_dict'))
      .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('dict_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, 'sys_dict', ['dict_code'], true);

  await audit(
    id(s.createTable('sys_dict_item'))
      .addColumn('dict_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await index(db, 'sys_dict_item', ['dict_id', 'item_value'], true);

  await s
    .createTable('sys_tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)')
    .addColumn('create_by', 'varchar(32)')
    .addColumn('begin_date', 'varchar(19)')
    .addColumn('end_date', 'varchar(19)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await audit(
    id(s.createTable('sys_log'))
      .addColumn('log_type', 'integer', (c) => c.notNull())
      .addColumn('log_content', 'varchar(1000)')
      .addColumn('operate_type', 'integer')
      .addColumn('userid', 'varchar(100)')
      .addColumn('username', 'varchar(100)')
      .addColumn('ip', 'varchar(100)')
      .addColumn('method', 'varchar(500)')
      .addColumn('request_url', 'varchar(255)')
      .addColumn('request_param', 'text')
      .addColumn('request_type', 'varchar(10)')
      .addColumn('cost_time', 'bigint'),
  ).execute();
  await index(db, 'sys_log', ['log_type', 'create_time']);
  await index(db, 'sys_log', ['create_time']);

  await audit(
    id(s.createTable('sys_site'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('domain', 'varchar(255)')
      .addColumn('language', 'varchar(16)')
      .addColumn('logo', 'varchar(255)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(500)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, 'sys_site', ['code'], true);

  await id(s.createTable('sys_role_site'))
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull())
    .execute();
  await index(db, 'sys_role_site', ['role_id', 'site_id'], true);
  await index(db, 'sys_role_site', ['site_id']);

  await id(s.createTable('sys_session'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(32)')
    .addColumn('org_code', 'varchar(64)')
    .addColumn('tenant_id', 'integer')
    .addColumn('ip', 'varchar(100)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('login_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'sys_session', ['user_id']);
  await index(db, 'sys_session', ['expire_at']);

  await s
    .createTable('sys_ephemeral')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'sys_ephemeral', ['expire_at']);
}
