import { createDraft, VALIDATION_MESSAGES } from '@northstar/shared/campaign';
import type { CampaignDraft, CampaignType } from '@northstar/shared/campaign/schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DraftPatch } from '../../stores/builder.store.ts';
import CampaignSetupStep from './step-1-setup.tsx';

function Harness({
  campaignType = 'universal',
  errors = [],
}: {
  campaignType?: CampaignType;
  errors?: string[];
}) {
  const [draft, setDraft] = useState<CampaignDraft>(() => {
    const d = createDraft({ now: new Date('2025-03-10T12:00:00Z'), campaignType });
    // Chosen before the category: Facebook refuses cannabis, Mantis takes it.
    return { ...d, platforms: { selected: ['facebook', 'mantis'], settings: {} } };
  });
  const update = (patch: DraftPatch) =>
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  return (
    <>
      <CampaignSetupStep draft={draft} update={update} errors={errors} goToStep={() => {}} />
      <output data-testid="kpi">{draft.kpis.primary}</output>
      <output data-testid="category">{`${draft.regulatedCategory}: ${draft.platforms.selected.join(',')}`}</output>
    </>
  );
}

describe('Campaign Setup step', () => {
  it('cuts the description at 500 characters and counts them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const description = screen.getByLabelText('Description');
    await user.click(description);
    await user.paste('x'.repeat(520));
    expect(description).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500 characters')).toBeInTheDocument();
    await user.type(description, 'more');
    expect(description).toHaveValue('x'.repeat(500));
  });

  it('offers the six objectives', () => {
    render(<Harness />);
    const options = Array.from(
      (screen.getByLabelText(/Objective/) as HTMLSelectElement).options,
      (o) => o.textContent,
    );
    expect(options).toEqual([
      'Choose an objective',
      'Awareness',
      'Traffic',
      'Engagement',
      'Leads',
      'Sales',
      'App Installs',
    ]);
  });

  it('asks a regulated campaign for its category before anything else, and drops networks that refuse it', async () => {
    const user = userEvent.setup();
    render(<Harness campaignType="regulated" />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Regulated category');
    const [firstField] = screen.getAllByRole('combobox');
    expect(firstField).toHaveAccessibleName('Category');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Cannabis');
    expect(screen.getByTestId('category')).toHaveTextContent('cannabis: mantis');
  });

  it('asks a universal campaign for no category', () => {
    render(<Harness />);
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Basics');
  });

  it('outlines the fields the step’s errors are about and puts each message under its field', () => {
    render(<Harness errors={[VALIDATION_MESSAGES.campaignName, VALIDATION_MESSAGES.objective]} />);
    const name = screen.getByRole('textbox', { name: 'Campaign name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveClass('border-danger');
    expect(name).toHaveAccessibleDescription(VALIDATION_MESSAGES.campaignName);
    const objective = screen.getByRole('combobox', { name: 'Objective' });
    expect(objective).toHaveAttribute('aria-invalid', 'true');
    expect(objective).toHaveAccessibleDescription(VALIDATION_MESSAGES.objective);
  });
});
