import { formFieldsOf, searchFieldsOf } from '@yunzhan/common/entities/form-fields';
import { schemaRules } from '@yunzhan/common/entities/form-rules';
import type { EntityDef, Field, LinesField } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { searchQuery } from '@yunzhan/common/entities/search-query';
import { firstError } from '@yunzhan/common/validation/index';
import { expect } from 'vitest';
import type { FormValues } from './form-values.js';
import { FORMS } from './forms.js';
import type { Body, Client, Json } from './types.js';

type Row = Record<string, Json>;

const ids = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .filter(Boolean)
    .sort();

/** A value as the API reads it back equals the one the form sent. */
function same(field: Field, sent: unknown, read: unknown): boolean {
  if (sent === null || sent === undefined || sent === '') return read === null || read === undefined || read === '';
  if (field.kind === 'links') return ids(sent).join() === ids(read).join();
  if (typeof sent === 'number') return Number(read) === sent;
  return String(read) === String(sent);
}

/** Every field the form sent reads back as it was sent; lines compare row by row (any order). */
function expectSaved(entity: EntityDef, sent: Body, row: Row, step: string): void {
  for (const [name, value] of Object.entries(sent)) {
    const field = entity.fields[name];
    // A page's own value the row reads back (a user's roles and departments) compares as its ids.
    if (!field && name in row) expect(ids(row[name]), `${entity.name}.${name} after ${step}`).toEqual(ids(value));
    if (!field?.form || field.sensitive || field.readonly) continue;
    if (field.kind === 'lines') {
      const child = entityNamed((field as LinesField).entity) as EntityDef;
      const read = (row[name] ?? []) as Row[];
      expect(read, `${entity.name}.${name} after ${step}`).toHaveLength((value as Body[]).length);
      for (const line of value as Body[]) {
        // A kept line (sent with its id) is the same row, changed.
        const match = read.some((r) =>
          Object.entries(line).every(([n, x]) => (n === 'id' ? r.id === x : same(child.fields[n], x, r[n]))),
        );
        expect(
          match,
          `${entity.name}.${name}: line ${JSON.stringify(line)} after ${step} in ${JSON.stringify(read)}`,
        ).toBe(true);
      }
      continue;
    }
    expect(
      same(field, value, row[name]),
      `${entity.name}.${name} after ${step}: sent ${value}, read ${row[name]}`,
    ).toBe(true);
  }
}

/** The form's own rules (spec §5) pass on every value it sends, the lines' rows included. */
function expectRulesPass(entity: EntityDef, body: Body): void {
  for (const { name, field } of formFieldsOf(entity)) {
    if (!(name in body)) continue;
    if (field.kind === 'lines') {
      const child = entityNamed((field as LinesField).entity) as EntityDef;
      for (const line of body[name] as Body[]) expectRulesPass(child, line);
      continue;
    }
    expect(firstError(schemaRules(field), body[name]), `${entity.name}.${name} = ${body[name]}`).toBeUndefined();
  }
}

/**
 * The duplicate check of each unique field, as the form sends it on blur (`fieldName` is the column): `free` says
 * whether the value must be available.
 */
