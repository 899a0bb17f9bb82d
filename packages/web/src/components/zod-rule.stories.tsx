import type { Meta, StoryObj } from '@storybook/react-vite';
import { changeMethodSchema, projectInputSchema } from '@tender/domain';
import { Button, Form, Input } from 'antd';
import { expect } from 'storybook/test';
import { useT } from '../i18n/i18n-context';
import { useZodRule } from './zod-rule';

/**
 * Fields of two of the domain's forms (the project's name and agency e-mail, a bid exception's change of
 * method) checked by their schemas through useZodRule: every message names its field, in the UI language;
 * the spec's own Chinese sentences (§5 "请输入交易方式") are kept as given in both.
 */
function ZodRuleForm() {
  const { t } = useT();
  const zodRule = useZodRule();
  return (
    <Form layout="vertical" style={{ maxWidth: 420 }}>
      <Form.Item
        name="projectName"
        label={t('projectInfo.field.projectName')}
        rules={[zodRule(projectInputSchema.shape.projectName, { required: true })]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="transactionWay"
        label={t('operation.changeMethod.way')}
        rules={[zodRule(changeMethodSchema.shape.transactionWay, { required: true })]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="agencyEMail"
        label={t('projectInfo.field.agencyEMail')}
        rules={[zodRule(projectInputSchema.shape.agencyEMail)]}
      >
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('organisation.save')}
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Components/Zod rule',
  component: ZodRuleForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ZodRuleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Agency e-mail'), 'not-an-address');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText('Project name is required')).toBeVisible();
    await expect(await canvas.findByText('请输入交易方式')).toBeVisible();
    await expect(await canvas.findByText('Agency e-mail is not a valid e-mail address')).toBeVisible();
  },
};

export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('代理机构邮箱'), 'not-an-address');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText('项目名称不能为空')).toBeVisible();
    await expect(await canvas.findByText('请输入交易方式')).toBeVisible();
    await expect(await canvas.findByText('代理机构邮箱不是有效的电子邮箱地址')).toBeVisible();
  },
};
