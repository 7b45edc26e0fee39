import { Card, Col, Row as GridRow } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../locales/i18n';
import DepartTree, { type useDepartTree } from './index';

interface Props {
  departs: ReturnType<typeof useDepartTree>;
  selectedKey: string | null;
  onSelect: Parameters<typeof DepartTree>[0]['onSelect'];
  /** The right-hand side: what the chosen department filters. */
  children: ReactNode;
}

/** The 组织机构 tree card on the left of a screen whose right-hand side it filters (用户管理, 通讯录). */
export default function WithDepartTree({ departs, selectedKey, onSelect, children }: Props) {
  return (
    <GridRow gutter={16}>
      <Col xs={24} lg={7} xl={6} style={{ marginBottom: 16 }}>
        <Card title={t('user.orgTree')} variant="borderless">
          <DepartTree
            nodes={departs.shown}
            loading={departs.loading}
            selectedKey={selectedKey}
            onSelect={onSelect}
            onSearch={departs.setKeyword}
          />
        </Card>
      </Col>
      <Col xs={24} lg={17} xl={18}>
        {children}
      </Col>
    </GridRow>
  );
}
