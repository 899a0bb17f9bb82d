import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { flowTemplateStepInputSchema } from '@tender/domain';
import {
  Button,
  Card,
  Col,
  Form,
  type FormInstance,
  Input,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { memo } from 'react';
import { useZodRule } from '../../../components/zod-rule';
import { useT } from '../../../i18n/i18n-context';
import { ChildSiteList } from './child-site-list';
import { templateRule } from './template-problems';
import type { TemplateValues } from './template-values';

export interface StepCardProps {
  /** The step's sortable id (stable while it moves). */
  readonly id: string;
  /** Its name in the form's list of steps (Form.List's field name). */
  readonly fieldName: number;
  /** Its position in the flow, 0-based. */
  readonly index: number;
  readonly total: number;
  readonly form: FormInstance<TemplateValues>;
  readonly roleOptions: readonly { value: string; label: string }[];
  readonly routerOptions: readonly { value: string; label: string }[];
  readonly roleNames: readonly string[] | undefined;
  readonly readOnly: boolean;
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (index: number) => void;
}

const stepFields = flowTemplateStepInputSchema.shape;

/**
 * One step of a template being edited (§3 flow node): its name, its page — one of the web app's step
 * pages, or a typed path when another module serves it (external) — who may edit it (§6 flowRoles),
 * whether the step menu shows it, and its child sites. Its handle drags it, by pointer or keyboard
 * (dnd-kit), and the arrow buttons move it one place; where it stands decides where it leads. Memoised:
 * a change to one step re-renders that step, not the whole flow.
 */
export const StepCard = memo(function StepCard({
  id,
  fieldName,
  index,
  total,
  form,
  roleOptions,
  routerOptions,
  roleNames,
  readOnly,
  onMove,
  onRemove,
}: StepCardProps) {
  const { t } = useT();
  const zodRule = useZodRule();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled: readOnly,
      attributes: { roleDescription: t('flowTemplates.step.roleDescription') },
    });
  const external = Form.useWatch(['steps', index, 'isExternal'], form) === true;
  const nodeName: string = Form.useWatch(['steps', index, 'nodeName'], form) ?? '';
  const position = index + 1;
  const name = nodeName.trim() || t('flowTemplates.step.unnamed');
  const leadsTo =
    position === total
      ? t('flowTemplates.step.leadsToEnd')
      : t('flowTemplates.step.leadsTo', { next: position + 1 });

  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        marginBottom: 12,
      }}
      data-testid={`flow-step-${position}`}
    >
      <Card
        size="small"
        style={isDragging ? { boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)' } : undefined}
        title={
          <Space size={8} wrap>
            {!readOnly && (
              <Button
                ref={setActivatorNodeRef}
                type="text"
                icon={<HolderOutlined />}
                style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
                {...attributes}
                {...listeners}
                aria-label={t('flowTemplates.step.drag', { position, name })}
                data-testid={`flow-step-handle-${position}`}
              />
            )}
            <span>{t('flowTemplates.step.title', { position })}</span>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {leadsTo}
            </Typography.Text>
          </Space>
        }
        extra={
          !readOnly && (
            <Space size={0}>
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('flowTemplates.step.moveUp', { position })}
                onClick={() => onMove(index, index - 1)}
              />
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={index === total - 1}
                aria-label={t('flowTemplates.step.moveDown', { position })}
                onClick={() => onMove(index, index + 1)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('flowTemplates.step.remove', { position })}
                onClick={() => onRemove(index)}
              />
            </Space>
          )
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name={[fieldName, 'nodeName']}
              label={t('flowTemplates.step.nodeName')}
              rules={[zodRule(stepFields.nodeName, { required: true })]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={[fieldName, 'router']}
              label={external ? t('flowTemplates.step.externalRouter') : t('flowTemplates.step.router')}
              validateFirst
              rules={[
                zodRule(stepFields.router, { required: true }),
                templateRule(form, ['steps', fieldName, 'router'], roleNames, t),
              ]}
            >
              {external ? (
                <Input placeholder={t('flowTemplates.step.externalPlaceholder')} />
              ) : (
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('flowTemplates.step.routerPlaceholder')}
                  options={[...routerOptions]}
                />
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={[fieldName, 'flowRoles']}
              label={t('flowTemplates.step.flowRoles')}
              extra={t('flowTemplates.step.flowRolesHint')}
              rules={[templateRule(form, ['steps', fieldName, 'flowRoles'], roleNames, t)]}
            >
              <Select mode="multiple" allowClear options={[...roleOptions]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={[fieldName, 'isExternal']}
              label={t('flowTemplates.step.isExternal')}
              extra={t('flowTemplates.step.isExternalHint')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={[fieldName, 'isDisplay']}
              label={t('flowTemplates.step.isDisplay')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <ChildSiteList
          form={form}
          stepName={fieldName}
          position={position}
          roleNames={roleNames}
          readOnly={readOnly}
        />
      </Card>
    </div>
  );
});
