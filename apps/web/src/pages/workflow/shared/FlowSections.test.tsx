import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getAction } from '../../../api/http';
import type { BpmnViewerProps } from '../../../components/Bpmn/BpmnViewer';
import FlowSections from './FlowSections';
import { taskDetailOf } from './fixtures';
import { answersByUrl, ok, renderScreen } from './testing';

vi.mock('../../../api/http', (original) => import('./testing').then((m) => m.mockedHttp(original)));
vi.mock('../../../components/Bpmn/BpmnViewer', () => ({
  default: ({ xml, highlight }: BpmnViewerProps) => (
    <output data-testid="viewer">{`${xml} ${JSON.stringify(highlight)}`}</output>
  ),
}));

const SLOW = { timeout: 10_000 };
const highlight = { xml: '<definitions/>', active: ['dept'], completed: ['start'], flows: ['f1'] };

describe("an instance's history and diagram", () => {
  it('reads the history by the instance, and the diagram with where it stands when its tab opens', async () => {
    vi.mocked(getAction).mockImplementation(
      answersByUrl({
        '/actTask/historicFlow/i1': ok(taskDetailOf().history),
        '/actProcessIns/getHighlight/i1': ok(highlight),
      }) as never,
    );
    renderScreen(<FlowSections procInstId="i1" />);
    expect(await screen.findByText('请批准', {}, SLOW)).toBeTruthy();
    expect(getAction).not.toHaveBeenCalledWith('/actProcessIns/getHighlight/i1');
    fireEvent.click(screen.getByRole('tab', { name: '流程图' }));
    expect((await screen.findByTestId('viewer', {}, SLOW)).textContent).toBe(
      '<definitions/> {"active":["dept"],"completed":["start"],"flows":["f1"]}',
    );
  });

  it('opens on the diagram when asked, and uses a history it is given', async () => {
    vi.mocked(getAction)
      .mockReset()
      .mockImplementation(answersByUrl({ '/actProcessIns/getHighlight/i1': ok(highlight) }) as never);
    renderScreen(<FlowSections procInstId="i1" events={taskDetailOf().history} openOn="diagram" />);
    expect(await screen.findByTestId('viewer', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(getAction).toHaveBeenCalledTimes(1));
  });
});
