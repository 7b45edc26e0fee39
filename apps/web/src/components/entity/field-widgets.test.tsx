import { render, screen, waitFor } from '@testing-library/react';
import { categoryTree, code, cron, tags, user } from '@yunzhan/common/entities/fields';
import { describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import FieldInput from './FieldInput';
import { widgetDisplay } from './field-widgets';

vi.mock('../../api/http', () => ({ getAction: vi.fn(async () => ({ success: true, result: [], message: '' })) }));

describe('widget field kinds in the engine', () => {
  it('reads picked rows by their names, tags as tags, cron and code as code', () => {
    const row = { id: '1', owner: 'admin', owner_dictText: '管理员', labels: '华为;手机', at: '0 0 12 * * ? *' };
    render(widgetDisplay('owner', user({ label: '负责人' }), row));
    expect(screen.getByText('管理员')).toBeTruthy();
    render(widgetDisplay('labels', tags({ label: '标签' }), row));
    expect(screen.getByText('华为')).toBeTruthy();
    expect(screen.getByText('手机')).toBeTruthy();
    const { container } = render(widgetDisplay('at', cron({ label: '周期' }), row));
    expect(container.querySelector('code')?.textContent).toBe('0 0 12 * * ? *');
    const long = { id: '2', src: 'x'.repeat(60) };
    render(widgetDisplay('src', code({ label: '脚本' }), long));
    expect(screen.getByText(`${'x'.repeat(40)}…`)).toBeTruthy();
  });

  it('renders the category tree select for a categoryTree field', async () => {
    render(<FieldInput field={categoryTree({ label: '分类', pcode: 'A01' })} biz="test" />);
    await waitFor(() =>
      expect(getAction).toHaveBeenCalledWith('/sys/category/loadTreeRoot', { async: 'true', pcode: 'A01' }),
    );
  });

  it('renders the tags input for a tags field', () => {
    render(<FieldInput field={tags({ label: '标签' })} biz="test" value="华为;手机" />);
    expect(screen.getByLabelText('标签').textContent).toContain('华为');
  });
});
