import { render, screen, waitFor } from '@testing-library/react';
import { entity, richText, text } from '@yunzhan/common/entities/index';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { displayValue } from './columns';
import EntityDetailModal from './EntityDetailModal';
import EntityFormItems from './EntityFormItems';
import FieldInput from './FieldInput';
import { entityText } from './texts';

vi.mock('../../api/entity', () => ({ duplicateCheck: vi.fn() }));

// ProseMirror scrolls the selection into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Element.prototype.getClientRects ??= noRects;

const news = entity({
  name: 'test.news',
  table: 'test_news',
  apiBase: '/test/news',
  permPrefix: 'test:news',
  title: '新闻',
  fields: {
    title: text({ label: '标题' }),
    body: richText({ label: '正文', list: false }),
  },
});

const SLOW = { timeout: 15_000 };

describe('richText fields in the entity engine', { timeout: 30_000 }, () => {
  it('are edited with the rich-text editor, not as HTML text', async () => {
    const { container } = render(<FieldInput field={news.fields.body} biz="cms" value="<h2>新品</h2><p>正文</p>" />);
    expect(await screen.findByRole('heading', { name: '新品' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '正文' }).getAttribute('contenteditable')).toBe('true');
    expect(screen.getByLabelText('粗体')).toBeTruthy();
    expect(container.querySelector('textarea')).toBeNull();
  });

  it('carry no "no editor yet" note in the form', async () => {
    render(
      <Form>
        <EntityFormItems entity={news} mode="add" />
      </Form>,
    );
    await screen.findByLabelText('粗体', undefined, SLOW);
    expect(screen.queryByText(/尚未提供/)).toBeNull();
  });

  it('read as sanitised HTML in lists and details, never as raw tags or script', async () => {
    const row = {
      id: '1',
      title: '甲',
      body: '<p>一段<strong>加粗</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    };
    const { container } = render(<div>{displayValue('body', news.fields.body, row, entityText('zh-CN'))}</div>);
    expect(container.querySelector('strong')?.textContent).toBe('加粗');
    expect(container.textContent).not.toContain('<p>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('show in the detail view although the list leaves them out', async () => {
    render(
      <EntityDetailModal
        entity={news}
        row={{ id: '1', title: '甲', body: '<h3>规格</h3><p>说明</p>' }}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('h3')?.textContent).toBe('规格'));
    expect(dialog.textContent).toContain('正文');
  });
});
