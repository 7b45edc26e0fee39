import { audit, id, index, type MigrationDb } from './helpers.js';

/** Positions (users' posts) and check rules (`/sys/checkRule/checkByCode`). */
export async function up(db: MigrationDb): Promise<void> {
  await audit(
    id(db.schema.createTable('sys_position'))
      .addColumn('code', 'varchar(100)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('post_rank', 'varchar(2)')
      .addColumn('company_id', 'varchar(255)')
      .addColumn('sys_org_code', 'varchar(50)'),
  ).execute();
  await index(db, 'sys_position', ['code'], true);
  await index(db, 'sys_position', ['create_time']);

  await audit(
    id(db.schema.createTable('sys_check_rule'))
      .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_json', 'varchar(1024)', (c) => c.notNull())
      .addColumn('rule_description', 'varchar(200)'),
  ).execute();
  await index(db, 'sys_check_rule', ['rule_code'], true);

  // List pages sort by create_time desc by default.
  await index(db, 'sys_role', ['create_time']);
  await index(db, 'sys_dict', ['create_time']);
  await index(db, 'sys_dict_item', ['dict_id', 'sort_order']);
}
