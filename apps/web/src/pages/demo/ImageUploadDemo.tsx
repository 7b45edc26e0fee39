import { Button, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { type ChosenImage, ImageDialog, ImageUpload } from '../../components/Upload';
import WidgetDemo from './WidgetDemo';

export default function ImageUploadDemo() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenImage>();
  return (
    <WidgetDemo
      title="图片上传"
      intro="只接受图片；失败时弹出“上传出错”；悬停图片可左右移动或删除。"
      fields={[
        { name: 'images', label: '多张图片', input: <ImageUpload biz="cms" /> },
        { name: 'cover', label: '单张图片', input: <ImageUpload biz="cms" limit={1} /> },
      ]}
    >
      <Space direction="vertical" style={{ marginTop: 16 }}>
        <Button onClick={() => setOpen(true)}>打开图片对话框</Button>
        {chosen && (
          <Space>
            <Image src={chosen.url} width={80} />
            <Typography.Text data-testid="chosen-image">
              {chosen.url}
              {chosen.remark ? `（${chosen.remark}）` : ''}
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
