import { HolderOutlined } from '@ant-design/icons';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AppModuleRecord } from '@tender/domain';
import { Button } from 'antd';
import {
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { useT } from '../../../i18n/i18n-context';

export interface ModuleOrderProps {
  /** The modules in their present order. */
  readonly modules: readonly AppModuleRecord[];
  /** No reordering meanwhile (a save in flight, or the user may not edit modules). */
  readonly disabled: boolean;
  /** The module ids in their new order. */
  readonly onReorder: (ids: number[]) => void;
  readonly children: ReactNode;
}

/** Rows move up and down only: the order is a list, not a board. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Lets the module table's rows be reordered by dragging a row's handle with a pointer, or from the
 * keyboard (focus the handle, Space, the arrow keys, Space), with what happens read out to screen readers
 * in the UI's language. The menus follow the list's order (§2 Menus), so the new order is the whole list.
 */
export function ModuleOrder({ modules, disabled, onReorder, children }: ModuleOrderProps) {
  const { t } = useT();
  const ids = useMemo(() => modules.map((m) => m.id), [modules]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => modules.find((m) => m.id === id)?.name ?? String(id);
    const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    const total = ids.length;
    return {
      onDragStart: ({ active }) =>
        t('modules.dnd.start', { name: name(active.id), position: position(active.id), total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('modules.dnd.over', { name: name(active.id), position: position(over.id), total })
          : t('modules.dnd.outside', { name: name(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('modules.dnd.end', { name: name(active.id), position: position(over.id), total })
          : t('modules.dnd.cancel', { name: name(active.id), position: position(active.id) }),
      onDragCancel: ({ active }) =>
        t('modules.dnd.cancel', { name: name(active.id), position: position(active.id) }),
    };
  }, [modules, ids, t]);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('modules.dnd.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<Handle | null>(null);

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

/** The table's row: a sortable item when it is a module's row (antd also renders rows of its own). */
export function SortableRow(props: RowProps) {
  const key = props['data-row-key'];
  return key === undefined ? <tr {...props} /> : <SortableModuleRow moduleId={Number(key)} {...props} />;
}

function SortableModuleRow({ moduleId, style, ...props }: RowProps & { moduleId: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: moduleId });
  const moved: CSSProperties = {
    ...style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2 } : {}),
  };
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={moved} />
    </HandleContext.Provider>
  );
}

/** The handle a row is dragged by; from the keyboard, Space picks it up and drops it. */
export function DragHandle({ label, disabled }: { label: string; disabled: boolean }) {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      ref={handle.setActivatorNodeRef}
      {...handle.attributes}
      {...(disabled ? {} : handle.listeners)}
      aria-label={label}
      disabled={disabled}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      data-testid="module-drag-handle"
    />
  );
}
