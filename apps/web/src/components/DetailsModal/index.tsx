import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../locales/i18n';

export const DETAILS_MODAL_WIDTH = 1200;

interface Props {
  open: boolean;
  onClose(): void;
  title?: ReactNode;
  children: ReactNode;
}

/** The details modal (spec §2): 详细信息, width 1200, a full-screen switch, closed by its buttons only. */
export default function DetailsModal({ open, onClose, title, children }: Props) {
  const t = useT();
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      maskClosable={false}
      width={fullscreen ? '100vw' : DETAILS_MODAL_WIDTH}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      title={
        <Flex justify="space-between" align="center" style={{ paddingRight: 32 }}>
          <span>{title ?? t('common.details')}</span>
          <Button
            type="text"
            size="small"
            aria-label={fullscreen ? t('common.exitFullscreen') : t('common.fullscreen')}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullscreen(!fullscreen)}
          />
        </Flex>
      }
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {children}
    </Modal>
  );
}
