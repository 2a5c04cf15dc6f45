import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type DashboardModule,
  DRAG_START_DISTANCE_PX,
  findModule,
  isModuleActive,
  isModuleExpanded,
  KEYBOARD_DRAG_STEP_PX,
  moveModule,
} from '@northstar/shared/modules';
import { ChevronDown, GripVertical } from 'lucide-react';
import {
  type KeyboardEventHandler,
  type MouseEventHandler,
  type TouchEventHandler,
  useEffect,
  useId,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { moduleIcon } from '../lib/module-icons.ts';

// Keyboard dragging moves the picked-up entry 25 px per arrow press (SPEC section 9).
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowDown')
    return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_DRAG_STEP_PX };
  if (event.code === 'ArrowUp')
    return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_DRAG_STEP_PX };
  return undefined;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export const navItemClasses = (active: boolean, extra?: string) =>
  cn(
    'flex min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-600 text-white shadow-sm' : 'text-fg hover:bg-raised',
    extra,
  );

interface ModuleItemProps {
  module: DashboardModule;
  pathname: string;
}

function SortableModuleItem({ module, pathname }: ModuleItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: module.id });
  const [expanded, setExpanded] = useState(() => isModuleExpanded(module, pathname));
  const submenuId = useId();
  const active = isModuleActive(module, pathname);
  // With an open submodule list, the current submodule carries the highlight instead of its parent.
  const childActive = Boolean(module.submodules?.some((sub) => isModuleActive(sub, pathname)));
  const highlighted = active && !(childActive && expanded);
  const Icon = moduleIcon(module.id);
  // Mouse drags start anywhere on the row; touch and keyboard use the handle, so the list still scrolls.
  const { onKeyDown, onTouchStart, ...mouseListeners } = (listeners ?? {}) as {
    onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
    onTouchStart?: TouchEventHandler<HTMLButtonElement>;
    onMouseDown?: MouseEventHandler<HTMLDivElement>;
  };

  // Opening a page under the builder expands it (e.g. a link from elsewhere).
  useEffect(() => {
    if (isModuleExpanded(module, pathname)) setExpanded(true);
  }, [module, pathname]);

  return (
    <li
      ref={setNodeRef}
      data-module-id={module.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative',
        isDragging && 'z-10 rounded-lg bg-card opacity-90 shadow-lg ring-2 ring-brand-500',
      )}
    >
      <div className="group flex items-center gap-0.5" {...mouseListeners}>
        <Link
          to={module.path}
          aria-current={highlighted ? 'page' : undefined}
          className={navItemClasses(highlighted)}
        >
          <Icon aria-hidden className="size-4.5 shrink-0" />
          <span className="truncate">{module.label}</span>
        </Link>
        {module.submodules ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={submenuId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${module.label}`}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex h-8 w-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg"
          >
            <ChevronDown
              aria-hidden
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        ) : null}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          aria-label={`Reorder ${module.label}`}
          title="Drag to reorder (or press Space, then the arrow keys)"
          className="inline-flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
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
                  <span className="truncate">{sub.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

const labelOf = (id: string | number) => findModule(String(id))?.label ?? String(id);

interface SortableModuleListProps {
  modules: DashboardModule[];
  onReorder: (order: string[]) => void;
}

/** The sidebar's modules, reorderable by mouse, touch or keyboard (Space, arrows, Space). */
export function SortableModuleList({ modules, onReorder }: SortableModuleListProps) {
  const { pathname } = useLocation();
  const ids = modules.map((module) => module.id);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is over position ${position(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at position ${position(over.id)} of ${ids.length}.`
        : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${labelOf(active.id)} stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveModule(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="space-y-0.5">
          {modules.map((module) => (
            <SortableModuleItem key={module.id} module={module} pathname={pathname} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
