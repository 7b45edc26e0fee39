import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { fieldsWhere } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Alert, App as AntdApp, Breadcrumb, Button, Card, ConfigProvider, Layout, Menu, Table, Tabs } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ColumnType } from 'antd/es/table';
import { renderToString } from 'react-dom/server';
import { listRequestUrl } from '../api/early-list';
import { entityUrls, type Row } from '../api/entity';
import type { MenuNode } from '../api/types';
import { appTheme } from '../app/theme';
import { menuNode } from '../boot/menu-node';
import { shellHtml } from '../boot/shell-markup';
import type { ShellColumn, ShellManifest, ShellPage } from '../boot/shell-types';
import { entityColumns, pinnedLast } from '../components/entity/columns';
import { defaultSorter } from '../components/entity/list-params';
import { ACTION_COLUMN_WIDTH, PRIMARY_ACTION_WIDTH } from '../components/entity/RowActions';
import { entityText } from '../components/entity/texts';
import { firstPageParams } from '../components/entity/use-list-page';
import { userListColumns } from '../pages/system/user/columns';
import { PAGE_REGISTRY } from '../router/pages';
import { DEFAULT_SETTINGS } from '../stores/settings';

/** What a hand-written list page shows differently from the generic one (its columns, a panel beside the list). */
interface PageSpecifics {
  columns?(base: ColumnType<Row>[]): ColumnType<Row>[];
  actionWidth?: number;
  aside?: string;
}
const PAGE_SPECIFICS: Record<string, PageSpecifics> = {
  'system/UserList': {
    columns: (base) => userListColumns(base) as ColumnType<Row>[],
    aside: '组织机构',
  },
  'cms/RepairList': { actionWidth: PRIMARY_ACTION_WIDTH },
};

const KINDS: Partial<Record<string, ShellColumn['kind']>> = {
  dict: 'dict',
  tableDict: 'dict',
  ref: 'dict',
  links: 'dict',
  switch: 'switch',
  date: 'date',
  image: 'image',
  file: 'file',
};

function shellColumns(entity: EntityDef, adjust?: (base: ColumnType<Row>[]) => ColumnType<Row>[]): ShellColumn[] {
  const fields = new Map(fieldsWhere(entity, () => true).map(({ name, field }) => [name, field]));
  // The shell paints the Chinese interface only (boot/list-shell.ts skips it in English).
  const base = entityColumns(entity, defaultSorter(entity), entityText('zh-CN'));
  return pinnedLast(adjust ? adjust(base) : base).map((column) => {
    const name = String(column.dataIndex ?? column.key);
    const field = fields.get(name);
    return {
      name,
      title: String(column.title ?? ''),
      kind: (field && KINDS[field.kind]) ?? 'text',
      width: typeof column.width === 'number' ? column.width : undefined,
      centered: column.align === 'center',
      sortable: !!column.sorter,
      ellipsis: !!column.ellipsis,
      on: field?.kind === 'switch' ? String(field.options[0]) : undefined,
    };
  });
}

/** The list pages a shell can paint: every page of the registry that opens with an entity's first list page. */
function shellPages(): Record<string, ShellPage> {
  const pages: Record<string, ShellPage> = {};
  for (const [component, page] of Object.entries(PAGE_REGISTRY)) {
    const entity = page.listEntity;
    if (!entity) continue;
    const specifics = PAGE_SPECIFICS[component] ?? {};
    pages[component] = {
      url: listRequestUrl(entityUrls(entity).list, firstPageParams(entity)),
      columns: shellColumns(entity, specifics.columns),
      actionWidth: specifics.actionWidth ?? (entity.tree ? PRIMARY_ACTION_WIDTH : ACTION_COLUMN_WIDTH),
      aside: specifics.aside,
    };
  }
  return pages;
}

/**
 * antd's CSS variables of the app's theme for the components the shell imitates (their classes carry the build's
 * `css-var-…` and hash classes, which this render reports).
 */
function shellTheme(): Pick<ShellManifest, 'themeCss' | 'cssVar' | 'hash'> {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={appTheme(DEFAULT_SETTINGS.primaryColor)}>
        <AntdApp>
          <Layout>
            <Layout.Sider theme="dark">
              <Menu theme="dark" mode="inline" items={[{ key: 'a', label: 'a' }]} />
            </Layout.Sider>
            <Layout>
              <Layout.Header />
              <Tabs type="editable-card" size="small" items={[{ key: 'a', label: 'a' }]} />
              <Layout.Content>
                <Breadcrumb items={[{ title: 'a' }]} />
                <Card title="a">
                  <Button type="primary">a</Button>
                  <Alert type="info" showIcon title="a" />
                  <Table
                    size="middle"
                    bordered
                    rowKey="id"
                    rowSelection={{}}
                    columns={[{ key: 'a', dataIndex: 'a', title: 'a', sorter: true }]}
                    dataSource={[{ id: '1', a: 'a' }]}
                  />
                </Card>
              </Layout.Content>
            </Layout>
          </Layout>
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>,
  );
  const cssVar = /\b(css-var-[\w-]+)/.exec(html)?.[1] ?? '';
  const hash = /\b(css-(?!var)[a-z0-9]{5,})\b/.exec(html)?.[1] ?? '';
  return { themeCss: extractStyle(cache, { plain: true }), cssVar, hash };
}

/** Build time only (Node): what `boot/list-shell.ts` needs to paint a list page before the app has loaded. */
export function listShellManifest(): Omit<ShellManifest, 'app'> {
  return { pages: shellPages(), ...shellTheme() };
}

const SAMPLE_VALUES: Record<ShellColumn['kind'], string> = {
  text: '文本',
  dict: '1',
  switch: 'Y',
  date: '2026-01-01',
  image: 'sample/a.png',
  file: 'sample/a.pdf',
};

/**
 * Build time only: the markup whose classes decide which of antd's CSS the shells carry — a page with a column of
 * every kind and form and a panel beside it, one without, an empty one, a menu with an open and a closed group.
 */
export function listShellSamples(manifest: Omit<ShellManifest, 'app'>): string {
  const page = menuNode('/a/b');
  const menu = [menuNode('/home'), menuNode('/a', [page]), menuNode('/c', [menuNode('/c/d')])];
  const shell = {
    manifest: { ...manifest, app: { entry: '', preloads: [] } },
    menu,
    trail: [menu[1] as MenuNode, page],
  };
  const columns = Object.keys(SAMPLE_VALUES).flatMap((kind, i) =>
    [false, true].map((flag) => ({
      name: `${kind}${flag}`,
      title: kind,
      kind: kind as ShellColumn['kind'],
      width: flag ? 100 : undefined,
      centered: flag,
      sortable: i % 2 === 0 ? flag : !flag,
      ellipsis: flag,
      on: 'Y',
    })),
  );
  const row: Row = { id: '1' };
  for (const column of columns) {
    row[column.name] = SAMPLE_VALUES[column.kind];
    row[`${column.name}_dictText`] = '文本';
  }
  const withAside: ShellPage = { url: '', columns, actionWidth: 200, aside: '组织机构' };
  const plain: ShellPage = { url: '', columns, actionWidth: 180 };
  return [
    shellHtml({ ...shell, page: withAside, rows: [row] }),
    shellHtml({ ...shell, page: plain, rows: [row] }),
    shellHtml({ ...shell, page: plain, rows: [] }),
  ].join('');
}
