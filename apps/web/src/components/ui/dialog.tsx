import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';

export type DialogTone = 'success' | 'error' | 'warning' | 'info';

const toneIcon = {
  success: {
    Icon: CircleCheck,
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300',
  },
  error: { Icon: CircleAlert, className: 'bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300' },
  warning: {
    Icon: TriangleAlert,
    className: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300',
  },
  info: { Icon: Info, className: 'bg-brand-100 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100' },
} as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  tone?: DialogTone;
  /** Content below the title and description (not part of the accessible description); it scrolls. */
  body?: ReactNode;
  /** A wider panel, for dialogs that show details rather than ask a question. */
  wide?: boolean;
  /** The action buttons. */
  children?: ReactNode;
  /**
   * What takes focus when the dialog opens: the first focusable element ('content', the default), or the
   * first action button even when the body holds a form ('actions').
   */
  initialFocus?: 'content' | 'actions';
}

/**
 * Accessible modal: role=dialog + aria-modal, named by its title and described by its text,
 * Tab cycles inside, Escape closes, and focus returns to where it was when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  tone = 'info',
  body,
  wide = false,
  children,
  initialFocus = 'content',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const actions = initialFocusRef.current === 'actions' ? actionsRef.current : null;
    const first =
      actions?.querySelector<HTMLElement>(FOCUSABLE) ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    // Keep the page behind out of reach of pointer, keyboard and screen readers while open.
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    return () => {
      appRoot?.removeAttribute('inert');
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const { Icon, className: iconClass } = toneIcon[tone];

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden className="absolute inset-0 bg-slate-950/70 backdrop-blur-sm" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'relative max-h-[calc(100dvh-2rem)] w-full overflow-y-auto rounded-2xl border border-line bg-card p-6 text-fg shadow-2xl outline-none',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <div className="flex items-start gap-4">
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', iconClass)}>
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 space-y-2">
            <h2 id={titleId} className="text-heading">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="text-sm leading-6 text-muted">
                {description}
              </div>
            ) : null}
          </div>
        </div>
        {body ? <div className="mt-5">{body}</div> : null}
        {children ? (
          <div ref={actionsRef} className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {children}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
