import { DatePicker, Form, Radio } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../../locales/screens/workflow';
import type { Element, ModelEditor } from '../modeler/model-editor';
import DurationInput from './DurationInput';
import { type TimerValue, timerValue } from './element-kind';

/** The local date-time a timer waits for, as the model writes it. */
const DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';

/** A timer event's wait: a duration after it is reached (`timeDuration`), or a date-time (`timeDate`). */
export default function TimerForm({ editor, element }: { editor: ModelEditor; element: Element }) {
  const t = useT();
  const timer = timerValue(element.businessObject);
  const set = (next: TimerValue) => editor.setTimer(element, next);
  const parsed = timer.kind === 'timeDate' && timer.value ? dayjs(timer.value) : null;
  const date = parsed?.isValid() ? parsed : null;
  return (
    <>
      <Form.Item label={t('bpmn.timerKind')}>
        <Radio.Group
          value={timer.kind}
          onChange={(e) => set({ kind: e.target.value, value: '' })}
          options={[
            { value: 'timeDuration', label: t('bpmn.timerDuration') },
            { value: 'timeDate', label: t('bpmn.timerDate') },
          ]}
        />
      </Form.Item>
      {timer.kind === 'timeDuration' ? (
        <Form.Item label={t('bpmn.timerWait')} htmlFor="bpmn-timer" required>
          <DurationInput
            id="bpmn-timer"
            value={timer.value}
            onChange={(value) => set({ kind: 'timeDuration', value: value ?? '' })}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('bpmn.timerAt')} htmlFor="bpmn-timer" required>
          <DatePicker
            id="bpmn-timer"
            showTime
            style={{ width: '100%' }}
            value={date}
            onChange={(d) => set({ kind: 'timeDate', value: d ? d.format(DATE_TIME) : '' })}
          />
        </Form.Item>
      )}
    </>
  );
}
