import { createDraft, type PlatformId } from '@northstar/shared/campaign';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DraftPatch } from '../../stores/builder.store.ts';
import CreativeStep from './step-5-creative.tsx';

function Harness({ platforms }: { platforms: PlatformId[] }) {
  const [draft, setDraft] = useState(() => {
    const d = createDraft({ now: new Date('2026-11-24T12:00:00Z') });
    return { ...d, platforms: { selected: platforms, settings: {} } };
  });
  const update = (patch: DraftPatch) =>
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  return <CreativeStep draft={draft} update={update} errors={[]} goToStep={() => {}} />;
}

const headline = () => screen.getByRole('textbox', { name: 'Headline 1' });
const headlineNews = () => within(screen.getByRole('group', { name: 'Headlines' })).getByRole('status');

describe('Creative step: live character counts', () => {
  it('counts a headline against the strictest limit of the selected platforms while it is typed', async () => {
    const user = userEvent.setup();
    render(<Harness platforms={['facebook', 'google-ads', 'linkedin']} />);
    expect(
      screen.getByText(
        /counts against the strictest of your platforms: Google Ads \(Search\) allows 30 characters\./,
      ),
    ).toBeInTheDocument();
    await user.type(headline(), 'Fresh styles');
    expect(headline()).toHaveAccessibleDescription('12/30 characters');
    expect(headline()).not.toHaveAttribute('aria-invalid');
  });

  it('marks and announces a headline over the limit, and announces when it fits again', async () => {
    const user = userEvent.setup();
    render(<Harness platforms={['google-ads', 'tiktok']} />);
    await user.type(headline(), 'x'.repeat(30));
    expect(headlineNews()).toHaveTextContent('');
    await user.type(headline(), 'y');
    expect(headline()).toHaveAttribute('aria-invalid', 'true');
    expect(headline()).toHaveAccessibleDescription('31/30 characters: 1 too many');
    expect(headlineNews()).toHaveTextContent(
      'Headline 1 is 31 characters, over the limit: Google Ads (Search) allows 30 characters.',
    );
    await user.type(headline(), '{Backspace}');
    expect(headline()).not.toHaveAttribute('aria-invalid');
    expect(headlineNews()).toHaveTextContent('Headline 1 is within 30 characters again.');
  });

  it('names every platform that sets a soft limit, and counts descriptions against their own limits', async () => {
    const user = userEvent.setup();
    render(<Harness platforms={['instagram', 'facebook', 'linkedin']} />);
    expect(screen.getByText(/Instagram and Facebook show 40 characters\./)).toBeInTheDocument();
    expect(screen.getByText(/Instagram and Facebook show 125 characters\./)).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Description 1' });
    await user.type(description, 'Shop the new season.');
    expect(description).toHaveAccessibleDescription('20/125 characters');
  });

  it('counts against the field’s own cap while no platform with a limit is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness platforms={[]} />);
    expect(screen.getByText(/Choose platforms in step 3 to count each headline/)).toBeInTheDocument();
    await user.type(headline(), 'Hello');
    expect(headline()).toHaveAccessibleDescription('5/150 characters');
  });
});
