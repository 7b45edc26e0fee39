import { fireEvent, render, screen, within } from '@testing-library/react';
import { dict, entity, links, text } from '@yunzhan/common/entities/index';
import { describe, expect, it } from 'vitest';
import EntityTable from './EntityTable';

const driver = entity({
  name: 'test.driver',
  table: 'test_driver',
  apiBase: '/test/driver',
  permPrefix: 'test:driver',
  title: '驱动',
  fields: {
    name: text({ label: '名称' }),
    products: links('test.product', { label: '适用产品' }),
    systems: dict('os', { label: '适用系统', multi: true }),
  },
});

describe('multi-value cells of a list', () => {
  it('show the first value as a tag and +N for the rest, all of them on hover', async () => {
    render(
      <EntityTable
        entity={driver}
        rows={[
          {
            id: 'a',
            name: '显卡驱动',
            products: 'p1,p2,p3',
            products_dictText: '笔记本 B14,笔记本 B16,台式机 D1',
            systems: 'w11',
            systems_dictText: 'Windows 11',
          },
        ]}
      />,
    );
    const row = screen.getByRole('row', { name: /显卡驱动/ });
    expect(within(row).queryByText('笔记本 B14,笔记本 B16,台式机 D1')).toBeNull();
    expect(within(row).getByText('笔记本 B14')).toBeTruthy();
    const more = within(row).getByText('+2');
    expect(within(row).getByText('Windows 11')).toBeTruthy();
    fireEvent.mouseEnter(more);
    expect(await screen.findByText('笔记本 B16、台式机 D1')).toBeTruthy();
  });
});
