import { sysMessage } from '@yunzhan/common/entities/system/index';
import type { Row } from '../../api/entity';
import { getAction } from '../../api/http';
import { usePermission } from '../../components/Authorized/use-permission';
import EntityListPage from '../../components/entity/EntityListPage';
import type { RowAction } from '../../components/entity/RowActions';
import { useReloadList } from '../../components/entity/use-list-page';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';

const RESEND_PERMISSION = `${sysMessage.permPrefix}:resend`;
/** 发送状态 发送成功 (dictionary msgSendStatus). */
const SENT = '1';

/** message/MessageList (消息管理): the engine's list with 重发 for the messages not sent (未发送, 发送失败). */
export default function MessageList() {
  const permission = usePermission();
  const reload = useReloadList(sysMessage);
  const resend = async (row: Row) => {
    const answer = await getAction<unknown>(`${sysMessage.apiBase}/resend`, { id: row.id });
    if (answer.success) feedback.message.success(answer.message);
    else feedback.message.warning(answer.message);
    void reload();
  };
  const rowActions = (row: Row): RowAction[] =>
    permission.has(RESEND_PERMISSION) && String(row.esSendStatus) !== SENT
      ? [{ key: 'resend', label: t('msg.resend'), confirm: t('msg.confirmResend'), onClick: () => void resend(row) }]
      : [];
  return <EntityListPage entity={sysMessage} rowActions={rowActions} />;
}
