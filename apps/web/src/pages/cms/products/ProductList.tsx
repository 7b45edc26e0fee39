import { cmsProduct } from '@yunzhan/common/entities/products/index';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import type { Row } from '../../../api/entity';
import { usePermission } from '../../../components/Authorized/use-permission';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import EntityListPage from '../../../components/entity/EntityListPage';
import type { RowAction } from '../../../components/entity/RowActions';
import { schemaLabel } from '../../../components/entity/texts';
import { useReloadList } from '../../../components/entity/use-list-page';
import { t } from '../../../locales/i18n';
import AttributeValuesItem from './AttributeValuesItem';
import CopyProductModal from './CopyProductModal';
import SpecificationTools from './SpecificationTools';

/** Type first, then its attributes; the specification table with its template and paste tools. */
const layout = (items: Record<string, ReactNode>) => (
  <>
    {items.typeId}
    <AttributeValuesItem label={schemaLabel(cmsProduct.fields.attrValues)} />
    {Object.entries(items).map(([name, item]) => {
      if (name === 'typeId' || name === 'attrValues') return null;
      if (name === 'specs') {
        return (
          <Fragment key={name}>
            <SpecificationTools />
            {item}
          </Fragment>
        );
      }
      return <Fragment key={name}>{item}</Fragment>;
    })}
  </>
);

/** cms/ProductList (产品管理): the engine's list with the product form and 复制. */
export default function ProductList() {
  const permission = usePermission();
  const reload = useReloadList(cmsProduct);
  const [copying, setCopying] = useState<Row | null>(null);
  const form = useMemo<FormCustomization>(() => ({ layout, width: 1100 }), []);
  const rowActions = (row: Row): RowAction[] =>
    permission.has(`${cmsProduct.permPrefix}:add`)
      ? [{ key: 'copy', label: t('product.copy'), onClick: () => setCopying(row) }]
      : [];
  return (
    <>
      <EntityListPage entity={cmsProduct} form={form} rowActions={rowActions} />
      <CopyProductModal row={copying} onClose={() => setCopying(null)} onCopied={() => void reload()} />
    </>
  );
}
