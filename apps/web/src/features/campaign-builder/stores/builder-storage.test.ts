import { completeDraft } from '@northstar/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { builderStorage } from './builder-storage.ts';

const KEY = 'builder-storage-test';
const store = (value: unknown) =>
  localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => localStorage.removeItem(KEY));

describe('builder storage', () => {
  it('answers at once, without loading the schema check, when nothing is stored', () => {
    expect(builderStorage.getItem(KEY)).toBeNull();
  });

  it('gives back a stored draft that fits the schema, with its step and save state', async () => {
    const draft = completeDraft({ campaignName: 'Kept' });
    store({
      state: { draft, currentStep: 4, status: 'saved', isDirty: true, lastSaved: 'yesterday' },
      version: 1,
    });
    expect(await builderStorage.getItem(KEY)).toEqual({
      version: 1,
      state: { draft, currentStep: 4, status: 'saved', isDirty: true, lastSaved: 'yesterday' },
    });
  });

  it('drops what is not JSON or whose draft no longer fits, and defaults odd fields one by one', async () => {
    store('{not json');
    expect(await builderStorage.getItem(KEY)).toBeNull();
    store({ state: { draft: { campaignName: 42 }, currentStep: 2 }, version: 1 });
    expect(await builderStorage.getItem(KEY)).toBeNull();
    store({
      state: { draft: completeDraft(), currentStep: 12, status: 'bogus', isDirty: 'yes', lastSaved: 7 },
      version: 1,
    });
    expect((await builderStorage.getItem(KEY))?.state).toMatchObject({
      currentStep: 1,
      status: null,
      isDirty: false,
      lastSaved: null,
    });
  });

  it('writes and removes JSON under the given name', () => {
    const state = {
      draft: completeDraft(),
      currentStep: 2 as const,
      status: null,
      isDirty: false,
      lastSaved: null,
    };
    builderStorage.setItem(KEY, { state, version: 1 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ state, version: 1 });
    builderStorage.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
