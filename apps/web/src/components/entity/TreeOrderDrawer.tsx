import type { EntityDef } from '@yunzhan/common/entities/index';
import { Alert, Drawer, Tree, type TreeProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Row } from '../../api/entity';
import { getAction, putAction } from '../../api/http';
import { feedback } from '../../utils/feedback';
import { useEntityT } from './texts';
import { type Drop, moveNode, type OrderNode, withChildren } from './tree-order';

interface Props {
  entity: EntityDef;
  open: boolean;
  onClose(): void;
}

/**
 * A tree entity's rows as a draggable tree (children load when opened): a drop saves the new parent and the
 * sibling order through the engine's `move`, one call per sibling whose place changed.
 */
export default function TreeOrderDrawer({ entity, open, onClose }: Props) {
  const t = useEntityT();
  const [tree, setTree] = useState<OrderNode[]>([]);
  const display = entity.display ?? 'id';

  const children = useCallback(
    async (pid?: string): Promise<OrderNode[]> => {
      const r = await getAction<Row[]>(`${entity.apiBase}/childList`, pid ? { pid } : {});
      return (r.success ? r.result : []).map((row) => ({
        key: row.id,
        title: String(row[display] ?? row.id),
        isLeaf: !row.hasChild,
      }));
    },
    [entity.apiBase, display],
  );

  useEffect(() => {
    if (open) void children().then(setTree);
  }, [open, children]);

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const drop: Drop = {
      target: String(info.node.key),
      where: !info.dropToGap ? 'into' : relative < 0 ? 'before' : 'after',
    };
    const moved = moveNode(tree, String(info.dragNode.key), drop);
    if (!moved) return;
    setTree(moved.tree);
    let message = '';
    for (const [order, id] of moved.siblings.entries()) {
      const r = await putAction<unknown>(`${entity.apiBase}/move`, { id, parentId: moved.parent, order });
      if (!r.success) {
        feedback.message.warning(r.message);
        setTree(await children());
        return;
      }
      message = r.message;
    }
    feedback.message.success(message);
  };

  return (
    <Drawer title={`${t.title(entity)} · ${t('treeOrder')}`} open={open} onClose={onClose} destroyOnHidden>
      <Alert type="info" showIcon title={t('treeOrderHint')} style={{ marginBottom: 12 }} />
      <Tree
        blockNode
        draggable={{ icon: false }}
        treeData={tree}
        onDrop={onDrop}
        loadData={async (node) => {
          if (node.children) return;
          const key = String(node.key);
          const kids = await children(key);
          setTree((now) => withChildren(now, key, kids));
        }}
      />
    </Drawer>
  );
}
