import { createDraft } from '@northstar/shared/campaign/draft';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DraftPatch } from '../../stores/builder.store.ts';
import CampaignSetupStep from './step-1-setup.tsx';

function Harness() {
  const [draft, setDraft] = useState(() => createDraft({ now: new Date('2025-03-10T12:00:00Z') }));
  const update = (patch: DraftPatch) =>
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  return (
    <>
      <CampaignSetupStep draft={draft} update={update} errors={[]} goToStep={() => {}} />
      <output data-testid="kpi">{draft.kpis.primary}</output>
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
});
