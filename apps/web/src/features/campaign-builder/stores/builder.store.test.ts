import { VALIDATION_MESSAGES } from '@northstar/shared/campaign';
import { completeDraft } from '@northstar/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaign, resetBuilder, seedBuilder } from '../test/campaign-fixtures.ts';
import { BUILDER_STORAGE_KEY, useBuilderStore } from './builder.store.ts';

const store = () => useBuilderStore.getState();

beforeEach(() => resetBuilder());

describe('builder store', () => {
  it('opens a step at most one past the current one, and only forward when the step validates', () => {
    seedBuilder(completeDraft({ campaignName: '' }), 1);
    expect(store().goToStep(3)).toBe(false);
    expect(store().goToStep(2)).toBe(false);
    expect(store().validationErrors.page1).toEqual([VALIDATION_MESSAGES.campaignName]);
    store().updateDraft({ campaignName: 'Named' });
    // Fixing the field clears the error shown for it.
    expect(store().validationErrors.page1).toEqual([]);
    expect(store().goNext()).toBe(true);
    expect(store().currentStep).toBe(2);
    store().goPrevious();
    expect(store().currentStep).toBe(1);
  });

  it('opens a loaded campaign at the requested step, but never past a step that blocks', () => {
    store().loadCampaign(campaign({ id: 'c1' }), 9);
    expect(store().currentStep).toBe(9);
    const noCountries = completeDraft().targeting;
    noCountries.geography.countries = [];
    store().loadCampaign(campaign({ id: 'c2' }, { targeting: noCountries }), 9);
    expect(store().currentStep).toBe(4);
  });

  it('marks edits dirty and refreshes updatedAt', () => {
    seedBuilder(completeDraft(), 1, false);
    const before = store().draft.updatedAt;
    store().updateDraft((d) => ({ tags: [...d.tags, 'new'] }));
    expect(store().isDirty).toBe(true);
    expect(store().draft.tags).toContain('new');
    expect(store().draft.updatedAt).not.toBe(before);
  });

  it('stays dirty when the user typed while a save was in flight', () => {
    seedBuilder(completeDraft({ campaignId: '' }), 1, true);
    const ticket = store().beginSave();
    store().updateDraft({ campaignName: 'Typed during save' });
    store().finishSave(ticket, campaign({ id: 'c9' }));
    expect(store().isDirty).toBe(true);
    expect(store().draft.campaignId).toBe('c9');
    expect(store().draft.campaignName).toBe('Typed during save');
  });

  it('ignores a save result that arrives after another campaign was opened', () => {
    seedBuilder(completeDraft({ campaignId: '' }), 1, true);
    const ticket = store().beginSave();
    store().startNew('regulated');
    store().finishSave(ticket, campaign({ id: 'late' }));
    expect(store().draft.campaignId).toBe('');
    expect(store().draft.campaignType).toBe('regulated');
  });

  it('drops a stored draft that no longer fits the schema, and takes one that does', async () => {
    seedBuilder(completeDraft({ campaignName: 'In memory' }), 3);
    localStorage.setItem(
      BUILDER_STORAGE_KEY,
      JSON.stringify({ state: { draft: { campaignName: 42 }, currentStep: 5 }, version: 1 }),
    );
    await useBuilderStore.persist.rehydrate();
    expect(store().draft.campaignName).toBe('In memory');
    expect(store().currentStep).toBe(3);

    localStorage.setItem(
      BUILDER_STORAGE_KEY,
      JSON.stringify({
        state: { draft: completeDraft({ campaignName: 'Stored' }), currentStep: 5 },
        version: 1,
      }),
    );
    await useBuilderStore.persist.rehydrate();
    expect(store().draft.campaignName).toBe('Stored');
    expect(store().currentStep).toBe(5);
  });
});
