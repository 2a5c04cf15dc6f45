import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import {
  COLOR_THEME_STORAGE_KEY,
  startColorThemeSync,
  useColorThemeStore,
} from '../../features/theme/stores/color-theme.store.ts';
import { useThemeStore } from '../../features/theme/stores/theme.store.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render.tsx';
import SettingsRoute from './settings.route.tsx';

const PREFERENCES = 'PUT /api/v1/users/user-1/preferences';
const PROFILE = 'PUT /api/v1/users/user-1/profile';
const root = document.documentElement;
const cssVar = (name: string) => root.style.getPropertyValue(name);

let stopSync: () => void = () => {};

beforeEach(() => {
  root.removeAttribute('style');
  useThemeStore.setState({ mode: 'dark' });
  useColorThemeStore.setState({ colorTheme: null, customColors: null, isCustomTheme: false });
  useAuthStore.setState({ user: makeUser(), token: 'token-abc', isAuthenticated: true, rememberMe: true });
  stopSync = startColorThemeSync();
});

afterEach(() => {
  stopSync();
  useAuthStore.getState().clearSession();
});

const renderSettings = (tab?: string) =>
  renderAt(<SettingsRoute />, {
    path: '/dashboard/settings',
    url: `/dashboard/settings${tab ? `?tab=${tab}` : ''}`,
  });

describe('settings: appearance', () => {
  it('applies a preset at once as page colour variables, keeps it locally and saves it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ [PREFERENCES]: jsonResponse(200, { preferences: {} }) });
    renderSettings('appearance');
    // Nothing chosen yet: the dark mode's default preset is on screen.
    expect(cssVar('--color-background')).toBe('#0f172a');

    await user.click(screen.getByRole('radio', { name: 'Amber Glow' }));

    expect(cssVar('--color-background')).toBe('#1c1917');
    expect(cssVar('--color-card')).toBe('#292524');
    expect(cssVar('--color-content')).toBe('#44403c');
    expect(cssVar('--color-text')).toBe('#fef3c7');
    // The app's own surfaces follow the theme.
    expect(cssVar('--ns-canvas')).toBe('#1c1917');
    expect(cssVar('--ns-fg')).toBe('#fef3c7');
    expect(screen.getByRole('radio', { name: 'Amber Glow' })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(COLOR_THEME_STORAGE_KEY) ?? '{}').state.colorTheme).toBe(
      'dark-ember',
    );
    await waitFor(() => expect(calls(PREFERENCES)).toHaveLength(1));
    expect(calls(PREFERENCES)[0]?.body).toEqual({
      preferences: { colorTheme: 'dark-ember', isCustomTheme: false, appearance: { mode: 'dark' } },
    });
    expect(await screen.findByText('Saved to your account.')).toBeInTheDocument();
  });

  it('switches the mode with a light preset and resets to the mode default preset', async () => {
    const user = userEvent.setup();
    mockFetch({ [PREFERENCES]: jsonResponse(200, { preferences: {} }) });
    renderSettings('appearance');

    await user.click(screen.getByRole('radio', { name: 'Forest Breeze' }));
    expect(root).not.toHaveClass('dark');
    expect(cssVar('--color-background')).toBe('#f0fdf4');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(cssVar('--color-background')).toBe('#f8fafc');
    expect(screen.getByRole('radio', { name: 'Clean White' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root).toHaveClass('dark');
    expect(cssVar('--color-background')).toBe('#0f172a');
    await user.click(screen.getByRole('radio', { name: 'Crimson Velvet' }));
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(cssVar('--color-background')).toBe('#0f172a');
    expect(screen.getByRole('radio', { name: 'Deep Navy' })).toBeChecked();
  });

  it('refuses an invalid custom colour with an inline error and applies nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ [PREFERENCES]: jsonResponse(200, { preferences: {} }) });
    renderSettings('appearance');
    const background = screen.getByRole('textbox', { name: 'Background colour' });

    await user.clear(background);
    await user.type(background, 'not-a-colour');
    await user.click(screen.getByRole('button', { name: 'Apply custom colours' }));

    expect(background).toHaveAttribute('aria-invalid', 'true');
    expect(background).toHaveAccessibleDescription(/Enter a valid colour/);
    expect(cssVar('--color-background')).toBe('#0f172a');
    expect(useColorThemeStore.getState().isCustomTheme).toBe(false);
    expect(calls(PREFERENCES)).toHaveLength(0);

    await user.clear(background);
    await user.type(background, 'rgb(10 20 30)');
    expect(background).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Apply custom colours' }));

    expect(cssVar('--color-background')).toBe('rgb(10 20 30)');
    expect(root.dataset.colorTheme).toBe('custom');
    await waitFor(() => expect(calls(PREFERENCES)).toHaveLength(1));
    expect(calls(PREFERENCES)[0]?.body).toMatchObject({
      preferences: { isCustomTheme: true, customColors: { background: 'rgb(10 20 30)', text: '#f8fafc' } },
    });
  });
});

describe('settings: profile', () => {
  it('validates with the shared profile schema before saving, then saves', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    const { calls } = mockFetch({ [PROFILE]: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderSettings();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Required');
    expect(calls(PROFILE)).toHaveLength(0);

    await user.type(firstName, 'Augusta');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls(PROFILE)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Engines Ltd');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(calls(PROFILE)[0]?.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      company: 'Engines Ltd',
      phone: '',
      timezone: 'UTC',
      language: 'en',
    });
    release(jsonResponse(200, { user: makeUser({ firstName: 'Augusta', company: 'Engines Ltd' }) }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(useAuthStore.getState().user?.firstName).toBe('Augusta');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderSettings();
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Appearance' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Appearance' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Northstar AI' })).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Voice output' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });
});
