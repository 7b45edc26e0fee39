import { useLanguage } from './i18n';

/**
 * The server's most common messages (JeecgBoot's Chinese texts, kept verbatim by the API) in English, for the toasts
 * the English interface shows. A message not listed is shown as the server wrote it.
 */
const ENGLISH: Readonly<Record<string, string>> = {
  '添加成功！': 'Added!',
  '添加成功!': 'Added!',
  '编辑成功!': 'Saved!',
  '删除成功!': 'Deleted!',
  '批量删除成功!': 'Deleted!',
  '批量删除成功！': 'Deleted!',
  '文件导入成功，但有错误。': 'Imported, with errors.',
  '数据已被他人修改，请刷新后重试': 'Someone else changed the record: refresh and try again',
  '该节点下有子节点，不能删除': 'The node has children and cannot be deleted',
  不能把节点移到它自己或它的下级之下: 'A node cannot move under itself or its descendants',
  上级节点不存在: 'No such parent node',
  版本不存在: 'No such version',
  '保存成功！': 'Saved!',
  '保存成功!': 'Saved!',
  '操作成功！': 'Done!',
  '操作成功!': 'Done!',
  查询成功: 'Done',
  还原成功: 'Restored',
  彻底删除成功: 'Deleted for good',
  '发布成功!': 'Published!',
  '下线成功!': 'Unpublished!',
  移动成功: 'Moved',
  '移动成功!': 'Moved!',
  '复制成功！': 'Copied!',
  上传成功: 'Uploaded',
  状态已更新: 'Status updated',
  全部已读: 'All marked as read',
  该系统通知发布成功: 'The announcement is published',
  该系统通知撤销成功: 'The announcement is revoked',
  '刷新缓存完成！': 'Cache refreshed!',
  暂停定时任务成功: 'Job paused',
  恢复定时任务成功: 'Job resumed',
  '执行成功!': 'Job started!',
  '任务正在执行中，请稍后再试': 'The job is running: try again later',
  未找到版本信息: 'No version information found',
  '退出登录成功！': 'Signed out!',
  '密码修改成功！': 'Password changed!',
  '密码修改成功!': 'Password changed!',
  密码重置成功: 'Password reset',
  切换成功: 'Switched',
  '该值可用！': 'The value is available!',
  '该值不可用，系统中已存在！': 'The value is taken!',
  未找到对应实体: 'Record not found',
  内容不存在: 'Content not found',
  请先选择站点: 'Choose a site first',
  该用户不存在: 'No such user',
  部门不存在: 'No such department',
  站点不存在: 'No such site',
  角色不存在: 'No such role',
  文件不存在: 'No such file',
  参数ids不能为空: 'The ids parameter is missing',
  请求参数有误: 'Bad request parameters',
  请求内容过大: 'The request is too large',
  查询参数包含非法字符: 'The query has characters that are not allowed',
  您没有该站点的权限: 'You have no access to this site',
  '两次输入密码不一致!': 'The two passwords differ!',
  '旧密码输入错误!': 'The old password is wrong!',
  请选择要上传的文件: 'Choose a file to upload',
  请选择要导入的文件: 'Choose a file to import',
  '管理员账号不允许此操作,请重新选择！': 'The admin account cannot be changed this way. Choose again!',
  首次登录请先修改初始密码: 'Change the initial password first',
  '没有权限，请联系管理员授权': 'No permission: ask an administrator',
  // Publishing under approval (docs/workflow.md).
  '该内容需审批后发布，请提交审批': 'This content is published after approval: submit it for review',
  '审批中的内容不能修改或删除，请等待审批结束或撤回申请':
    'Content in review cannot be changed or deleted: wait for the review to end, or withdraw the application',
  已提交审批: 'Submitted for review',
  '该模块未启用发布审批，请直接发布': 'This module publishes without approval: publish directly',
  该模块不能设置发布审批: 'This module cannot publish under approval',
  请选择已部署并激活的内容发布审批流程: 'Choose a deployed and active content review process',
};

/** Messages with a value in them: the pattern and its English form (`$1` is the value). */
const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^该编码【(.+)】不存在，请核实!$/, 'The code [$1] does not exist: check it!'],
  [/^后台找不到该类名：(.+)$/, 'No job handler is named $1'],
  [/^规则实现类不存在：(.+)，请从列表中选择$/, 'No fill-rule handler is named $1: choose one from the list'],
  [/^填值规则不存在：(.+)$/, 'No fill rule has the code $1'],
  [/^已提交审批（(\d+) 条）$/, 'Submitted for review ($1)'],
  [/^「(.+)」已在审批中$/, '“$1” is already in review'],
  [
    /^发布审批流程「(.*)」未部署或已挂起，请联系管理员$/,
    'The review process “$1” is not deployed or is suspended: ask an administrator',
  ],
];

/** A server message as the interface language shows it. */
export function serverText(message: string): string {
  if (useLanguage.getState().language !== 'en-US') return message;
  if (Object.hasOwn(ENGLISH, message)) return ENGLISH[message];
  const pattern = PATTERNS.find(([re]) => re.test(message));
  return pattern ? message.replace(pattern[0], pattern[1]) : message;
}
