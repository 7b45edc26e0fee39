import { describe, expect, it } from 'vitest';
import { indexName } from './derive.js';

describe('index names', () => {
  it('keep short names as they are', () => {
    expect(indexName('cms_product', ['site_id', 'type_id'])).toBe('idx_cms_product_site_id_type_id');
  });

  it('fit PostgreSQL’s 63 bytes, and two long names that share their start stay apart', () => {
    const columns = ['site_id', 'attribute_id', 'value', 'product_id'];
    const a = indexName('cms_product_attr_value', [...columns, 'id']);
    const b = indexName('cms_product_attr_value', [...columns, 'sort_no']);
    expect(a).toHaveLength(63);
    expect(a.startsWith('idx_cms_product_attr_value_site_id_attribute_id_value_')).toBe(true);
    expect(a).not.toBe(b);
    expect(indexName('cms_product_attr_value', [...columns, 'id'])).toBe(a);
  });
});
