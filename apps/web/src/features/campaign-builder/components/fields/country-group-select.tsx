import { COUNTRY_GROUPS } from '@northstar/shared/geo';
import { useId, useState } from 'react';
import { Select } from '../../../../components/ui/select.tsx';
import { countryName } from '../../lib/countries.ts';

const OPTIONS = COUNTRY_GROUPS.map((g) => ({ value: g.id, label: `${g.label} (${g.countries.length})` }));

interface CountryGroupSelectProps {
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

/**
 * Adds every country of a named group (DACH, the EU...) to the selection. Choosing and adding are two
 * steps so arrowing through the closed select (which changes its value on some systems) adds nothing.
 */
export function CountryGroupSelect({ selected, onChange }: CountryGroupSelectProps) {
  const hintId = useId();
  const [groupId, setGroupId] = useState('');
  const [status, setStatus] = useState('');
  const group = COUNTRY_GROUPS.find((g) => g.id === groupId);

  const add = () => {
    if (!group) {
      setStatus('Choose a group first.');
      return;
    }
    const added = group.countries.filter((c) => !selected.includes(c));
    if (added.length > 0) onChange([...selected, ...added]);
    setStatus(
      added.length === 0
        ? `Every country of ${group.label} is already selected.`
        : `Added ${added.length} ${added.length === 1 ? 'country' : 'countries'} from ${group.label}.`,
    );
    setGroupId('');
  };

  return (
    <div className="space-y-1">
      {/* Wraps on a phone, so the select is wide enough for the longest group's name. */}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label="Add a group"
          placeholder="Choose a group"
          options={OPTIONS}
          value={groupId}
          onChange={(event) => {
            setGroupId(event.target.value);
            setStatus('');
          }}
          aria-describedby={group ? hintId : undefined}
          className="min-w-64 flex-1"
        />
        <button
          type="button"
          onClick={add}
          className="inline-flex h-11 shrink-0 items-center rounded-lg border border-field-line/60 bg-card px-4 text-sm font-semibold text-fg shadow-sm hover:bg-raised"
        >
          Add group
        </button>
      </div>
      {/* Outside the row so a long list (the EU) wraps under both controls. */}
      {group ? (
        <p id={hintId} className="text-xs text-muted">
          Adds {group.countries.map(countryName).join(', ')}.
        </p>
      ) : null}
      <p role="status" className="min-h-4 text-xs text-muted">
        {status}
      </p>
    </div>
  );
}
