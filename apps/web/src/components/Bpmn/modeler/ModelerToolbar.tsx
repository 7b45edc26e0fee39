import { CheckCircleOutlined, CloudUploadOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Divider, Flex, Space, Tag, Tooltip } from 'antd';
import { useT } from '../../../locales/screens/workflow';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  /** Problems found by the last check, null before one. */
  problemCount: number | null;
  busy: 'save' | 'deploy' | null;
  onUndo(): void;
  onRedo(): void;
  onCheck(): void;
  onSave?(): void;
  onDeploy?(): void;
}

/** 撤销 / 重做, 校验 (with the problems found), 保存, 部署, and whether there are unsaved changes. */
export default function ModelerToolbar(p: Props) {
  const t = useT();
  return (
    <Flex className="yz-modeler-toolbar" align="center" justify="space-between" wrap gap={8}>
      <Space wrap>
        <Tooltip title={t('bpmn.undo')}>
          <Button icon={<UndoOutlined />} aria-label={t('bpmn.undo')} disabled={!p.canUndo} onClick={p.onUndo} />
        </Tooltip>
        <Tooltip title={t('bpmn.redo')}>
          <Button icon={<RedoOutlined />} aria-label={t('bpmn.redo')} disabled={!p.canRedo} onClick={p.onRedo} />
        </Tooltip>
        <Divider orientation="vertical" />
        <Badge count={p.problemCount ?? 0} size="small">
          <Button icon={<CheckCircleOutlined />} onClick={p.onCheck}>
            {t('bpmn.check')}
          </Button>
        </Badge>
        {p.onSave && (
          <Button
            type={p.dirty ? 'primary' : 'default'}
            icon={<SaveOutlined />}
            loading={p.busy === 'save'}
            disabled={!!p.busy}
            onClick={p.onSave}
          >
            {t('common.save')}
          </Button>
        )}
        {p.onDeploy && (
          <Button icon={<CloudUploadOutlined />} loading={p.busy === 'deploy'} disabled={!!p.busy} onClick={p.onDeploy}>
            {t('bpmn.deploy')}
          </Button>
        )}
      </Space>
      {p.dirty && <Tag color="orange">{t('bpmn.unsaved')}</Tag>}
    </Flex>
  );
}
