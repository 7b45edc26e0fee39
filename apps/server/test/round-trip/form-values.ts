import { formFieldsOf, uploadBizOf } from '@yunzhan/common/entities/form-fields';
import {
  type EntityDef,
  type Field,
  isWidgetField,
  type LinesField,
  tableSourceOf,
} from '@yunzhan/common/entities/index';
import { entityNamed, entityOfTable } from '@yunzhan/common/entities/registry';
import { testPattern } from '@yunzhan/common/validation/patterns';
import { FORMS } from './forms.js';
import { SAMPLE_FILES, sampleExtension } from './samples.js';
import type { Body, Client, Variant } from './types.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Text shapes tried in order against a field's pattern (named or a RegExp): the first that fits is used. */
const PATTERN_SHAPES = (n: number, label: string): string[] => [
  `rt${n}a`,
  `1380013${pad(n % 10_000, 4)}`,
  `0755-${26_000_000 + n}`,
  `rt${n}@example.com`,
  `https://example.com/rt${n}`,
  `${label}${n}`,
];

/** The URL of a table dictionary's items, as the form's select reads them. */
const tableDictUrl = (f: Field) => {
  const source = tableSourceOf(f)?.source;
  return source && `/sys/dict/getDictItems/${source.table},${source.text},${source.code}`;
};

/**
 * Valid form values for every field kind, as the web form sends them (wire form: strings, numbers, comma-joined
 * ids): dictionary values from the seeded dictionaries, references to rows created first through their own form,
 * files uploaded through the real upload route, lines of embedded children.
 */
export class FormValues {
  private seq = 0;
  private readonly options = new Map<string, string[]>();
  private readonly rows = new Map<string, Promise<string>>();

  constructor(private readonly client: Client) {}

  /** A number no other generated value has used (unique fields stay unique). */
  next(): number {
    this.seq += 1;
    return this.seq;
  }

  /**
   * The add body of an entity's form in variant `v`: every form field, or only the required ones (`minimal`, for
   * rows other rows refer to), plus what the module's page adds.
   */
  async body(entity: EntityDef, v: Variant, minimal = false, skip: readonly string[] = []): Promise<Body> {
    const form = FORMS[entity.name];
    const out: Body = {};
    for (const { name, field } of formFieldsOf(entity)) {
      if (field.readonly || skip.includes(name) || form?.omit?.includes(name)) continue;
      if (minimal && !field.required) continue;
      out[name] = await this.value(entity, name, field, v);
    }
    Object.assign(
      out,
      (await form?.values?.({
        v,
        n: this.next(),
        body: out,
        client: this.client,
        rowOf: (e, i) => this.rowOf(e, i),
      })) ?? {},
    );
    return out;
  }

  /** The value of one field in variant `v`. */
  async value(entity: EntityDef, name: string, field: Field, v: Variant): Promise<unknown> {
    const n = this.next();
    switch (field.kind) {
      case 'text':
        return this.text(field, n);
      case 'textarea':
        return this.text(field, n, `\n第二行${v}`);
      case 'richText':
        return `<p>${field.label}${n}<strong>加粗</strong></p>`;
      case 'number':
      case 'int':
      case 'money':
        return numberOf(field, n);
      case 'date':
        return `2026-0${3 + v}-${pad(1 + (n % 28), 2)}`;
      case 'datetime':
        return `2026-0${3 + v}-${pad(1 + (n % 28), 2)} 08:${pad(n % 60, 2)}:00`;
      case 'time':
        return `08:${pad(n % 60, 2)}:00`;
      case 'switch':
        return field.options[v];
      case 'dict':
        return this.choose(`/sys/dict/getDictItems/${field.dictCode}`, field.multi, v);
      case 'tableDict':
        return this.choose(tableDictUrl(field) as string, field.multi, v, field.dictTable.table);
      case 'ref':
        return this.rowOf(field.entity, v);
      case 'links': {
        const ids: string[] = [];
        for (const i of v === 0 ? ([0, 1] as const) : ([1] as const)) ids.push(await this.rowOf(field.entity, i));
        return ids.join(',');
      }
      case 'lines':
        return this.lines(field, v);
      case 'file':
      case 'image':
      case 'video':
        return this.files(entity, field, n);
      default:
        if (isWidgetField(field)) return this.widget(field, n, v);
        throw new Error(`${entity.name}.${name}: no value generator for the kind ${field.kind}`);
    }
  }

