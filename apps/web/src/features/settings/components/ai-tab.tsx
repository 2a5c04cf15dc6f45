import { AI_SETTINGS_TAB } from '@northstar/shared/brand';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { AI_TONES, type AiTone, DEFAULT_AI_SETTINGS } from '../lib/options.ts';

export interface AiSettings {
  voiceOutput: boolean;
  speechRate: number;
  tone: AiTone;
}

interface AiTabProps {
  saved: Partial<AiSettings> | undefined;
  /** Resolves false when the account could not be updated (the change stays on this device). */
  onSave: (settings: AiSettings) => Promise<boolean>;
}

export function AiTab({ saved, onSave }: AiTabProps) {
  const rateId = useId();
  const voiceHintId = useId();
  const [values, setValues] = useState<AiSettings>({ ...DEFAULT_AI_SETTINGS, ...saved });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    const ok = await onSave(values);
    setSaving(false);
    if (ok) toast.success(`${AI_SETTINGS_TAB} settings saved`);
    else setFailed(true);
  };

  return (
    <form onSubmit={onSubmit} className="max-w-2xl space-y-6">
      <div>
        <h2 className="text-heading">{AI_SETTINGS_TAB}</h2>
        <p className="mt-1 text-sm text-muted">How the AI assistant talks to you in the hub.</p>
      </div>
      {failed ? (
        <Banner tone="error">Could not save to your account. Your settings are kept on this device.</Banner>
      ) : null}

      <div className="flex items-start justify-between gap-4 rounded-xl border border-line bg-card p-4">
        <div>
          <p className="text-sm font-medium" id={`${voiceHintId}-label`}>
            Voice output
          </p>
          <p id={voiceHintId} className="text-sm text-muted">
            Read the assistant's replies aloud.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={values.voiceOutput}
          aria-labelledby={`${voiceHintId}-label`}
          aria-describedby={voiceHintId}
          onClick={() => setValues((v) => ({ ...v, voiceOutput: !v.voiceOutput }))}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            values.voiceOutput ? 'bg-brand-600' : 'bg-slate-500',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              values.voiceOutput ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>

      <div className="space-y-2">
        <div className="flex items-baseline justify-between">
          <label htmlFor={rateId} className="text-sm font-medium">
            Speech rate
          </label>
          <output htmlFor={rateId} className="text-sm tabular-nums text-muted">
            {values.speechRate.toFixed(1)}x
          </output>
        </div>
        <input
          id={rateId}
          type="range"
          min={0.5}
          max={2}
          step={0.1}
          value={values.speechRate}
          disabled={!values.voiceOutput}
          onChange={(event) => setValues((v) => ({ ...v, speechRate: Number(event.target.value) }))}
          className="w-full accent-brand-600 disabled:opacity-50"
        />
        <p className="text-xs text-muted">
          {values.voiceOutput
            ? '0.5x to 2x; 0.9x is the default.'
            : 'Turn on voice output to change the rate.'}
        </p>
      </div>

      <Select
        label="Assistant tone"
        value={values.tone}
        onChange={(event) => setValues((v) => ({ ...v, tone: event.target.value as AiTone }))}
        options={AI_TONES}
        className="max-w-xs"
      />

      <div className="flex justify-end border-t border-line pt-5">
        <Button type="submit" disabled={saving} className="max-sm:w-full">
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
