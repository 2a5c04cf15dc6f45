import { TOAST_LIMIT } from '@northstar/shared/constants';
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';

describe('toasts', () => {
  it(`shows at most ${TOAST_LIMIT} at once, newest first`, () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <p>app</p>
      </AppProviders>,
    );
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 5; i += 1) toast(`message ${i}`);
    });
    expect(screen.getAllByText(/^message \d+$/)).toHaveLength(TOAST_LIMIT);
    expect(screen.getByText(`message ${TOAST_LIMIT + 5}`)).toBeInTheDocument();
    expect(screen.queryByText('message 1')).not.toBeInTheDocument();
    act(() => toast.remove());
  });
});
