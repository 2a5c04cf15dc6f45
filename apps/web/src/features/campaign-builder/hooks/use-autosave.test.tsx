import { completeDraft } from '@northstar/shared/testing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBuilderStore } from '../stores/builder.store.ts';
import { resetBuilder, seedBuilder } from '../test/campaign-fixtures.ts';
import { AUTOSAVE_INTERVAL_MS, useAutosave } from './use-autosave.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetBuilder();
});
afterEach(() => vi.useRealTimers());

describe('useAutosave', () => {
  it('saves 30 s after the last tick when there are unsaved changes', () => {
    const save = vi.fn();
    seedBuilder(completeDraft(), 1, true);
    renderHook(() => useAutosave(save));

    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the draft is clean, and starts once it is edited', () => {
    const save = vi.fn();
    seedBuilder(completeDraft(), 1, false);
    renderHook(() => useAutosave(save));

    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS * 3));
    expect(save).not.toHaveBeenCalled();

    act(() => useBuilderStore.getState().updateDraft({ campaignName: 'Edited' }));
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('skips a tick while a save is already running', () => {
    const save = vi.fn();
    seedBuilder(completeDraft(), 1, true);
    useBuilderStore.setState({ isSaving: true });
    renderHook(() => useAutosave(save));
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    expect(save).not.toHaveBeenCalled();
  });

  it('stops when the builder unmounts', () => {
    const save = vi.fn();
    seedBuilder(completeDraft(), 1, true);
    const { unmount } = renderHook(() => useAutosave(save));
    unmount();
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS * 2));
    expect(save).not.toHaveBeenCalled();
  });
});
