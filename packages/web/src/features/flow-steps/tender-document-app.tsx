import { DOCUMENT_PUBLISHED, formatDateTime, type TenderDocument } from '@tender/domain';
import { Button, Space, Tag } from 'antd';
import { FileDownloadLink } from '../../components/file-download-link';
import { ItemList } from '../../components/item-list';
import { SignedUploadButton } from '../../components/signed-upload-button';
import { STATUS_COLOURS } from '../../components/status-colours';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { useT } from '../../i18n/i18n-context';
import { StepPage } from './step-page';
import { useConfirmWrite } from './use-confirm-write';
import type { StepContext } from './use-step';

/** A version as listed: its number in upload order (1 the first). */
type Version = TenderDocument & { readonly id: number; readonly version: number };

function TenderDocuments({ context }: { readonly context: StepContext }) {
  const { t } = useT();
  const { project } = context;
  const documents = useRecords('tenderDocument', project.id);
  const writer = useRecordWriter(project.id);
  const editable = context.mayWrite('record.add');
  const versions: Version[] = (documents.data ?? [])
    .map((document, index) => ({ ...document, id: document.id as number, version: index + 1 }))
    .reverse();
  const confirm = useConfirmWrite();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SignedUploadButton
        dir={`projects/${project.id}/tender-documents`}
        label={t('tenderDocs.upload')}
        disabled={!editable}
        data-testid="tender-document-upload"
        onUploaded={(file) =>
          writer.create('tenderDocument', {
            projectId: project.id,
            tenderDocument_fileId: file.fileId,
            tenderDocument_fileName: file.fileName,
            tenderDocument_state: '0',
          })
        }
      />
      <ItemList<Version>
        loading={documents.isPending}
        items={versions}
        rowKey={(version) => version.id}
        empty={t('tenderDocs.none')}
        data-testid="tender-documents"
        renderItem={(version) => {
          const published = version.tenderDocument_state === DOCUMENT_PUBLISHED;
          const record = { ...version, id: version.id };
          return (
            <ItemList.Item
              data-testid="tender-document-version"
              data-version={version.version}
              actions={
                editable && !published
                  ? [
                      <Button
                        key="publish"
                        size="small"
                        type="primary"
                        onClick={() =>
                          confirm(t('tenderDocs.publishConfirm', { version: version.version }), () =>
                            writer.update('tenderDocument', {
                              ...record,
                              tenderDocument_state: DOCUMENT_PUBLISHED,
                            }),
                          )
                        }
                      >
                        {t('tenderDocs.publish')}
                      </Button>,
                      <Button
                        key="delete"
                        size="small"
                        danger
                        onClick={() =>
                          confirm(t('tenderDocs.deleteConfirm', { version: version.version }), () =>
                            writer.remove('tenderDocument', version.id),
                          )
                        }
                      >
                        {t('tenderDocs.delete')}
                      </Button>,
                    ]
                  : []
              }
            >
              <ItemList.Meta
                title={
                  <Space wrap>
                    {t('tenderDocs.version', { version: version.version })}
                    {version === versions[0] && <Tag color="blue">{t('tenderDocs.current')}</Tag>}
                    {published ? (
                      <Tag color={STATUS_COLOURS.success}>
                        {t('tenderDocs.published', {
                          time: formatDateTime(version.tenderDocument_publishTime ?? ''),
                        })}
                      </Tag>
                    ) : (
                      <Tag>{t('tenderDocs.draft')}</Tag>
                    )}
                  </Space>
                }
                description={
                  <Space wrap>
                    <FileDownloadLink
                      fileId={version.tenderDocument_fileId}
                      fileName={version.tenderDocument_fileName}
                    />
                    {version.creationTime &&
                      t('tenderDocs.uploaded', { time: formatDateTime(version.creationTime) })}
                  </Space>
                }
              />
            </ItemList.Item>
          );
        }}
      />
    </Space>
  );
}

/**
 * /tender-document: the tender documents (招标文件编制), uploaded through the signed flow. Each upload is
 * a new version and the old ones stay as history; a version is published (it then never changes) and a
 * draft may be deleted.
 */
export default function TenderDocumentApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <TenderDocuments context={context} />}</StepPage>;
}
