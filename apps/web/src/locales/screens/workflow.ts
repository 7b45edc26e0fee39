import { type MessageKey as CatalogueKey, screenTexts } from '../i18n';
import { en } from '../parts/en/workflow-model';
import { zh } from '../parts/workflow-model';

export { uiLanguage, useLanguage } from '../i18n';

/** 审批流程's texts (diagrams, 模型管理, 流程管理 …): in the workflow screens' chunks, not in the login page's. */
const texts = screenTexts(zh, en);
export type MessageKey = CatalogueKey | keyof typeof zh;
export const t = texts.t;
export const useT = texts.useT;
