import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Input, type InputProps } from './input.tsx';

type PasswordInputProps = Omit<InputProps, 'type' | 'trailing'>;

/** A password field with a show/hide toggle named after the field ("Show password"). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const action = `${visible ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`;
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={action}
          title={action}
          onClick={() => setVisible((value) => !value)}
          className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg"
        >
          {visible ? <EyeOff aria-hidden className="size-4.5" /> : <Eye aria-hidden className="size-4.5" />}
        </button>
      }
    />
  );
}
