import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startThemeSync, THEME_STORAGE_KEY, useThemeStore } from '../stores/theme.store.ts';
import { ThemeToggleButton } from './theme-toggle-button.tsx';

beforeEach(() => useThemeStore.setState({ mode: 'dark' }));

describe('theme toggle', () => {
  it('is dark by default and flips the class on <html>, persisting the choice', async () => {
    const stop = startThemeSync();
    const user = userEvent.setup();
    render(<ThemeToggleButton />);
    expect(document.documentElement).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').state).toEqual({ mode: 'light' });

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    stop();
  });

  it('restores the stored mode', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { mode: 'light' }, version: 1 }));
    await useThemeStore.persist.rehydrate();
    const stop = startThemeSync();
    expect(document.documentElement).not.toHaveClass('dark');
    stop();
  });
});
