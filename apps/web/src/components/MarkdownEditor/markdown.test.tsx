import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MdEditor from './MdEditor';

describe('markdown editor', () => {
  it('renders markdown and strips script from raw HTML in the preview', () => {
    const { container } = render(
      <MdEditor
        readOnly
        value={'# 标题\n\n<img src="x" onerror="alert(1)">\n\n<script>alert(2)</script>\n\n**粗体**'}
      />,
    );
    expect(screen.getByRole('heading', { name: '标题' })).toBeTruthy();
    expect(screen.getByText('粗体').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('edits with the Chinese toolbar at the default height', () => {
    const { container } = render(<MdEditor value="正文" />);
    expect(screen.getByLabelText('Markdown')).toBeTruthy();
    expect(container.querySelector('[title^="粗体"], [aria-label^="粗体"], [title*="加粗"]')).toBeTruthy();
    expect((container.querySelector('.w-md-editor') as HTMLElement).style.height).toBe('300px');
  });
});