  /**
   * The id of the `i`-th row of an entity that rows under test refer to, created once through its form (its
   * required fields, its own references to the `i`-th rows of their entities).
   */
  rowOf(entityName: string, i: Variant): Promise<string> {
    const key = `${entityName}#${i}`;
    let id = this.rows.get(key);
    if (!id) {
      id = this.createRow(entityName, i);
      this.rows.set(key, id);
    }
    return id;
  }

  private async createRow(entityName: string, i: Variant): Promise<string> {
    const entity = entityNamed(entityName);
    if (!entity) throw new Error(`unknown entity ${entityName}`);
    const body = await this.body(entity, i, true, entity.tree ? [entity.tree.parent] : []);
    const r = await this.client.call('POST', `${entity.apiBase}/add`, body);
    if (!r.body?.success) throw new Error(`${entityName}: row to refer to not added: ${JSON.stringify(r.body)}`);
    return String(r.body.result);
  }

  private text(field: Field, n: number, tail = ''): string {
    if (field.pattern) {
      const fits = PATTERN_SHAPES(n, field.label).find(
        (s) => testPattern(field.pattern as RegExp, s) && (!field.max || s.length <= field.max),
      );
      if (!fits) throw new Error(`${field.label}: no value fits its pattern ${String(field.pattern)}`);
      return fits;
    }
    const text = `${field.label}${n}${tail}`.padEnd(field.min ?? 0, '文');
    return field.max ? text.slice(0, field.max) : text;
  }

  /**
   * One option of a dictionary (two for a multi-select) as the form's select lists them; a table dictionary of an
   * entity without rows gets one through that entity's form first.
   */
  private async choose(url: string, multi: boolean, v: Variant, table?: string): Promise<string> {
    let values = this.options.get(url);
    if (!values) {
      const options = async () =>
        (((await this.client.call('GET', url)).body?.result ?? []) as { value: string }[]).map((o) => o.value);
      values = await options();
      const source = table ? entityOfTable(table) : undefined;
      if (!values.length && source) {
        await this.rowOf(source.name, 0);
        values = await options();
      }
      if (!values.length) throw new Error(`${url}: no options to choose from`);
      this.options.set(url, values);
    }
    const at = (k: number) => values[k % values.length];
    return multi ? [...new Set([at(v), at(v + 1)])].join(',') : at(v);
  }

  private async lines(field: LinesField, v: Variant): Promise<Body[]> {
    const child = entityNamed(field.entity) as EntityDef;
    const rows: Body[] = [];
    for (let k = 0; k < 2; k++) rows.push(await this.body(child, v, false, [field.foreignKey]));
    return rows;
  }

  private async files(entity: EntityDef, field: Field & { accept?: readonly string[]; multiple?: boolean }, n: number) {
    const image = field.kind === 'image';
    const ext = sampleExtension(field.accept, image ? 'png' : field.kind === 'video' ? 'mp4' : 'pdf');
    // Lines' uploads go to the content folder (the lines table's file input).
    const biz = entity.embedded ? 'cms' : uploadBizOf(entity, field);
    const keys: string[] = [];
    for (let k = 0; k < (field.multiple ? 2 : 1); k++) {
      keys.push(await this.client.upload(biz, `${field.label}${n}-${k}.${ext}`, SAMPLE_FILES[ext]));
    }
    return keys.join(',');
  }

  private async widget(field: Field, n: number, v: Variant): Promise<unknown> {
    switch (field.kind) {
      case 'cron':
        return v === 0 ? '0 0/5 * * * ? *' : '0 0 12 * * ? *';
      case 'area':
        return v === 0 ? '440305' : '110101';
      case 'markdown':
        return `# ${field.label}${n}\n\n正文`;
      case 'code':
        return 'language' in field && field.language === 'json' ? `{"n":${n}}` : `<div>${field.label}${n}</div>`;
      case 'tags':
        return v === 0 ? '华为;手机' : '平板;电脑';
      default: {
        const url = tableDictUrl(field);
        if (!url) throw new Error(`${field.label}: no value generator for the widget ${field.kind}`);
        return this.choose(url, 'multi' in field && !!field.multi, v, tableSourceOf(field)?.source.table);
      }
    }
  }
}

/** A number inside the field's bounds, with the decimals it allows. */
function numberOf(field: Field & { precision?: number }, n: number): number {
  const lo = field.min ?? 0;
  const hi = field.max ?? 1_000_000;
  const whole = lo + ((n * 7) % Math.max(1, Math.floor(hi - lo)));
  return field.kind === 'int' || field.precision === 0 ? whole : whole + 0.25;
}
