import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Helpers of the workflow screens' tests (never imported by the app). */

export const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result, timestamp: 0 });
export const refused = (message: string, code = 500) => ({ success: false, code, message, result: null, timestamp: 0 });

/** The server's workflow dictionaries as a test's dictionary calls find them. */
const DICTS: Readonly<Record<string, [string, string][]>> = {
  bpm_priority: [
    ['0', '普通'],
    ['1', '重要'],
    ['2', '紧急'],
  ],
  bpm_result: [
    ['0', '待提交'],
    ['1', '处理中'],
    ['2', '已通过'],
    ['3', '已驳回'],
    ['4', '已撤销'],
  ],
};

const dictAnswer = (url: string) =>
  ok((DICTS[url.split('/').pop() ?? ''] ?? []).map(([value, text]) => ({ value, text })));

type Answer = unknown | ((input: Record<string, unknown>) => unknown);

/**
 * A mocked http call answering by URL: a fixed envelope or a function of the parameters (or body); dictionaries
 * answer as the server seeds them (others empty), anything else unexpected fails the test.
 */
export function answersByUrl(answers: Record<string, Answer>) {
  return async (url: string, input?: unknown) => {
    const answer = answers[url];
    if (answer === undefined) {
      if (url.startsWith('/sys/dict/getDictItems/')) return dictAnswer(url);
      if (url.startsWith('/sys/dict/') || url.startsWith('/sys/common/upload/names')) return ok([]);
      throw new Error(`unexpected call ${url}`);
    }
    return typeof answer === 'function' ? answer((input ?? {}) as Record<string, unknown>) : answer;
  };
}

/** Renders a screen with its query client and router (at `path`). */
export function renderScreen(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * The http layer with its calls mocked: `vi.mock('…/api/http', (original) => import('…/testing').then((m) =>
 * m.mockedHttp(original)))`.
 */
export async function mockedHttp(original: () => Promise<unknown>) {
  return {
    ...((await original()) as object),
    getAction: vi.fn(),
    postAction: vi.fn(),
    deleteAction: vi.fn(),
  };
}

/** The app's toasts and dialogs, recorded. */
export const mockedFeedback = () => ({
  feedback: {
    message: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), loading: vi.fn(), destroy: vi.fn() },
    modal: { confirm: vi.fn() },
  },
});
