import type { ModelProblem } from '@yunzhan/common/workflow/model-check';
import type { UserTaskConfig } from '@yunzhan/common/workflow/user-task';
import type { AxiosError } from 'axios';
import type { Page } from './entity';
import { deleteAction, downloadFile, getAction, postAction, uploadAction } from './http';
import type { Envelope } from './types';

/** 模型管理 and 流程管理 (docs/workflow.md). */

const MODELS = '/activiti/models';
const PROCESSES = '/activiti_process';

export interface ProcessModel {
  id: string;
  name: string;
  modelKey: string;
  description: string | null;
  category: string | null;
  revision: number;
  deployedVersion: number | null;
  deployTime: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  /** queryById only. */
  xml?: string;
}

export interface ModelInfo {
  name: string;
  modelKey: string;
  description?: string;
  category?: string;
}

/** 0 挂起, 1 激活. */
export type ProcessStatus = 0 | 1;

export interface ProcessDefinition {
  id: string;
  name: string;
  processKey: string;
  version: number;
  latest: boolean;
  status: ProcessStatus;
  status_dictText?: string;
  category: string | null;
  description: string | null;
  modelId: string | null;
  formKey: string | null;
  formTitle: string | null;
  /** Role codes that may start it, comma-joined; empty: everyone. */
  roles: string | null;
  running: number;
  createBy: string | null;
  createTime: string | null;
  /** queryById only. */
  xml?: string;
  /** queryById only: the nodes with who approves there. */
  nodes?: ProcessNode[];
}

export interface ProcessNode {
  id: string;
  name: string;
  type: string;
  /** User tasks: who approves and how. */
  config?: UserTaskConfig;
}

export type PageQuery = {
  pageNo: number;
  pageSize: number;
};
export type ModelQuery = PageQuery & { keyWord?: string; category?: string };
export type ProcessQuery = PageQuery & {
  lcmc?: string;
  lckey?: string;
  zx?: boolean;
  status?: ProcessStatus;
  formKey?: string;
};

export const modelList = (query: ModelQuery) => getAction<Page<ProcessModel>>(`${MODELS}/modelListData`, query);

export const modelById = (id: string) => getAction<ProcessModel>(`${MODELS}/queryById`, { id });

export const addModel = (info: ModelInfo) => postAction<ProcessModel>(`${MODELS}/add`, info);

export const editModel = (id: string, info: Omit<ModelInfo, 'modelKey'>) =>
  postAction<null>(`${MODELS}/edit`, { id, ...info });

export const saveModelXml = (id: string, xml: string) => postAction<ProcessModel>(`${MODELS}/saveXml`, { id, xml });

export const deleteModel = (id: string) => deleteAction<null>(`${MODELS}/delete/${encodeURIComponent(id)}`);

export const deleteModels = (ids: readonly string[]) =>
  deleteAction<null>(`${MODELS}/deleteBatch`, { ids: ids.join(',') });

export const exportModel = (id: string) => downloadFile(`${MODELS}/export`, { id });

export function importModel(file: File): Promise<Envelope<ProcessModel>> {
  const form = new FormData();
  form.append('file', file);
  return uploadAction<ProcessModel>(`${MODELS}/import`, form);
}

export type DeployAnswer =
  | { deployed: true; process: Partial<ProcessDefinition> | null; message: string }
  | { deployed: false; problems: ModelProblem[]; message: string };

type DeployEnvelope = Envelope<(Partial<ProcessDefinition> & { problems?: ModelProblem[] }) | null>;

const refusal = (body: DeployEnvelope | undefined): DeployAnswer => ({
  deployed: false,
  problems: body?.result?.problems ?? [],
  message: body?.message ?? '',
});

/** 部署: the new version, or the problems the server refused the model for (HTTP 400, `result.problems`). */
export async function deployModel(id: string): Promise<DeployAnswer> {
  try {
    const body = await postAction<DeployEnvelope['result']>(
      `${MODELS}/deployment/${encodeURIComponent(id)}`,
      undefined,
      {
        silent: true,
      },
    );
    return body.success ? { deployed: true, process: body.result, message: body.message } : refusal(body);
  } catch (error) {
    const response = (error as AxiosError<DeployEnvelope>).response;
    if (response?.status === 400) return refusal(response.data);
    throw error;
  }
}

export const processList = (query: ProcessQuery) => getAction<Page<ProcessDefinition>>(`${PROCESSES}/listData`, query);

export const processById = (id: string) => getAction<ProcessDefinition>(`${PROCESSES}/queryById`, { id });

export const setProcessStatus = (id: string, status: ProcessStatus) =>
  getAction<null>(`${PROCESSES}/updateStatus`, { id, status });

export const updateProcessInfo = (id: string, info: { description: string; roles: string }) =>
  postAction<null>(`${PROCESSES}/updateInfo`, { id, ...info });

export const deleteProcess = (id: string) => deleteAction<null>(`${PROCESSES}/delete`, { id });

export const deleteProcesses = (ids: readonly string[]) =>
  deleteAction<null>(`${PROCESSES}/delByIds`, { ids: ids.join(',') });

export const exportProcessXml = (id: string) => downloadFile(`${PROCESSES}/exportXml`, { id });

/** A content module of the current site, and the process that reviews its rows before they are published. */
export interface PublishRule {
  entity: string;
  title: string;
  titleEn: string;
  /** null: published directly. */
  processKey: string | null;
  processName: string | null;
}

export const publishRules = () => getAction<PublishRule[]>(`${PROCESSES}/publishRules`);

/** Puts a module under review by a process (a content review), or (`null`) back to direct publishing. */
export const setPublishRule = (entity: string, processKey: string | null) =>
  postAction<null>(`${PROCESSES}/publishRule`, { entity, processKey: processKey ?? '' });
