import { allocationTotal, platformName } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { cn } from '../../../../lib/cn.ts';
import { formatMoney } from '../../lib/format.ts';
import type { DraftPatch } from '../../stores/builder.store.ts';

const percent = (value: string) => {
  const n = Number(value);
  return value === '' || !Number.isFinite(n) ? undefined : Math.min(100, Math.max(0, n));
};

/** Even shares that add up to exactly 100 (the remainder goes to the first platforms). */
export function evenSplit(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_, i) => base + (i < 100 - base * count ? 1 : 0));
}

/** Percent of the budget per chosen platform, with the running total against 100%. */
export function AllocationEditor({
  draft,
  update,
}: {
  draft: CampaignDraft;
  update: (patch: DraftPatch) => void;
}) {
  const selected = draft.platforms.selected;
  const total = allocationTotal(draft);
  const balanced = total !== null && Math.abs(total - 100) <= 0.01;
  if (selected.length === 0)
    return <p className="text-sm text-muted">Choose platforms in step 3 to split the budget between them.</p>;

  const set = (id: string, value: string) =>
    update((d) => {
      const allocation = { ...d.budget.allocation, [id]: percent(value) };
      return { budget: { ...d.budget, allocation } };
    });
  const split = () =>
    update((d) => {
      const shares = evenSplit(d.platforms.selected.length);
      return {
        budget: {
          ...d.budget,
          allocation: Object.fromEntries(d.platforms.selected.map((p, i) => [p, shares[i] ?? 0])),
        },
      };
    });

  return (
    // As wide as its rows need, not the whole card: name, share and amount stay together.
    <fieldset className="space-y-3 sm:max-w-lg">
      <legend className="text-sm font-medium text-fg">Allocation by platform</legend>
      <ul className="space-y-2">
        {selected.map((id) => {
          const share = draft.budget.allocation[id];
          return (
            <li key={id} className="grid grid-cols-[minmax(0,1fr)_7rem_6.5rem] items-center gap-3">
              <label htmlFor={`allocation-${id}`} className="min-w-0 text-sm break-words">
                {platformName(id)}
              </label>
              <div className="relative">
                <input
                  id={`allocation-${id}`}
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  inputMode="decimal"
                  value={share ?? ''}
                  onChange={(event) => set(id, event.target.value)}
                  className="block h-10 w-full rounded-lg border border-field-line/70 bg-field pr-8 pl-3 text-sm text-fg"
                />
                <span aria-hidden className="absolute inset-y-0 right-3 flex items-center text-sm text-muted">
                  %
                </span>
              </div>
              <span className="text-right text-xs text-muted tabular-nums">
                {share !== undefined
                  ? formatMoney((draft.budget.totalBudget * share) / 100, draft.budget.currency)
                  : ''}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p
          role="status"
          className={cn(
            'text-sm font-semibold',
            total === null ? 'text-muted' : balanced ? 'text-success' : 'text-danger',
          )}
        >
          {total === null
            ? 'No allocation set (the platforms share the budget automatically)'
            : `Total: ${Math.round(total * 100) / 100}% of 100%`}
        </p>
        <button
          type="button"
          onClick={split}
          className="rounded-md px-2 py-1 text-sm font-semibold text-link hover:bg-raised"
        >
          Split evenly
        </button>
      </div>
    </fieldset>
  );
}
