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
  KEYBOARD_DRAG_STEP_PX,
  moveModule,
} from '@northstar/shared/modules';
import { useLocation } from 'react-router';
import { type DragBindings, ModuleNavItem } from './module-nav-item.tsx';

// Keyboard dragging moves the picked-up entry 25 px per arrow press (docs/product.md#dashboard).
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowDown')
    return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_DRAG_STEP_PX };
  if (event.code === 'ArrowUp')
    return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_DRAG_STEP_PX };
  return undefined;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface SortableModuleItemProps {
  module: DashboardModule;
  pathname: string;
}

function SortableModuleItem({ module, pathname }: SortableModuleItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: module.id });
  const { onKeyDown, onTouchStart, onMouseDown } = (listeners ?? {}) as Pick<
    DragBindings,
    'onKeyDown' | 'onTouchStart' | 'onMouseDown'
  >;
  const drag: DragBindings = {
    setNodeRef,
    setActivatorNodeRef,
    handleAttributes: attributes,
    onMouseDown,
    onKeyDown,
    onTouchStart,
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
  };
  return <ModuleNavItem module={module} pathname={pathname} drag={drag} />;
}

const labelOf = (id: string | number) => findModule(String(id))?.label ?? String(id);

interface SortableModuleListProps {
  modules: DashboardModule[];
  onReorder: (order: string[]) => void;
}

/**
 * The sidebar's modules, reorderable by mouse, touch or keyboard (Space, arrows, Space). The sidebar loads
 * it on demand (default export for React.lazy), with dnd-kit, showing ModuleNavList until it arrives.
 */
export default function SortableModuleList({ modules, onReorder }: SortableModuleListProps) {
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
