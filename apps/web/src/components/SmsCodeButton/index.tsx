import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../locales/i18n';

const COUNTDOWN_SECONDS = 60;

/** "获取验证码" with a 60 s countdown once `send` succeeded. */
export default function SmsCodeButton({ send }: { send: () => Promise<boolean> }) {
  const t = useT();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    setSending(true);
    try {
      if (await send()) setLeft(COUNTDOWN_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="large" block disabled={left > 0} loading={sending} onClick={onClick}>
      {left > 0 ? t('sms.countdown', { seconds: left }) : t('sms.send')}
    </Button>
  );
}
