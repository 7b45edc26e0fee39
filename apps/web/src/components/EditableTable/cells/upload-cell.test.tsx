import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditableColumn } from '../types';
import { UploadCell } from './UploadCell';

const uploadAny = vi.hoisted(() => vi.fn());
vi.mock('../../Upload/upload-client', () => ({ uploadAny }));

describe('upload cell', () => {
  it('sends each file through uploadAny (chunked from 8 MB) into temp and appends the stored key', async () => {
    uploadAny.mockResolvedValue('temp/20261126/0123456789abcdef0123456789abcdef.pdf');
    const onChange = vi.fn();
    const column: EditableColumn = { key: 'files', title: '附件', type: 'upload' };
    const { container } = render(
      <UploadCell
        column={column}
        row={{ id: 'r1' }}
        rowIndex={0}
        value="temp/20261125/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf"
        disabled={false}
        editing
        onChange={onChange}
        onRowChange={vi.fn()}
      />,
    );
    const big = new File([new Uint8Array(9 * 1024 * 1024)], '说明书.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [big] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        'temp/20261125/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf,temp/20261126/0123456789abcdef0123456789abcdef.pdf',
      ),
    );
    expect(uploadAny).toHaveBeenCalledWith(big, 'temp');
  });
});
