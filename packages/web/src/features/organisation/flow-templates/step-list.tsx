import { PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { MAX_TEMPLATE_STEPS } from '@tender/domain';
import { Button, Form, type FormInstance } from 'antd';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../../i18n/i18n-context';
import { type StepListFacts, stepAnnouncements } from './step-announcements';
import { StepCard } from './step-card';
import { routerOptions } from './step-routers';
import { templateRule } from './template-problems';
import { newStep, type TemplateValues } from './template-values';

export interface StepListProps {
  readonly form: FormInstance<TemplateValues>;
  readonly roleOptions: readonly { value: string; label: string }[];
  readonly roleNames: readonly string[] | undefined;
  readonly readOnly: boolean;
}

const sortableId = (key: number): string => `step-${key}`;

/**
 * The ordered steps of the template being edited (ADR 0013: the order is the flow, the last step leads to
 * 0). Steps are added, removed and reordered — dragged by their handle with a pointer or the keyboard
 * (Space, arrows, Space), or moved a place with their arrow buttons — and each move is announced.
 */
export function StepList({ form, roleOptions, roleNames, readOnly }: StepListProps) {
  const { t } = useT();
  // Form.List hands out new operations and fields on every change of any step; the sortable steps get
  // stable ones instead, so typing in one step re-renders that step, not all of them.
  const operations = useRef<{ move: (from: number, to: number) => void; remove: (index: number) => void }>({
    move: () => undefined,
    remove: () => undefined,
  });
  const stableIds = useRef<UniqueIdentifier[]>([]);
  const onMove = useCallback((from: number, to: number) => operations.current.move(from, to), []);
  const onRemove = useCallback((index: number) => operations.current.remove(index), []);

  return (
    <Form.List name="steps" rules={[templateRule(form, ['steps'], roleNames, t)]}>
      {(fields, { add, remove, move }, { errors }) => {
        operations.current = { move, remove };
        const ids = fields.map((field) => sortableId(field.key));
        if (ids.join() !== stableIds.current.join()) stableIds.current = ids;
        return (
          <div data-testid="flow-template-steps">
            <SortableSteps
              ids={stableIds.current}
              form={form}
              roleOptions={roleOptions}
              roleNames={roleNames}
              readOnly={readOnly}
              onMove={onMove}
              onRemove={onRemove}
            />
            <Form.ErrorList errors={errors} />
            {!readOnly && (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_TEMPLATE_STEPS}
                onClick={() => add(newStep())}
                data-testid="flow-template-add-step"
                style={{ marginTop: 4 }}
              >
                {t('flowTemplates.steps.add')}
              </Button>
            )}
          </div>
        );
      }}
    </Form.List>
  );
}

interface SortableStepsProps extends Omit<StepListProps, 'roleNames'> {
  /** The steps' sortable ids in their order: one per Form.List field, its name being its index. */
  readonly ids: readonly UniqueIdentifier[];
  readonly roleNames: readonly string[] | undefined;
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (index: number) => void;
}

/** The steps in dnd-kit's sortable list, re-rendered only when the order or the steps' count changes. */
const SortableSteps = memo(function SortableSteps({
  ids,
  form,
  roleOptions,
  roleNames,
  readOnly,
  onMove,
  onRemove,
}: SortableStepsProps) {
  const { t } = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const routers = useMemo(() => routerOptions(t), [t]);
  // The announcements read the list as it is when they speak.
  const facts = useRef<StepListFacts>({ ids: [], nameOf: () => '' });
  facts.current = {
    ids,
    nameOf: (id) => {
      const index = ids.indexOf(id);
      const name: string | undefined = form.getFieldValue(['steps', index, 'nodeName']);
      return name?.trim() || t('flowTemplates.preview.unnamed', { position: index + 1 });
    },
  };
  const accessibility = useMemo(() => stepAnnouncements(t, () => facts.current), [t]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {ids.map((id, index) => (
          <StepCard
            key={id}
            id={String(id)}
            fieldName={index}
            index={index}
            total={ids.length}
            form={form}
            roleOptions={roleOptions}
            routerOptions={routers}
            roleNames={roleNames}
            readOnly={readOnly}
            onMove={onMove}
            onRemove={onRemove}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
});
