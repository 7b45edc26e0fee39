import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { ModelProblem } from '@yunzhan/common/workflow/model-check';
import { Button, Card, Flex, Input, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import {
  deleteModel,
  deleteModels,
  deployModel,
  exportModel,
  modelList,
  type ProcessModel,
} from '../../../api/workflow-models';
import { usePermission } from '../../../components/Authorized/use-permission';
import { useEntityT } from '../../../components/entity/texts';
import { useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { offerFile, report } from '../answers';
import NameWithDescription from '../NameWithDescription';
import PagedTable, { BatchDeleteButton } from '../PagedTable';
import RowLinks from '../RowLinks';
import { usePagedList } from '../use-paged-list';
import ImportModelButton from './ImportModelButton';
import ModelDesigner from './ModelDesigner';
import ModelInfoModal from './ModelInfoModal';

const perm = (action: string) => `workflow:model:${action}`;

/**
 * workflow/ModelList (模型管理): process models — added, described, drawn in the modeler, deployed as new versions,
 * exported and imported as BPMN files, deleted; each action shown with its permission.
 */
export default function ModelList() {
  const t = useT();
  const et = useEntityT();
  const permission = usePermission();
  const can = (action: string) => permission.has(perm(action));
  const list = usePagedList('workflow-models', modelList, { keyWord: '' });
  const [keyWord, setKeyWord] = useState('');
  const [info, setInfo] = useState<{ model?: ProcessModel } | null>(null);
  const [design, setDesign] = useState<{ model: ProcessModel; problems?: readonly ModelProblem[] } | null>(null);

  const search = (text: string) => list.search({ keyWord: text.trim() });
  const deploy = async (model: ProcessModel) => {
    const answer = await deployModel(model.id);
    if (answer.deployed) {
      const version = answer.process?.version;
      feedback.message.success(version ? t('wfModel.deployed', { version }) : answer.message);
      list.reload();
    } else if (answer.problems.length) {
      feedback.message.warning(t('wfModel.deployRefusedOpen'));
      setDesign({ model, problems: answer.problems });
    } else feedback.message.warning(answer.message || t('wfModel.deployRefused'));
  };
  const remove = async (ids: string[]) => {
    if (report(await (ids.length === 1 ? deleteModel(ids[0] as string) : deleteModels(ids)))) list.reload();
  };

  const columns: TableColumnsType<ProcessModel> = [
    {
      key: 'name',
      title: t('wfModel.name'),
      ellipsis: true,
      render: (_, r) => <NameWithDescription name={r.name} description={r.description} />,
    },
    { key: 'modelKey', dataIndex: 'modelKey', title: t('wfModel.key'), width: 120, ellipsis: true },
    { key: 'category', dataIndex: 'category', title: t('wfModel.category'), width: 90, ellipsis: true },
    { key: 'revision', dataIndex: 'revision', title: t('wfModel.revision'), width: 90, align: 'center' },
    {
      key: 'deployed',
      title: t('wfModel.deployedVersion'),
      width: 210,
      render: (_, r) =>
        r.deployedVersion ? (
          <>
            <Tag color="green">{t('wf.version', { n: r.deployedVersion })}</Tag>
            {r.deployTime}
          </>
        ) : (
          <Tag>{t('wfModel.notDeployed')}</Tag>
        ),
    },
    {
      key: 'updateTime',
      title: t('wfModel.updateTime'),
      width: 160,
      align: 'center',
      render: (_, r) => r.updateTime ?? r.createTime,
    },
    {
      key: 'action',
      title: et('actions'),
      width: 230,
      fixed: 'right',
      align: 'center',
      render: (_, r) => (
        <RowLinks
          links={[
            { key: 'design', label: t('wfModel.design'), onClick: () => setDesign({ model: r }), allowed: can('edit') },
            {
              key: 'deploy',
              label: t('bpmn.deploy'),
              onClick: () => void deploy(r),
              allowed: can('deploy'),
              confirm: t('wfModel.confirmDeploy', { name: r.name }),
            },
            { key: 'edit', label: t('wfModel.editInfo'), onClick: () => setInfo({ model: r }), allowed: can('edit') },
            {
              key: 'export',
              label: t('wf.exportXml'),
              onClick: async () => offerFile(await exportModel(r.id), `${r.modelKey}.bpmn20.xml`),
              allowed: can('export'),
            },
            {
              key: 'delete',
              label: et('delete'),
              danger: true,
              onClick: () => void remove([r.id]),
              allowed: can('delete'),
              confirm: t('wfModel.confirmDelete', { name: r.name }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input
          style={{ width: 280 }}
          allowClear
          placeholder={t('wfModel.keyWord')}
          value={keyWord}
          onChange={(e) => setKeyWord(e.target.value)}
          onPressEnter={() => search(keyWord)}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => search(keyWord)}>
          {et('search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            setKeyWord('');
            search('');
          }}
        >
          {et('reset')}
        </Button>
      </Flex>
      <Space wrap style={{ marginBottom: 16 }}>
        {can('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setInfo({})}>
            {t('wfModel.add')}
          </Button>
        )}
        {can('import') && <ImportModelButton onImported={list.reload} />}
        {can('deleteBatch') && <BatchDeleteButton list={list} onDelete={remove} />}
      </Space>
      <PagedTable<ProcessModel> list={list} columns={columns} selectable={can('deleteBatch')} width={1050} />
      <ModelInfoModal
        open={!!info}
        model={info?.model}
        onClose={(saved) => {
          setInfo(null);
          if (saved) {
            list.reload();
            if (!info?.model && can('edit')) setDesign({ model: saved });
          }
        }}
      />
      {design && (
        <ModelDesigner
          model={design.model}
          problems={design.problems}
          canSave={can('edit')}
          canDeploy={can('deploy')}
          onClose={(changed) => {
            setDesign(null);
            if (changed) list.reload();
          }}
        />
      )}
    </Card>
  );
}
