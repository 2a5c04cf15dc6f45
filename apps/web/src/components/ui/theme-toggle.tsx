import { Moon, Sun } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface ThemeToggleProps {
  mode: 'light' | 'dark';
  onToggle: () => void;
  className?: string;
}

export function ThemeToggle({ mode, onToggle, className }: ThemeToggleProps) {
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg border border-line bg-card text-fg shadow-sm transition-colors hover:bg-raised',
        className,
      )}
    >
      {mode === 'dark' ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </button>
  );
}
