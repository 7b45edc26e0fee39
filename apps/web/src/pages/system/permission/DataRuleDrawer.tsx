import { Drawer } from 'antd';
import type { Menu } from '../../../api/system-tree';
import { t } from '../../../locales/i18n';
import DataRules from './DataRules';

interface Props {
  menu: Menu | null;
  onClose(): void;
  /** A rule was added or removed: the menu's rule flag may have changed. */
  onChanged(): void;
}

/** 数据规则 of one menu in the menu editor: the 数据规则 screen's list, held to the menu. */
export default function DataRuleDrawer({ menu, onClose, onChanged }: Props) {
  return (
    <Drawer
      title={menu ? t('menu.ruleTitle', { name: menu.name }) : ''}
      open={!!menu}
      size={860}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
    >
      {menu && <DataRules menu={menu} onChanged={onChanged} />}
    </Drawer>
  );
}
