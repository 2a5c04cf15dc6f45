import { BarChart3, Lightbulb, Rocket, Sparkles } from 'lucide-react';
import { QUICK_ACTIONS } from '../lib/hub-constants.ts';

const icons = { start: Rocket, recommend: Lightbulb, analytics: BarChart3, review: Sparkles } as const;

interface QuickActionsProps {
  onPick: (message: string) => void;
  disabled: boolean;
}

/** Shortcuts for the first steps (SPEC: shown while the campaign step is at most 2). */
export function QuickActions({ onPick, disabled }: QuickActionsProps) {
  return (
    <section aria-label="Quick actions" className="border-t border-line px-3 pt-3 sm:px-4">
      <ul className="grid grid-cols-2 gap-2 xl:grid-cols-4">
        {QUICK_ACTIONS.map((action) => {
          const Icon = icons[action.id];
          return (
            <li key={action.id} className="min-w-0">
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(action.message)}
                className="flex h-full w-full items-center gap-2 rounded-lg border border-line bg-raised px-3 py-2 text-left text-xs font-medium text-fg transition-colors hover:border-brand-400 hover:bg-card disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none sm:text-sm"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-brand-500" />
                <span className="min-w-0">{action.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
