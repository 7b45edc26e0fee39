import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Input, Spin } from 'antd';
import { type Ref, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { captchaImage } from '../../api/auth';
import { useT } from '../../locales/i18n';
import styles from './CaptchaInput.module.css';

export interface CaptchaHandle {
  /** Loads a new image (after a failed login: the old code is used up). */
  refresh(): void;
}

interface Props {
  /** From the Form.Item: the input's id (label and the prerendered screen's take-over find it by it). */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The key the server stores the code under; changes on every refresh. */
  onKeyChange(checkKey: string): void;
  ref?: Ref<CaptchaHandle>;
}

/** Text input plus the server's captcha image; clicking the image loads a new one. */
export default function CaptchaInput({ id, value, onChange, onKeyChange, ref }: Props) {
  const t = useT();
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const refresh = useCallback(async () => {
    const checkKey = String(Date.now());
    onKeyChange(checkKey);
    setLoading(true);
    try {
      const response = await captchaImage(checkKey);
      setImage(response.success ? response.result : null);
    } catch {
      setImage(null);
    } finally {
      setLoading(false);
    }
  }, [onKeyChange]);

  useImperativeHandle(ref, () => ({ refresh }), [refresh]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <div className={styles.row}>
      <Input
        id={id}
        size="large"
        prefix={<SafetyCertificateOutlined />}
        placeholder={t('login.captchaRequired')}
        maxLength={4}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <button type="button" className={styles.image} onClick={refresh} title={t('login.captchaRefresh')}>
        {loading && !image ? <Spin size="small" /> : image ? <img src={image} alt={t('login.captchaAlt')} /> : '—'}
      </button>
    </div>
  );
}
