import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import Authorized from '.';

describe('<Authorized> on the shared button-permission algorithm (spec §6)', () => {
  beforeEach(() => {
    useSession.setState({
      permissions: {
        menu: [],
        routes: [],
        auth: [{ action: 'system:user:add', type: '1' }],
        allAuth: [
          { action: 'system:user:add', type: '1', status: '1' },
          { action: 'system:user:delete', type: '1', status: '1' },
          { action: 'system:user:export', type: '1', status: '0' },
        ],
      },
    });
  });

  it('shows granted codes, hides others, shows switched-off rules', () => {
    render(
      <>
        <Authorized code="system:user:add">
          <span>add</span>
        </Authorized>
        <Authorized code="system:user:delete" fallback={<span>no-delete</span>}>
          <span>delete</span>
        </Authorized>
        <Authorized code="system:user:export">
          <span>export</span>
        </Authorized>
      </>,
    );
    expect(screen.getByText('add')).toBeTruthy();
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.getByText('no-delete')).toBeTruthy();
    expect(screen.getByText('export')).toBeTruthy();
  });
});
