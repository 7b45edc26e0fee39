import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../../api/http';
import type { StartableProcess } from '../../../api/workflow-tasks';
import { answersByUrl, ok, renderScreen } from '../shared/testing';
import ProcessCards, { byCategory } from './ProcessCards';

vi.mock('../../../api/http', (original) => import('../shared/testing').then((m) => m.mockedHttp(original)));

const SLOW = { timeout: 10_000 };
const process = (id: string, category: string | null, formKey = 'wf.leave'): StartableProcess => ({
  id,
  name: `流程${id}`,
  processKey: id,
  version: 2,
  category,
  description: null,
  formKey,
  formTitle: null,
});

describe('发起申请: the processes I may start', () => {
  beforeEach(() => {
    vi.mocked(getAction).mockReset();
  });

  it('group by category in the order they come, those without one last', () => {
    const groups = byCategory([process('a', null), process('b', '人事'), process('c', '财务'), process('d', '人事')]);
    expect(groups.map(([category, list]) => [category, list.map((p) => p.id)])).toEqual([
      ['人事', ['b', 'd']],
      ['财务', ['c']],
      ['', ['a']],
    ]);
  });

  it('show as cards with their form and 发起; a process whose form the app does not know is not offered', async () => {
    vi.mocked(getAction).mockImplementation(
      answersByUrl({
        '/actBusiness/processes': ok([
          process('a', '人事'),
          process('b', '财务', 'wf.expense'),
          process('x', null, 'wf.unknown'),
        ]),
      }) as never,
    );
    const onStart = vi.fn();
    renderScreen(<ProcessCards canStart onStart={onStart} />);
    const cards = await screen.findAllByTestId('startable-process', {}, SLOW);
    expect(cards.map((card) => within(card).getByText(/^流程/).textContent)).toEqual(['流程a', '流程b']);
    expect(within(cards[1] as HTMLElement).getByText('表单：费用报销 · 版本 2')).toBeTruthy();
    expect(screen.queryByText('其他')).toBeNull();
    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: /发\s?起/ }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('offer no 发起 without the permission to start', async () => {
    vi.mocked(getAction).mockImplementation(
      answersByUrl({ '/actBusiness/processes': ok([process('a', '人事')]) }) as never,
    );
    renderScreen(<ProcessCards canStart={false} onStart={() => {}} />);
    await screen.findAllByTestId('startable-process', {}, SLOW);
    expect(screen.queryByRole('button', { name: /发\s?起/ })).toBeNull();
  });
});
