import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_LISTED, TimeZoneField } from './time-zone-field.tsx';

function Harness({
  initial = 'UTC',
  browserZone = 'America/New_York',
  countries = [],
}: {
  initial?: string;
  browserZone?: string;
  countries?: string[];
}) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <TimeZoneField
        label="Time zone"
        value={zone}
        onChange={setZone}
        browserZone={browserZone}
        countries={countries}
      />
      <output data-testid="zone">{zone}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Time zone' });
const optionNames = () =>
  screen.getAllByRole('option').map((o) => o.querySelector('span.flex-1')?.textContent ?? '');
const stored = () => screen.getByTestId('zone').textContent;

describe('Time zone field', () => {
  it('filters the zones as the user types a city', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    expect(screen.getAllByRole('option')).toHaveLength(MAX_LISTED);
    await user.type(field(), 'Berlin');
    expect(optionNames()).toEqual(['Europe/Berlin']);
    await user.clear(field());
    await user.type(field(), 'new york');
    expect(optionNames()).toEqual(['America/New York']);
  });

  it('finds a zone by its country’s name and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'Japan');
    expect(optionNames()).toEqual(['Asia/Tokyo']);
    await user.clear(field());
    await user.type(field(), 'Atlantis');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No time zone matches "Atlantis".')).toBeInTheDocument();
  });

  it('lists the browser’s zone, then the campaign countries’ zones, before all the others', async () => {
    const user = userEvent.setup();
    render(<Harness browserZone="America/Chicago" countries={['DE', 'JP']} />);
    await user.click(field());
    const suggested = screen.getByRole('group', { name: 'Suggested' });
    expect(
      within(suggested)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringMatching(/^America\/ChicagoYour browser/),
      expect.stringMatching(/^Europe\/BerlinGermany/),
      expect.stringMatching(/^Europe\/BusingenGermany/),
      expect.stringMatching(/^Asia\/TokyoJapan/),
    ]);
    const all = within(screen.getByRole('group', { name: 'All time zones' })).getAllByRole('option');
    expect(all[0]).toHaveTextContent(/^UTC/);
    // The suggested zones are not listed twice.
    expect(optionNames().filter((name) => name === 'Europe/Berlin')).toHaveLength(1);

    // Typing keeps the suggested zones first among the matches.
    await user.type(field(), 'Europe');
    expect(optionNames().slice(0, 3)).toEqual(['Europe/Berlin', 'Europe/Busingen', 'Europe/Amsterdam']);
  });

  it('is chosen with the keyboard alone: arrows and Enter, or type and Enter; Escape puts the zone back', async () => {
    const user = userEvent.setup();
    render(<Harness countries={['JP']} />);
    await user.tab();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('UTC');

    // The list opens on the chosen zone (UTC, after New York and Tokyo); one up is Tokyo.
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(/^UTC/);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(stored()).toBe('Asia/Tokyo');
    expect(field()).toHaveValue('Asia/Tokyo');
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    // Typing searches; the best match is active, so Enter takes it.
    await user.clear(field());
    await user.keyboard('berl');
    expect(field().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(stored()).toBe('Europe/Berlin');
    expect(field()).toHaveValue('Europe/Berlin');

    await user.clear(field());
    await user.keyboard('Pari');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('Europe/Berlin');
    await user.keyboard('{Escape}');
    expect(stored()).toBe('Europe/Berlin');
    expect(field()).toHaveValue('Europe/Berlin');
  });

  it('leaving the field after typing nothing that matches keeps the zone', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Asia/Tokyo" />);
    await user.type(field(), 'zzz');
    await user.tab();
    expect(stored()).toBe('Asia/Tokyo');
    expect(field()).toHaveValue('Asia/Tokyo');
  });

  it('shows an old zone id a browser reports under its current name, and finds it by that name', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Asia/Calcutta" browserZone="Asia/Calcutta" />);
    expect(field()).toHaveValue('Asia/Kolkata');
    await user.click(field());
    expect(optionNames().filter((name) => name.includes('Kolkata') || name.includes('Calcutta'))).toEqual([
      'Asia/Kolkata',
    ]);
    await user.clear(field());
    await user.type(field(), 'Kolkata');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(/^Asia\/Kolkata/);
  });
});
