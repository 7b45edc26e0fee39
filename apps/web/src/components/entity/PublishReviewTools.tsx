import { AuditOutlined } from '@ant-design/icons';
import { isReviewable } from '@yunzhan/common/entities/cms/publishing';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { PublishRule } from '../../api/workflow-review';
import { useT } from '../../locales/screens/workflow-review';
import { usePermission } from '../Authorized/use-permission';
import PublishRuleModal from './PublishRuleModal';
import { useEntityT } from './texts';

/** A button of 流程管理: who holds it sets the publishing rules of the content modules. */
export const PUBLISH_RULE_PERMISSION = 'workflow:process:publishRule';

/**
 * The toolbar's part of publishing under approval: 发布需审批 (with the process on hover) while the module has a rule
 * in the site, and 审批设置 for who may set it.
 */
export default function PublishReviewTools({ entity, rule }: { entity: EntityDef; rule: PublishRule | null }) {
  const t = useT();
  const et = useEntityT();
  const permission = usePermission();
  const [open, setOpen] = useState(false);
  if (!isReviewable(entity)) return null;
  const canSet = permission.has(PUBLISH_RULE_PERMISSION);
  return (
    <>
      {rule && (
        <Tooltip
          title={t('review.requiredHint', {
            module: et.title(entity),
            process: rule.processName ?? rule.processKey ?? '',
          })}
        >
          <Tag color="processing" icon={<AuditOutlined />} style={{ marginInlineEnd: 0 }}>
            {t('review.required')}
          </Tag>
        </Tooltip>
      )}
      {canSet && (
        <Button icon={<AuditOutlined />} onClick={() => setOpen(true)}>
          {t('review.settings')}
        </Button>
      )}
      {canSet && <PublishRuleModal entity={entity} rule={rule} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
