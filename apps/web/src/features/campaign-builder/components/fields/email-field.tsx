import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Input } from '../../../../components/ui/input.tsx';

const emailSchema = z.email().max(254);
export const isValidEmail = (value: string) => emailSchema.safeParse(value).success;

interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * An e-mail field that hands the draft only a valid address or nothing: a half-typed address stays in
 * the field, so the stored draft never fails the schema the server checks.
 */
export function EmailField({ label, value, onChange }: EmailFieldProps) {
  const [text, setText] = useState(value);
  const [touched, setTouched] = useState(false);
  useEffect(() => setText((current) => (isValidEmail(current) || current === '' ? value : current)), [value]);
  const invalid = touched && text.trim() !== '' && !isValidEmail(text.trim());
  return (
    <Input
      label={label}
      type="email"
      maxLength={254}
      value={text}
      error={invalid ? 'Enter a valid e-mail address.' : undefined}
      onBlur={() => setTouched(true)}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const trimmed = next.trim();
        if (trimmed === '' || isValidEmail(trimmed)) onChange(trimmed);
      }}
    />
  );
}