async function expectDuplicateChecks(client: Client, entity: EntityDef, body: Body, free: boolean, dataId?: string) {
  for (const { name, field } of formFieldsOf(entity)) {
    const value = body[name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    const params = new URLSearchParams({
      tableName: entity.table,
      fieldName: entity.columnOf(name),
      fieldVal: String(value),
      ...(dataId ? { dataId } : {}),
    });
    const r = await client.call('GET', `/sys/duplicate/check?${params}`);
    expect(r.status, `${entity.name}.${name} duplicate check: ${JSON.stringify(r.body)}`).toBe(200);
    expect(r.body, `${entity.name}.${name} duplicate check`).toMatchObject(
      free ? { success: true, message: '该值可用！' } : { success: false, message: '该值不可用，系统中已存在！' },
    );
  }
}

/** Whether a listed row satisfies one search field's condition. */
function satisfies(field: Field, name: string, query: Record<string, unknown>, row: Row): boolean {
  const value = row[name];
  if (field.search === 'range') {
    const [begin, end] = [query[`${name}_begin`], query[`${name}_end`]].map(String);
    return String(value) >= begin && String(value).slice(0, end.length) <= end;
  }
  const wanted = String(query[name]);
  if (field.kind === 'links') return ids(value).some((id) => ids(wanted).includes(id));
  if (wanted.startsWith('*') && wanted.endsWith('*')) return String(value).includes(wanted.slice(1, -1));
  if (wanted.endsWith('*')) return String(value).startsWith(wanted.slice(0, -1));
  if (field.search === 'in') return wanted.split(',').includes(String(value));
  return String(value) === wanted;
}

/** Each search field of the list page, set to the saved value, finds the row, and only matching rows. */
async function expectFoundBySearch(client: Client, entity: EntityDef, saved: Row): Promise<void> {
  for (const { name, field } of searchFieldsOf(entity)) {
    const value = saved[name];
    if (value === null || value === undefined || value === '') continue;
    const form = field.search === 'range' ? { [`${name}_begin`]: value, [`${name}_end`]: value } : { [name]: value };
    const query = searchQuery(entity, form);
    // Newest first, on the page's first page of 10.
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      column: 'createTime',
      order: 'desc',
      pageNo: '1',
      pageSize: '10',
    });
    const r = await client.call('GET', `${entity.apiBase}/list?${params}`);
    expect(r.body?.success, `${entity.name} list by ${name}: ${JSON.stringify(r.body)}`).toBe(true);
    const records = r.body.result.records as Row[];
    expect(
      records.map((x) => x.id),
      `${entity.name} list by ${name}=${value}`,
    ).toContain(saved.id);
    for (const x of records)
      expect(satisfies(field, name, query, x), `${entity.name} list by ${name}: ${x.id}`).toBe(true);
  }
}

/** The edit body: every editable field changed, locked fields and kept lines' ids as the page sends them. */
async function editBody(values: FormValues, entity: EntityDef, row: Row): Promise<Body> {
  const body = await values.body(entity, 1);
  for (const name of FORMS[entity.name]?.lockedOnEdit ?? []) body[name] = row[name];
  for (const name of entity.lineFields) {
    const lines = body[name] as Body[] | undefined;
    const first = (row[name] as Row[] | undefined)?.[0];
    // The first line is the loaded one, edited; the second is new; the other loaded line is removed.
    if (lines?.length && first) lines[0] = { ...lines[0], id: first.id };
  }
  return body;
}

/**
 * One entity through its page's form: rules and duplicate checks, add, read back, edit every field, read back, and
 * every search field of its list.
 */
export async function roundTrip(client: Client, values: FormValues, entity: EntityDef): Promise<void> {
  const form = FORMS[entity.name] ?? {};
  const base = entity.apiBase;
  const read = async (id: string, step: string) => {
    const r = await client.call('GET', `${base}/queryById?id=${encodeURIComponent(id)}`);
    expect(r.body?.success, `${entity.name} read after ${step}: ${JSON.stringify(r.body)}`).toBe(true);
    return r.body.result as Row;
  };

  const body = await values.body(entity, 0);
  expectRulesPass(entity, body);
  await expectDuplicateChecks(client, entity, body, true);
  const added = await client.call('POST', `${base}/add`, body);
  expect(added.body, `${entity.name} add: ${JSON.stringify(added.body)}`).toMatchObject({ success: true });
  const id = String(added.body.result?.id ?? added.body.result);
  let row = await read(id, 'add');
  expectSaved(entity, body, row, 'add');
  await expectDuplicateChecks(client, entity, body, false);
  await expectDuplicateChecks(client, entity, body, true, id);

  if (!form.noEdit) {
    const edit = await editBody(values, entity, row);
    expectRulesPass(entity, edit);
    await expectDuplicateChecks(client, entity, edit, true, id);
    const edited = await client.call('PUT', `${base}/edit`, { ...edit, id, updateTime: row.updateTime ?? null });
    expect(edited.body, `${entity.name} edit: ${JSON.stringify(edited.body)}`).toMatchObject({ success: true });
    row = await read(id, 'edit');
    expectSaved(entity, edit, row, 'edit');
  }
  await expectFoundBySearch(client, entity, row);
}
