import { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE } from '@northstar/shared/constants';

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'it', label: 'Italian' },
  { value: 'nl', label: 'Dutch' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'ja', label: 'Japanese' },
] as const;

/** Every IANA time zone this browser knows, UTC first, plus `current` if it is missing. */
export function timezoneOptions(current?: string): Array<{ value: string; label: string }> {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = [DEFAULT_TIMEZONE, ...zones.filter((zone) => zone !== DEFAULT_TIMEZONE)];
  if (current && !all.includes(current)) all.splice(1, 0, current);
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

export const languageOptions = (current?: string) =>
  current && !LANGUAGES.some((language) => language.value === current)
    ? [...LANGUAGES, { value: current, label: current }]
    : [...LANGUAGES];

export { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE };

export const AI_TONES = [
  { value: 'professional', label: 'Professional' },
  { value: 'friendly', label: 'Friendly' },
  { value: 'concise', label: 'Concise' },
] as const;
export type AiTone = (typeof AI_TONES)[number]['value'];

// Speech output rate 0.9 (docs/product.md#ai-hub).
export const DEFAULT_AI_SETTINGS = { voiceOutput: false, speechRate: 0.9, tone: 'professional' as AiTone };
