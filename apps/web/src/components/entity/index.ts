/** The entity engine's parts: a screen composes them and configures them from a schema. */

export { type ChildEntityListProps, type ChildParent, default as ChildEntityList } from './ChildEntityList';
export { displayValue, entityColumns } from './columns';
export { default as EntityDetailModal } from './EntityDetailModal';
export { default as EntityFormItems, type EntityFormItemsProps, type FormItemsOptions } from './EntityFormItems';
export { default as EntityFormModal, type FormCustomization, type FormMode, type FormTarget } from './EntityFormModal';
export { default as EntityListPage, type EntityListPageProps } from './EntityListPage';
export { default as EntitySearchForm } from './EntitySearchForm';
export { default as EntityTable, type EntityTableProps, listTableProps } from './EntityTable';
export { default as RecycleBinModal, type RecycleBinProps } from './RecycleBinModal';
export type { RowAction } from './RowActions';
export { useEntityT } from './texts';
export { useEntityPermissions } from './use-entity-permissions';
export { useListPage, useReloadList } from './use-list-page';
