import { type MessageKey as CatalogueKey, screenTexts } from '../i18n';
import { en as enModel } from '../parts/en/workflow-model';
import { en as enTasks } from '../parts/en/workflow-tasks';
import { zh as zhModel } from '../parts/workflow-model';
import { zh as zhTasks } from '../parts/workflow-tasks';

export { uiLanguage, useLanguage } from '../i18n';

/**
 * 审批流程's texts (diagrams, 模型管理, 流程管理, 发起申请, 我的待办 … and 工作台's 我的待办): in the workflow screens'
 * chunks, not in the login page's catalogue.
 */
const zh = { ...zhModel, ...zhTasks };
const texts = screenTexts(zh, { ...enModel, ...enTasks });
export type MessageKey = CatalogueKey | keyof typeof zh;
export const t = texts.t;
export const useT = texts.useT;
