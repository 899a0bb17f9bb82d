import {
  type BidPackageGroup,
  type Contract,
  contractSchema,
  formatDate,
  formatMoney,
  type PackageEvaluation,
} from '@tender/domain';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FileDownloadLink } from '../../components/file-download-link';
import { PageForm } from '../../components/page-form';
import { SignedUploadButton, type UploadedFile } from '../../components/signed-upload-button';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useZodRule } from '../../components/zod-rule';
import { useEvaluation } from '../../data/evaluation/use-evaluation';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { useT } from '../../i18n/i18n-context';
import { savedPackages } from './bid-packages';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

type StoredContract = Contract & { readonly id: number };
interface ContractFields {
  supplierName: string;
  contract_amount: string;
  contract_signedOn: string;
}

const shape = contractSchema.shape;

/** The evaluation's first candidate of a package and their bid price, to start the contract from. */
function winnerOf(evaluation: PackageEvaluation | undefined): { name: string; price: string } | undefined {
  const result = evaluation?.result;
  if (!result?.complete) return undefined;
  const name = result.candidates[0];
  const bid = result.ranking.find((ranked) => ranked.bidder === name);
  return name && bid ? { name, price: bid.price } : undefined;
}

/**
 * One package's contract (合同签订): the winning bidder — the evaluation's first candidate is offered —
 * the amount, exact in yuan and fen, the signing date and the signed contract, uploaded through the
 * signed flow. Saved again, the record is updated, never duplicated.
 */
function PackageContract({
  context,
  group,
  stored,
  evaluation,
}: {
  readonly context: StepContext;
  readonly group: BidPackageGroup & { id: number };
  readonly stored: StoredContract | undefined;
  readonly evaluation: PackageEvaluation | undefined;
}) {
  const { t } = useT();
  const rule = useZodRule();
  const writer = useRecordWriter(context.project.id);
  const [form] = Form.useForm<ContractFields>();
  const [file, setFile] = useState<UploadedFile | undefined>(
    stored?.contract_fileId
      ? { fileId: stored.contract_fileId, fileName: stored.contract_fileName ?? '' }
      : undefined,
  );
  const editable = context.mayWrite(stored ? 'record.edit' : 'record.add');
  const winner = winnerOf(evaluation);
  const save = (fields: ContractFields) => {
    const record = {
      projectId: context.project.id,
      contract_groupId: group.id,
      supplierName: fields.supplierName,
      contract_amount: fields.contract_amount as Contract['contract_amount'],
      contract_signedOn: fields.contract_signedOn,
      contract_fileId: file?.fileId ?? null,
      contract_fileName: file?.fileName ?? null,
    };
    return stored
      ? writer.update('contract', { ...record, id: stored.id })
      : writer.create('contract', record);
  };
  return (
    <Card
      size="small"
      title={`${group.groupNumber} ${group.groupName}`}
      style={{ marginTop: 12 }}
      data-testid="contract"
      data-package={group.groupNumber}
    >
      {stored && (
        <Descriptions
          size="small"
          column={2}
          data-testid="contract-saved"
          items={[
            { key: 'bidder', label: t('contracts.bidder'), children: stored.supplierName },
            { key: 'amount', label: t('contracts.amount'), children: formatMoney(stored.contract_amount) },
            {
              key: 'signedOn',
              label: t('contracts.signedOn'),
              children: formatDate(stored.contract_signedOn),
            },
            {
              key: 'file',
              label: t('contracts.file'),
              children: stored.contract_fileId ? (
                <FileDownloadLink fileId={stored.contract_fileId} fileName={stored.contract_fileName ?? ''} />
              ) : (
                '—'
              ),
            },
          ]}
        />
      )}
      {!stored && !editable && <Typography.Text type="secondary">{t('contracts.none')}</Typography.Text>}
      {editable && (
        <PageForm<ContractFields>
          name="contract"
          form={form}
          layout="vertical"
          style={{ marginTop: 12 }}
          initialValues={
            stored
              ? {
                  supplierName: stored.supplierName,
                  contract_amount: stored.contract_amount,
                  contract_signedOn: stored.contract_signedOn,
                }
              : {
                  supplierName: winner?.name ?? '',
                  contract_amount: winner?.price ?? '',
                  contract_signedOn: dayjs().format('YYYY-MM-DD'),
                }
          }
          onFinish={(fields) => void save(fields)}
        >
          {!stored && winner && (
            <Alert type="info" showIcon title={t('contracts.fromRanking')} style={{ marginBottom: 12 }} />
          )}
          <Space wrap align="start">
            <Form.Item
              name="supplierName"
              label={t('contracts.bidder')}
              rules={[rule(shape.supplierName, { required: true })]}
            >
              <Input maxLength={200} style={{ width: 260 }} data-testid="contract-bidder" />
            </Form.Item>
            <Form.Item
              name="contract_amount"
              label={t('contracts.amount')}
              rules={[rule(shape.contract_amount, { required: true })]}
            >
              <InputNumber<string>
                stringMode
                min="0"
                precision={2}
                style={{ width: 200 }}
                data-testid="contract-amount"
              />
            </Form.Item>
            <Form.Item
              name="contract_signedOn"
              label={t('contracts.signedOn')}
              rules={[rule(shape.contract_signedOn, { required: true })]}
              getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
              normalize={(value?: Dayjs | null) => value?.format('YYYY-MM-DD')}
            >
              <DatePicker data-testid="contract-signed-on" />
            </Form.Item>
          </Space>
          <Space wrap>
            <SignedUploadButton
              dir={`projects/${context.project.id}/contracts`}
              label={t('contracts.upload')}
              onUploaded={async (uploaded) => setFile(uploaded)}
              data-testid="contract-upload"
            />
            {file && <FileDownloadLink fileId={file.fileId} fileName={file.fileName} />}
            <Button type="primary" htmlType="submit" data-testid="contract-save">
              {t('contracts.save')}
            </Button>
          </Space>
        </PageForm>
      )}
    </Card>
  );
}

function Contracts({ context }: { readonly context: StepContext }) {
  const contracts = useRecords('contract', context.project.id);
  const evaluation = useEvaluation(context.project.id);
  const groups = savedPackages(context.project.sGroupList) as (BidPackageGroup & { id: number })[];
  if (contracts.isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  return (
    <>
      {groups.map((group) => (
        <PackageContract
          key={group.id}
          context={context}
          group={group}
          stored={
            (contracts.data ?? []).find((contract) => contract.contract_groupId === group.id) as
              | StoredContract
              | undefined
          }
          evaluation={evaluation.data?.packages.find((pkg) => pkg.groupId === group.id)}
        />
      ))}
    </>
  );
}

/** /contract-signing: the contract record of each bid package (合同签订). */
export default function ContractSigningApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Contracts context={context} />}</StepPage>;
}
