import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { useThemeStore } from '../stores/theme.store.ts';

export function ThemeToggleButton({ className }: { className?: string }) {
  const mode = useThemeStore((state) => state.mode);
  const toggle = useThemeStore((state) => state.toggle);
  return <ThemeToggle mode={mode} onToggle={toggle} className={className} />;
}
