import { sysMessage, sysMessageTemplate } from '@yunzhan/common/entities/system/index';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { MessageSender } from './senders.js';
import { renderTemplate } from './template.js';

/** Sends messages from templates and records each one in 消息管理 with its status. */
export class MessageService {
  constructor(
    private readonly crud: CrudDeps,
    private readonly sender: MessageSender,
  ) {}

  async sendByTemplate(origin: WriteOrigin, code: string, receiver: string, data: Record<string, unknown>) {
    const actor = { username: origin.username, siteId: null };
    const [template] = await this.crud.stores
      .of(sysMessageTemplate)
      .scoped(actor)
      .select(['template_name as name', 'template_content as content', 'template_type as type'])
      .where('template_code', '=', code)
      .execute();
    if (!template) throw new ApiError('消息模板不存在');
    const title = renderTemplate(String(template.name), data);
    const content = renderTemplate(String(template.content), data);
    const type = String(template.type);
    let failure: string | null = null;
    try {
      await this.sender.send({ type, receiver, title, content });
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 255) || '发送失败';
    }
    const values = {
      esTitle: title.slice(0, 100),
      esType: type,
      esReceiver: receiver,
      esContent: content,
      esParam: JSON.stringify(data).slice(0, 2000),
      esSendTime: formatDateTime(),
      esSendStatus: failure ? '2' : '1',
      esSendNum: 1,
      esResult: failure,
    };
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const id = await this.crud.stores.of(sysMessage).insert(trx, actor, values);
      await log(sysMessage, OPERATE.add, [{ id, after: values }], '发送测试');
    });
    return { sent: !failure, failure };
  }
}
