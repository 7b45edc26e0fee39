import { CheckOutlined, DoubleRightOutlined } from '@ant-design/icons';
import { type PointerEvent, useRef, useState } from 'react';
import { useT } from '../../locales/i18n';
import styles from './SliderVerify.module.css';

const HANDLE_WIDTH = 40;

/**
 * Drag-slider verification (spec §4): drag the handle to the end to verify; an early release snaps back;
 * once verified it stays locked.
 */
export default function SliderVerify({ onVerified }: { onVerified(): void }) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [verified, setVerified] = useState(false);
  const [dragging, setDragging] = useState(false);

  const maxOffset = () => (trackRef.current?.clientWidth ?? 0) - HANDLE_WIDTH;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (verified) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    startX.current = e.clientX - offset;
    setDragging(true);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null || verified) return;
    setOffset(Math.min(Math.max(0, e.clientX - startX.current), maxOffset()));
  };

  const onPointerUp = () => {
    if (startX.current === null || verified) return;
    startX.current = null;
    setDragging(false);
    if (offset >= maxOffset() - 1) {
      setOffset(maxOffset());
      setVerified(true);
      onVerified();
    } else {
      setOffset(0);
    }
  };

  return (
    <div ref={trackRef} className={`${styles.track} ${verified ? styles.verified : ''}`} data-verified={verified}>
      <div className={styles.progress} style={{ width: offset + HANDLE_WIDTH / 2 }} />
      <span className={styles.text}>{verified ? t('slider.verified') : t('slider.drag')}</span>
      <div
        role="slider"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={verified ? 100 : 0}
        aria-label={t('slider.drag')}
        tabIndex={0}
        className={`${styles.handle} ${dragging ? '' : styles.animated}`}
        style={{ transform: `translateX(${offset}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {verified ? <CheckOutlined /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
