import { Button, Space } from 'antd';
import { useState } from 'react';
import DetailsModal from '../../components/DetailsModal';
import Ellipsis from '../../components/Ellipsis';
import InputPop from '../../components/InputPop';
import TagsInput from '../../components/TagsInput';
import YesNoSwitch from '../../components/YesNoSwitch';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function OtherWidgetsDemo() {
  const [details, setDetails] = useState(false);
  const long = t('demo.others.long');
  return (
    <WidgetDemo
      title={t('demo.others.title')}
      intro={t('demo.others.intro')}
      fields={[
        { name: 'tags', label: t('demo.others.tags'), input: <TagsInput />, initialValue: t('demo.others.tagsSample') },
        {
          name: 'remark',
          label: t('demo.others.remark'),
          input: <InputPop title={t('demo.others.remark')} placeholder={t('demo.others.remarkHint')} />,
        },
        { name: 'enabled', label: t('demo.others.enabled'), input: <YesNoSwitch />, initialValue: 'Y' },
      ]}
    >
      <Space direction="vertical" style={{ marginLeft: 140, marginBottom: 8 }}>
        <span>
          {t('demo.others.ellipsis')}
          <Ellipsis value={long} />
        </span>
        <Button onClick={() => setDetails(true)}>{t('demo.others.details')}</Button>
      </Space>
      <DetailsModal open={details} onClose={() => setDetails(false)}>
        {long}
      </DetailsModal>
    </WidgetDemo>
  );
}
