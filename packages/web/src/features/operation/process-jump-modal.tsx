import type { FlowNode } from '@tender/domain';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { ActionResult } from './use-flow-actions';

export interface ProcessJumpModalProps {
  readonly open: boolean;
  /** The flow's steps in order. */
  readonly nodes: readonly FlowNode[];
  readonly currentNodeId: number | undefined;
  readonly onClose: () => void;
  /** Confirms and jumps (§4 jump with jumpNodeId). */
  readonly onJump: (nodeId: number) => Promise<ActionResult>;
}

/** The process jump modal (§2): choose any step of the flow, then confirm the jump (§5). */
export function ProcessJumpModal({ open, nodes, currentNodeId, onClose, onJump }: ProcessJumpModalProps) {
  const { t } = useT();
  const [form] = Form.useForm<{ nodeId: number }>();
  const [jumping, setJumping] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setJumping(true);
    const result = await onJump(values.nodeId);
    setJumping(false);
    if (result.ok) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('operation.jump.title')}
      okText={t('operation.jump.submit')}
      cancelText={t('operation.confirm.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={jumping}
      destroyOnHidden
      data-testid="process-jump-modal"
    >
      <Form form={form} layout="vertical" name="process-jump">
        <Form.Item
          name="nodeId"
          label={t('operation.jump.step')}
          rules={[{ required: true, message: t('operation.jump.required') }]}
        >
          <Select
            options={nodes.map((node) => ({
              value: node.id,
              label:
                node.id === currentNodeId
                  ? t('operation.jump.current', { step: node.nodeName })
                  : node.nodeName,
              disabled: node.id === currentNodeId,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
