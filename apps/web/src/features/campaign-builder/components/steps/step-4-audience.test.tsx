import { createDraft } from '@northstar/shared/campaign';
import { COUNTRY_GROUPS } from '@northstar/shared/geo';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../lib/countries.ts';
import type { DraftPatch } from '../../stores/builder.store.ts';
import AudienceStep from './step-4-audience.tsx';

function Harness({ countries = [] }: { countries?: string[] }) {
  const [draft, setDraft] = useState(() => {
    const d = createDraft({ now: new Date('2026-11-24T12:00:00Z') });
    return { ...d, targeting: { ...d.targeting, geography: { ...d.targeting.geography, countries } } };
  });
  const update = (patch: DraftPatch) =>
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  return (
    <>
      <AudienceStep draft={draft} update={update} errors={[]} goToStep={() => {}} />
      <pre data-testid="geography">{JSON.stringify(draft.targeting.geography)}</pre>
    </>
  );
}

const geography = () =>
  JSON.parse(screen.getByTestId('geography').textContent ?? '{}') as {
    countries: string[];
    regions: string[];
    cities: string[];
  };
const chips = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Audience step: country groups', () => {
  it('offers every shared group, each of whose countries the picker can show', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Add a group' }) as HTMLSelectElement;
    const labels = Array.from(select.options, (o) => o.textContent);
    expect(labels).toContain('DACH (3)');
    expect(labels).toHaveLength(COUNTRY_GROUPS.length + 1);
    for (const group of COUNTRY_GROUPS)
      expect(
        group.countries.filter((c) => !COUNTRY_CODES.includes(c)),
        group.id,
      ).toEqual([]);
  });

  it('adds DE, AT and CH when DACH is chosen, after the countries already selected', async () => {
    const user = userEvent.setup();
    render(<Harness countries={['US', 'DE']} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a group' }), 'DACH (3)');
    expect(screen.getByText('Adds Germany, Austria, Switzerland.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add group' }));

    expect(geography().countries).toEqual(['US', 'DE', 'AT', 'CH']);
    expect(chips('Selected countries')).toEqual(['United States', 'Germany', 'Austria', 'Switzerland']);
    expect(screen.getByRole('status')).toHaveTextContent('Added 2 countries from DACH.');
    expect(screen.getByRole('combobox', { name: 'Add a group' })).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a group' }), 'DACH (3)');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(geography().countries).toEqual(['US', 'DE', 'AT', 'CH']);
    expect(screen.getByRole('status')).toHaveTextContent('Every country of DACH is already selected.');
  });

  it('asks for a group when Add group is pressed without one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(geography().countries).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Choose a group first.');
  });
});

describe('Audience step: regions and cities', () => {
  it('adds a region by its local name, shows it under its English name and adds its country', async () => {
    const user = userEvent.setup();
    render(<Harness countries={['FR']} />);
    await user.type(screen.getByRole('combobox', { name: 'Regions' }), 'bayern{Enter}');

    expect(chips('Selected regions')).toEqual(['Bavaria']);
    expect(geography()).toMatchObject({ regions: ['Bavaria'], countries: ['FR', 'DE'] });
    expect(screen.getByRole('combobox', { name: 'Regions' })).toHaveValue('');
  });

  it('adds a city with the + button and its country once', async () => {
    const user = userEvent.setup();
    render(<Harness countries={['US']} />);
    const cities = screen.getByRole('combobox', { name: 'Cities' });
    await user.type(cities, 'Denver');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    await user.type(cities, 'boulder{Enter}');

    expect(chips('Selected cities')).toEqual(['Denver', 'Boulder']);
    expect(geography()).toMatchObject({ cities: ['Denver', 'Boulder'], countries: ['US'] });
  });

  it('refuses unknown and repeated places with a message tied to the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const regions = screen.getByRole('combobox', { name: 'Regions' });
    await user.type(regions, 'Narnia{Enter}');
    expect(regions).toHaveAttribute('aria-invalid', 'true');
    expect(regions).toHaveAccessibleDescription(expect.stringContaining('No region called "Narnia".'));
    expect(geography().regions).toEqual([]);

    await user.clear(regions);
    await user.type(regions, 'CO{Enter}');
    await user.type(regions, 'colorado{Enter}');
    expect(geography().regions).toEqual(['Colorado']);
    expect(screen.getByText('Colorado is already in the list.')).toBeInTheDocument();
  });

  it('offers the region and city tables as suggestions', () => {
    render(<Harness />);
    const suggestions = (name: string) => {
      const id = screen.getByRole('combobox', { name }).getAttribute('list') ?? '';
      return Array.from(document.getElementById(id)?.querySelectorAll('option') ?? [], (o) => o.value);
    };
    expect(suggestions('Regions')).toContain('Colorado');
    expect(suggestions('Regions')).toContain('Bavaria');
    expect(suggestions('Cities')).toContain('Boulder');
  });
});

describe('Audience step: keyboard', () => {
  it('adds a group, then a region, and removes the region without a pointer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Add a group' });
    select.focus();
    // A native select changes value from the keyboard in the browser; user-event sets it the same way.
    await user.selectOptions(select, 'DACH (3)');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add group' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(geography().countries).toEqual(['DE', 'AT', 'CH']);

    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Regions' })).toHaveFocus();
    await user.keyboard('Colorado{Enter}');
    expect(geography()).toMatchObject({ regions: ['Colorado'], countries: ['DE', 'AT', 'CH', 'US'] });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add region' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove region Colorado' })).toHaveFocus();
    await user.keyboard(' ');
    expect(geography().regions).toEqual([]);
  });
});
