import { describe, expect, it } from 'vitest';
import { moveNode, type OrderNode } from './tree-order';

const tree = (): OrderNode[] => [
  { key: 'a', title: 'A', children: [{ key: 'a1', title: 'A1', isLeaf: true }] },
  { key: 'b', title: 'B', isLeaf: true },
  { key: 'c', title: 'C' },
];

describe('moveNode', () => {
  it('moves a node before or after a sibling and answers the new sibling order', () => {
    expect(moveNode(tree(), 'c', { target: 'a', where: 'before' })).toMatchObject({
      parent: null,
      siblings: ['c', 'a', 'b'],
    });
    expect(moveNode(tree(), 'a', { target: 'b', where: 'after' })).toMatchObject({ siblings: ['b', 'a', 'c'] });
  });

  it('moves a node into another as its first child, and out of its parent', () => {
    const into = moveNode(tree(), 'b', { target: 'a', where: 'into' });
    expect(into).toMatchObject({ parent: 'a', siblings: ['b', 'a1'] });
    expect(into?.tree.map((n) => n.key)).toEqual(['a', 'c']);
    const out = moveNode(tree(), 'a1', { target: 'c', where: 'after' });
    expect(out).toMatchObject({ parent: null, siblings: ['a', 'b', 'c', 'a1'] });
    expect(out?.tree[0].children).toEqual([]);
  });

  it('refuses a drop on the node itself', () => {
    expect(moveNode(tree(), 'a', { target: 'a', where: 'into' })).toBeUndefined();
  });
});
