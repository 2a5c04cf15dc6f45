import { BarChart3, Lightbulb, Rocket, Sparkles } from 'lucide-react';
import { QUICK_ACTIONS } from '../lib/hub-constants.ts';

const icons = { start: Rocket, recommend: Lightbulb, analytics: BarChart3, review: Sparkles } as const;

interface QuickActionsProps {
  onPick: (message: string) => void;
  disabled: boolean;
}

/** Shortcuts for the first steps (shown while the campaign step is at most 2: docs/product.md#ai-hub). */
export function QuickActions({ onPick, disabled }: QuickActionsProps) {
  return (
    <section aria-label="Quick actions" className="border-t border-line px-3 pt-3 sm:px-4">
      {/* One scrolling row on phones keeps the conversation in view; wrapped pills from sm up. */}
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {QUICK_ACTIONS.map((action) => {
          const Icon = icons[action.id];
          return (
            <li key={action.id} className="shrink-0">
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(action.message)}
                className="flex items-center gap-2 whitespace-nowrap rounded-full border border-line bg-raised px-3 py-1.5 text-sm font-medium text-fg transition-colors hover:border-brand-400 hover:bg-card disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-brand-500" />
                {action.label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
