import { type DashboardModule, isModuleActive, isModuleExpanded } from '@northstar/shared/modules';
import { ChevronDown, GripVertical } from 'lucide-react';
import {
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type Ref,
  type TouchEventHandler,
  useEffect,
  useId,
  useState,
} from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { moduleIcon } from '../lib/module-icons.ts';

// Under 1024 px (the drawer, touch screens) every row is at least 44 px tall: a comfortable tap target.
export const navItemClasses = (active: boolean, extra?: string) =>
  cn(
    'flex min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors max-lg:min-h-11',
    active ? 'bg-brand-600 text-white shadow-sm' : 'text-fg hover:bg-raised',
    extra,
  );

/**
 * The reorder handle stays out of sight until its row is hovered or holds the keyboard focus (focus-visible,
 * so a click that leaves the focus on a link does not count). It lies over the right end of the link, where
 * a placeholder's "Soon" badge sits and steps aside meanwhile, so the labels keep the sidebar's width.
 */
const dragHandleClasses = (active: boolean) =>
  cn(
    'absolute inset-y-0 right-0.5 my-auto inline-flex h-8 w-8 cursor-grab touch-none items-center justify-center rounded-md',
    'opacity-0 transition-opacity group-hover:opacity-100 group-has-focus-visible:opacity-100 motion-reduce:transition-none',
    'active:cursor-grabbing max-lg:size-11 max-lg:right-0',
    active ? 'text-white/85 hover:bg-white/15 hover:text-white' : 'text-muted hover:bg-card hover:text-fg',
  );

/** What dragging adds to an entry (from dnd-kit's useSortable); absent until the drag code has loaded. */
export interface DragBindings {
  setNodeRef: Ref<HTMLLIElement>;
  setActivatorNodeRef: Ref<HTMLButtonElement>;
  handleAttributes: HTMLAttributes<HTMLButtonElement>;
  onMouseDown?: MouseEventHandler<HTMLDivElement> | undefined;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement> | undefined;
  onTouchStart?: TouchEventHandler<HTMLButtonElement> | undefined;
  style: CSSProperties;
  isDragging: boolean;
}

interface ModuleNavItemProps {
  module: DashboardModule;
  pathname: string;
  drag?: DragBindings | undefined;
}

/** One module of the sidebar: its link, its submodules (expandable) and its reorder handle. */
export function ModuleNavItem({ module, pathname, drag }: ModuleNavItemProps) {
  const [expanded, setExpanded] = useState(() => isModuleExpanded(module, pathname));
  const submenuId = useId();
  const soonId = useId();
  const active = isModuleActive(module, pathname);
  // With an open submodule list, the current submodule carries the highlight instead of its parent.
  const childActive = Boolean(module.submodules?.some((sub) => isModuleActive(sub, pathname)));
  const highlighted = active && !(childActive && expanded);
  const Icon = moduleIcon(module.id);

  // Opening a page under the builder expands it (e.g. a link from elsewhere).
  useEffect(() => {
    if (isModuleExpanded(module, pathname)) setExpanded(true);
  }, [module, pathname]);

  return (
    <li
      ref={drag?.setNodeRef}
      data-module-id={module.id}
      style={drag?.style}
      className={cn(
        'relative',
        drag?.isDragging && 'z-10 rounded-lg bg-card opacity-90 shadow-lg ring-2 ring-brand-500',
      )}
    >
      {/* Mouse drags start anywhere on the row; touch and keyboard use the handle, so the list still scrolls. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; keyboard users have the handle */}
      <div className="group flex items-center gap-0.5" onMouseDown={drag?.onMouseDown}>
        <div className="relative flex min-w-0 flex-1">
          <Link
            to={module.path}
            aria-current={highlighted ? 'page' : undefined}
            aria-describedby={module.placeholder ? soonId : undefined}
            className={navItemClasses(
              highlighted,
              // A placeholder reads quieter than a working module until it is the current page.
              module.placeholder && !highlighted ? 'text-muted hover:text-fg' : undefined,
            )}
          >
            <Icon aria-hidden className="size-4.5 shrink-0" />
            {/* Long labels wrap rather than being cut off. */}
            <span className="min-w-0 leading-5">{module.label}</span>
            {module.placeholder ? <SoonBadge id={soonId} active={highlighted} /> : null}
          </Link>
          <button
            type="button"
            ref={drag?.setActivatorNodeRef}
            {...drag?.handleAttributes}
            onKeyDown={drag?.onKeyDown}
            onTouchStart={drag?.onTouchStart}
            aria-label={`Reorder ${module.label}`}
            title="Drag to reorder (or press Space, then the arrow keys)"
            className={dragHandleClasses(highlighted)}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        </div>
        {module.submodules ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={submenuId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${module.label}`}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex h-8 w-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg max-lg:h-11 max-lg:w-9"
          >
            <ChevronDown
              aria-hidden
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
      {module.submodules ? (
        <ul id={submenuId} hidden={!expanded} className="mt-0.5 space-y-0.5 pl-6">
          {module.submodules.map((sub) => {
            const SubIcon = moduleIcon(sub.id);
            const subActive = isModuleActive(sub, pathname);
            return (
              <li key={sub.id}>
                <Link
                  to={sub.path}
                  aria-current={subActive ? 'page' : undefined}
                  className={navItemClasses(subActive, 'py-1.5')}
                >
                  <SubIcon aria-hidden className="size-4 shrink-0" />
                  <span className="min-w-0 leading-5">{sub.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/** "Soon" on a module that is not built yet; screen readers hear "Coming soon" as the link's description. */
function SoonBadge({ id, active }: { id: string; active: boolean }) {
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'ml-auto shrink-0 rounded-full border px-1.5 py-px text-[0.625rem] font-semibold uppercase leading-4 tracking-wide',
          'transition-opacity group-hover:opacity-0 group-has-focus-visible:opacity-0 motion-reduce:transition-none',
          active ? 'border-white/50 text-white' : 'border-line text-muted',
        )}
      >
        Soon
      </span>
      <span id={id} hidden>
        Coming soon
      </span>
    </>
  );
}
