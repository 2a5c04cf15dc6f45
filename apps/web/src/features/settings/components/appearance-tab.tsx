import {
  COLOR_THEMES,
  type ColorTheme,
  type ColorThemeValue,
  type ThemeColors,
  type ThemeMode,
} from '@northstar/shared/themes';
import { Check, Moon, RotateCcw, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { CustomColorsForm } from './custom-colors-form.tsx';

export interface AppearanceControls {
  mode: ThemeMode;
  /** The preset on screen (the chosen one, or the mode's default). */
  activePreset: ColorThemeValue;
  /** The four colours on screen. */
  activeColors: ThemeColors;
  isCustomTheme: boolean;
  /** Each action applies at once and resolves false when the account could not be updated. */
  onModeChange: (mode: ThemeMode) => Promise<boolean>;
  onSelectPreset: (value: ColorThemeValue) => Promise<boolean>;
  onCustomColors: (colors: ThemeColors) => Promise<boolean>;
  onReset: () => Promise<boolean>;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const SAVE_MESSAGES: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving...',
  saved: 'Saved to your account.',
  failed: 'Could not save to your account. Your choice is kept on this device.',
};

function PresetCard({
  theme,
  checked,
  onSelect,
}: {
  theme: ColorTheme;
  checked: boolean;
  onSelect: () => void;
}) {
  const { background, card, content, text } = theme.colors;
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-2 rounded-xl border bg-card p-3 transition-shadow has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
        checked ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line hover:border-field-line',
      )}
    >
      <input
        type="radio"
        name="color-theme"
        value={theme.value}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      {/* A miniature page in the preset's own colours. */}
      <span aria-hidden className="flex h-16 gap-1.5 rounded-lg p-1.5" style={{ background }}>
        <span className="w-1/3 rounded-md" style={{ background: card }} />
        <span className="flex flex-1 flex-col gap-1 rounded-md p-1.5" style={{ background: content }}>
          <span className="text-xs font-bold leading-none" style={{ color: text }}>
            Aa
          </span>
          <span className="mt-auto h-1.5 w-2/3 rounded-full" style={{ background: theme.preview }} />
        </span>
      </span>
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{theme.name}</span>
        {checked ? <Check aria-hidden className="size-4 text-brand-500" /> : null}
      </span>
      <span aria-hidden className="flex gap-1">
        {[background, card, content, text, theme.preview].map((color, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of five swatches
            key={index}
            className="size-4 rounded-full border border-line"
            style={{ background: color }}
          />
        ))}
      </span>
    </label>
  );
}

export function AppearanceTab(props: AppearanceControls) {
  const { mode, activePreset, activeColors, isCustomTheme } = props;
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const modeLegendId = useId();

  const track = async (action: Promise<boolean>) => {
    setSaveState('saving');
    setSaveState((await action) ? 'saved' : 'failed');
  };

  const presetGroup = (groupMode: ThemeMode, title: string) => (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{title}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {COLOR_THEMES.filter((theme) => theme.mode === groupMode).map((theme) => (
          <PresetCard
            key={theme.value}
            theme={theme}
            checked={!isCustomTheme && activePreset === theme.value}
            onSelect={() => void track(props.onSelectPreset(theme.value))}
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-heading">Appearance</h2>
          <p className="mt-1 text-sm text-muted">
            Changes apply at once and are saved to your account, so they follow you to other browsers.
          </p>
          <p
            role="status"
            className={cn('mt-1 min-h-5 text-sm', saveState === 'failed' ? 'text-danger' : 'text-muted')}
          >
            {SAVE_MESSAGES[saveState]}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void track(props.onReset())}>
          <RotateCcw aria-hidden className="size-4" />
          Reset to default
        </Button>
      </div>
      <div role="radiogroup" aria-labelledby={modeLegendId} className="space-y-3">
        <h3 id={modeLegendId} className="text-sm font-semibold">
          Mode
        </h3>
        <div className="grid max-w-md grid-cols-2 gap-3">
          {(
            [
              { value: 'light', label: 'Light', Icon: Sun },
              { value: 'dark', label: 'Dark', Icon: Moon },
            ] as const
          ).map(({ value, label, Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border bg-card px-4 py-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
                mode === value
                  ? 'border-brand-500 ring-2 ring-brand-500'
                  : 'border-line hover:border-field-line',
              )}
            >
              <input
                type="radio"
                name="appearance-mode"
                value={value}
                checked={mode === value}
                onChange={() => void track(props.onModeChange(value))}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4.5" />
              {label}
            </label>
          ))}
        </div>
      </div>

      <div className="space-y-6">
        <div>
          <h3 className="text-subheading">Colour theme</h3>
          <p className="mt-1 text-sm text-muted">
            {isCustomTheme
              ? 'You are using custom colours. Pick a preset to go back to one.'
              : 'Pick a preset.'}
          </p>
        </div>
        {presetGroup('light', 'Light themes')}
        {presetGroup('dark', 'Dark themes')}
      </div>

      <CustomColorsForm
        key={JSON.stringify(activeColors)}
        initial={activeColors}
        onApply={(colors) => void track(props.onCustomColors(colors))}
      />
    </div>
  );
}
