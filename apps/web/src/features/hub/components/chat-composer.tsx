import { Mic, MicOff, Paperclip, SendHorizontal } from 'lucide-react';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../../../lib/cn.ts';
import { useVoiceInput } from '../hooks/use-speech.ts';
import { ACCEPTED_FILES } from '../lib/hub-constants.ts';

/** The input grows with its text up to 120 px, then scrolls (docs/product.md#ai-hub). */
export const COMPOSER_MAX_HEIGHT_PX = 120;

export interface ChatComposerHandle {
  focus: () => void;
}

interface ChatComposerProps {
  /** A reply is pending (or the conversation loading): typing is allowed, sending is not. */
  busy: boolean;
  /** Says why sending waits; "Waiting for the reply…" by default. */
  busyHint?: string;
  onSend: (text: string) => void;
  ref?: Ref<ChatComposerHandle>;
}

/** Names of the chosen files, as the one message that choosing files sends (nothing is uploaded). */
export function attachmentMessage(names: readonly string[]): string {
  return `I've attached ${names.length} file${names.length === 1 ? '' : 's'}: ${names.join(', ')}`;
}

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-raised hover:text-fg disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none';

export function ChatComposer({ busy, busyHint = 'Waiting for the reply…', onSend, ref }: ChatComposerProps) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const canSend = !busy && value.trim().length > 0;

  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), []);

  const voice = useVoiceInput((text) => {
    setValue((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text));
    textareaRef.current?.focus();
  });

  // Grow with the text: measure from auto, then cap.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = Math.min(el.scrollHeight, COMPOSER_MAX_HEIGHT_PX);
    if (height > 0) el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > COMPOSER_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [value]);

  const submit = () => {
    if (!canSend) return;
    onSend(value);
    setValue('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; an IME composition's Enter only confirms the characters.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const names = Array.from(event.target.files ?? [], (file) => file.name);
    event.target.value = '';
    if (names.length === 0 || busy) return;
    onSend(attachmentMessage(names));
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-line p-3 sm:p-4">
      <div className="flex items-end gap-1.5 rounded-xl border border-field-line/60 bg-field p-1.5 focus-within:border-brand-500">
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          disabled={busy}
          aria-label="Attach files"
          title="Attach files"
          className={iconButton}
        >
          <Paperclip aria-hidden className="size-5" />
        </button>
        <input
          ref={fileRef}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          onChange={onFiles}
          tabIndex={-1}
          aria-hidden
          className="hidden"
          data-testid="hub-file-input"
        />
        <label htmlFor={inputId} className="sr-only">
          Message the AI assistant
        </label>
        <textarea
          ref={textareaRef}
          id={inputId}
          rows={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          placeholder="Type your message…"
          style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
          className="min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-sm text-fg placeholder:text-muted focus:outline-none"
        />
        <button
          type="button"
          onClick={voice.toggle}
          aria-pressed={voice.listening}
          aria-label={voice.listening ? 'Stop voice input' : 'Start voice input'}
          title={voice.listening ? 'Stop voice input' : 'Start voice input'}
          className={cn(
            iconButton,
            voice.listening && 'bg-red-100 text-red-800 hover:bg-red-100 hover:text-red-900',
          )}
        >
          {voice.listening ? (
            <MicOff aria-hidden className="size-5" />
          ) : (
            <Mic aria-hidden className="size-5" />
          )}
        </button>
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          title="Send message"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-contrast transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none"
        >
          <SendHorizontal aria-hidden className="size-5" />
        </button>
      </div>
      <p id={hintId} className="mt-1.5 px-1 text-xs text-muted">
        {busy ? `${busyHint} ` : ''}Enter sends · Shift+Enter adds a new line
      </p>
    </form>
  );
}
