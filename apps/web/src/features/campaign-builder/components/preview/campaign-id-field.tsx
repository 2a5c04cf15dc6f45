import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../../../../components/ui/input.tsx';

export const COPY_CONFIRMATION_MS = 2_000;

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older or restricted browsers: copy from the selected field instead.
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** Read-only campaign ID with a copy button whose tick shows for 2 s. */
export function CampaignIdField({ code }: { code: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Input
      ref={inputRef}
      label="Campaign ID"
      value={code}
      readOnly
      // On the input itself (className would style the label too).
      style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      trailing={
        <button
          type="button"
          onClick={() => void copyText(code, inputRef.current).then(setCopied)}
          aria-label={copied ? 'Campaign ID copied' : 'Copy campaign ID'}
          title={copied ? 'Copied' : 'Copy'}
          className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg"
        >
          {copied ? (
            <Check aria-hidden className="size-4 text-success" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
        </button>
      }
    />
  );
}
