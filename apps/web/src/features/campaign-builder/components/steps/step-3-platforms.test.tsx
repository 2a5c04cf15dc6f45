import { createDraft, type RegulatedCategory } from '@northstar/shared/campaign';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PlatformsStep from './step-3-platforms.tsx';

function renderStep(category: RegulatedCategory | null, goToStep = vi.fn()) {
  const draft = { ...createDraft({ campaignType: 'regulated' }), regulatedCategory: category };
  render(<PlatformsStep draft={draft} update={() => {}} errors={[]} goToStep={goToStep} />);
  return goToStep;
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.querySelector('.font-medium')?.textContent);

describe('Platform Selection step, regulated', () => {
  it('lists the networks that accept the category before the ones that refuse it', () => {
    renderStep('cannabis');
    const boxes = screen.getAllByRole('checkbox');
    const firstRefused = boxes.findIndex((box) => (box as HTMLInputElement).disabled);
    expect(firstRefused).toBeGreaterThan(0);
    // Every enabled box comes before every disabled one.
    expect(boxes.slice(firstRefused).every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(names(screen.getByRole('list', { name: 'Accept Cannabis ads' }))).toEqual([
      'Mantis Ad Network',
      'Traffic Roots',
    ]);
    const refused = names(screen.getByRole('list', { name: 'Refuse Cannabis ads' }));
    expect(refused).toContain('Google Ads (Search)');
    expect(refused).toHaveLength(9);
  });

  it('puts networks needing a certification with the accepted ones', () => {
    renderStep('gambling');
    expect(names(screen.getByRole('list', { name: 'Accept Gambling ads' }))).toEqual([
      'Google Ads (Search)',
      'Facebook',
      'Instagram',
    ]);
  });

  it('without a category, sends the user to step 1 to choose one', async () => {
    const user = userEvent.setup();
    const goToStep = renderStep(null);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose a category' }));
    expect(goToStep).toHaveBeenCalledWith(1, 'regulatedCategory');
  });
});
