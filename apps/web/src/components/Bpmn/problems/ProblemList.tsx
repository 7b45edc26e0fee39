import { CheckCircleFilled, CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import type { ModelProblem } from '@yunzhan/common/workflow/model-check';
import { Button, Flex, Typography } from 'antd';
import { useT } from '../../../locales/screens/workflow';
import { problemRows } from './check-diagram';

interface Props {
  problems: readonly ModelProblem[];
  /** Whether the diagram can show the element a problem names. */
  shows(id: string): boolean;
  onSelect(id: string): void;
  onClose(): void;
}

/** The result of a check (or of a refused deploy): each problem selects its element when clicked. */
export default function ProblemList({ problems, shows, onSelect, onClose }: Props) {
  const t = useT();
  const rows = problemRows(problems, shows);
  return (
    <div className="yz-modeler-problems" data-testid="bpmn-problems">
      <Flex justify="space-between" align="center" className="yz-modeler-problems-head">
        {rows.length ? (
          <Typography.Text strong>
            <ExclamationCircleFilled style={{ color: 'var(--ant-color-error)', marginInlineEnd: 8 }} />
            {t('bpmn.problemCount', { n: rows.length })}
          </Typography.Text>
        ) : (
          <Typography.Text strong>
            <CheckCircleFilled style={{ color: 'var(--ant-color-success)', marginInlineEnd: 8 }} />
            {t('bpmn.checkPassed')}
          </Typography.Text>
        )}
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('common.close')} onClick={onClose} />
      </Flex>
      <ul className="yz-modeler-problem-list">
        {rows.map((row) =>
          row.selectable && row.elementId ? (
            <li key={row.key}>
              <button
                type="button"
                className="yz-modeler-problem-link"
                onClick={() => onSelect(row.elementId as string)}
              >
                {row.message}
              </button>
            </li>
          ) : (
            <li key={row.key}>{row.message}</li>
          ),
        )}
      </ul>
    </div>
  );
}
