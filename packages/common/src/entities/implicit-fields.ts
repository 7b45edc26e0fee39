import { datetime, type Field, int, text } from './fields';

const hidden = { list: false, form: false, readonly: true } as const;

/** The columns every entity table has besides its declared fields: id, audit columns, site and delete flag. */
export function implicitFields(
  scope: 'site' | 'tenant' | 'global',
  softDelete: boolean,
  numericId = false,
): Record<string, Field> {
  return {
    id: numericId ? int({ label: 'ID', ...hidden }) : text({ label: 'ID', ...hidden }),
    createBy: text({ label: '创建人', en: 'Created by', ...hidden }),
    createTime: datetime({ label: '创建日期', en: 'Created', ...hidden }),
    updateBy: text({ label: '更新人', en: 'Updated by', ...hidden }),
    updateTime: datetime({ label: '更新日期', en: 'Updated', ...hidden }),
    // Scoping and soft delete are applied by the server from the session, never by client filters.
    ...(scope === 'site'
      ? { siteId: text({ label: '站点', en: 'Site', ...hidden, filterable: false, sortable: false }) }
      : {}),
    ...(scope === 'tenant'
      ? { tenantId: int({ label: '租户', en: 'Tenant', ...hidden, filterable: false, sortable: false }) }
      : {}),
    ...(softDelete
      ? { delFlag: int({ label: '删除标志', en: 'Deleted', ...hidden, filterable: false, sortable: false }) }
      : {}),
  };
}
