import { Button, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { type ChosenImage, ImageDialog, ImageUpload } from '../../components/Upload';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function ImageUploadDemo() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenImage>();
  return (
    <WidgetDemo
      title={t('demo.image.title')}
      intro={t('demo.image.intro')}
      fields={[
        { name: 'images', label: t('demo.image.many'), input: <ImageUpload biz="cms" /> },
        { name: 'cover', label: t('demo.image.one'), input: <ImageUpload biz="cms" limit={1} /> },
      ]}
    >
      <Space direction="vertical" style={{ marginTop: 16 }}>
        <Button onClick={() => setOpen(true)}>{t('demo.image.dialog')}</Button>
        {chosen && (
          <Space>
            <Image src={chosen.url} width={80} />
            <Typography.Text data-testid="chosen-image">
              {chosen.url}
              {chosen.remark ? t('demo.image.remark', { remark: chosen.remark }) : ''}
            </Typography.Text>
          </Space>
        )}
      </Space>
      <ImageDialog
        open={open}
        biz="cms"
        onCancel={() => setOpen(false)}
        onOk={(image) => {
          setChosen(image);
          setOpen(false);
        }}
      />
    </WidgetDemo>
  );
}
