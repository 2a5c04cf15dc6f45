import { regulatedCategoryOf, VALIDATION_MESSAGES } from '@northstar/shared/campaign';
import { CATEGORY_RULES, isCountryAllowed, requiredMinimumAge } from '@northstar/shared/compliance';
import { CITIES, findCity, findRegion, REGIONS } from '@northstar/shared/geo';
import { countryName } from '../../lib/countries.ts';
import { AgeRangeField } from '../fields/age-range-field.tsx';
import { CheckboxGroup } from '../fields/checkbox-group.tsx';
import { addUnique, ChipListInput, removeValue } from '../fields/chip-list-input.tsx';
import { CountryGroupSelect } from '../fields/country-group-select.tsx';
import { CountryPicker } from '../fields/country-picker.tsx';
import type { StepProps } from './step-props.ts';
import { hasError, StepSection } from './step-section.tsx';

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;
const DEVICES = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'ctv', label: 'Connected TV' },
] as const;

// The region and city tables come with this step's chunk only (the step is lazy-loaded).
const REGION_SUGGESTIONS = REGIONS.map((r) => ({ name: r.name, detail: countryName(r.country) }));
const CITY_SUGGESTIONS = CITIES.map((c) => ({ name: c.name, detail: countryName(c.country) }));
const PLACE_LIMIT = 100;

export default function AudienceStep({ draft, update, errors }: StepProps) {
  const { demographics, geography } = draft.targeting;
  const category = regulatedCategoryOf(draft);
  const minimumAge = category ? requiredMinimumAge(category, geography.countries) : null;
  const label = category ? CATEGORY_RULES[category].label : '';
  const notes = category
    ? Object.fromEntries(
        ['US', 'CA', 'GB', ...geography.countries]
          .filter((c) => !isCountryAllowed(category, c))
          .map((c) => [c, `Not allowed for ${label}`]),
      )
    : undefined;

  const setTargeting = (patch: Partial<typeof draft.targeting>) =>
    update((d) => ({ targeting: { ...d.targeting, ...patch } }));
  // Regions and cities: only names the table knows are added (typed 'bayern', stored 'Bavaria'), so the
  // planner and the ad platforms read the same spelling; a new place adds its country too, as the
  // assistant does.
  const placeProps = (
    list: 'regions' | 'cities',
    find: (text: string) => { name: string; country: string } | undefined,
    notFound: (text: string) => string,
  ) => ({
    values: geography[list],
    max: PLACE_LIMIT,
    validate: (text: string) => {
      const name = find(text)?.name;
      if (!name) return notFound(text);
      return geography[list].includes(name) ? `${name} is already in the list.` : null;
    },
    onAdd: (values: readonly string[], text: string) => {
      const place = find(text.trim());
      return place ? [...values, place.name] : [...values];
    },
    onRemove: removeValue,
    onChange: (names: string[]) =>
      update((d) => {
        const geo = d.targeting.geography;
        const countries = [...geo.countries];
        for (const name of names) {
          const country = geo[list].includes(name) ? undefined : find(name)?.country;
          if (country && !countries.includes(country)) countries.push(country);
        }
        return { targeting: { ...d.targeting, geography: { ...geo, countries, [list]: names } } };
      }),
  });
  return (
    <div className="space-y-5">
      <StepSection title="Demographics">
        <AgeRangeField
          min={demographics.ageMin}
          max={demographics.ageMax}
          onChange={(ageMin, ageMax) =>
            update((d) => ({
              targeting: { ...d.targeting, demographics: { ...d.targeting.demographics, ageMin, ageMax } },
            }))
          }
          hint={
            minimumAge
              ? `${label} ads need an audience aged ${minimumAge}+ in the chosen countries.`
              : undefined
          }
        />
        <CheckboxGroup
          legend="Genders"
          options={GENDERS}
          selected={demographics.genders}
          onChange={(genders) => setTargeting({ demographics: { ...demographics, genders } })}
          hint="Leave all unticked to reach every gender."
        />
      </StepSection>

      <StepSection title="Location" description="Where the ads may be shown.">
        <div data-field="targeting.geography.countries">
          <CountryPicker
            selected={geography.countries}
            notes={notes}
            invalid={hasError(errors, VALIDATION_MESSAGES.countries)}
            onChange={(countries) => setTargeting({ geography: { ...geography, countries } })}
          />
        </div>
        <CountryGroupSelect
          selected={geography.countries}
          onChange={(countries) => setTargeting({ geography: { ...geography, countries } })}
        />
        <div className="grid gap-4 sm:grid-cols-2" data-field="targeting.geography.regions">
          <ChipListInput
            label="Regions"
            itemName="region"
            suggestions={REGION_SUGGESTIONS}
            {...placeProps(
              'regions',
              findRegion,
              (text) =>
                `No region called "${text}". Regions are listed for the US, Canada, Germany, Australia and the UK.`,
            )}
            placeholder="e.g. Colorado"
            hint="Adding a region also adds its country."
          />
          <ChipListInput
            label="Cities"
            itemName="city"
            suggestions={CITY_SUGGESTIONS}
            {...placeProps('cities', findCity, (text) => `No city called "${text}" in our list of markets.`)}
            placeholder="e.g. Denver"
            hint="Adding a city also adds its country."
          />
        </div>
      </StepSection>

      <StepSection title="Interests and audiences">
        <ChipListInput
          label="Interests"
          itemName="interest"
          values={draft.targeting.interests}
          onAdd={addUnique(50)}
          onRemove={removeValue}
          onChange={(interests) => setTargeting({ interests })}
          max={50}
          placeholder="e.g. Running"
        />
        <CheckboxGroup
          legend="Devices"
          options={DEVICES}
          selected={draft.targeting.devices}
          onChange={(devices) => setTargeting({ devices })}
          columns={4}
        />
        <ChipListInput
          label="Audiences"
          itemName="audience"
          values={draft.targeting.audiences}
          onAdd={addUnique(50)}
          onRemove={removeValue}
          onChange={(audiences) => setTargeting({ audiences })}
          max={50}
          placeholder="e.g. Visitors, last 30 days"
        />
      </StepSection>
    </div>
  );
}
