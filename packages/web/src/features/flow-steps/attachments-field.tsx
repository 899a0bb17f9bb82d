import type { NoticeAttachment } from '@tender/domain';
import { Button, Space } from 'antd';
import { FileDownloadLink } from '../../components/file-download-link';
import { ItemList } from '../../components/item-list';
import { SignedUploadButton } from '../../components/signed-upload-button';
import { useT } from '../../i18n/i18n-context';

/**
 * A notice's attachments as a form field: each one downloadable and removable, more added through the
 * signed upload. antd's Form.Item hands `value` in and takes `onChange` back.
 */
export function AttachmentsField({
  dir,
  value = [],
  onChange,
}: {
  /** The store's directory the files go to. */
  readonly dir: string;
  readonly value?: readonly NoticeAttachment[];
  readonly onChange?: (attachments: NoticeAttachment[]) => void;
}) {
  const { t } = useT();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="document-attachments">
      {value.length > 0 && (
        <ItemList<NoticeAttachment>
          size="small"
          items={value}
          rowKey={(attachment) => attachment.fileId}
          renderItem={(attachment) => (
            <ItemList.Item
              actions={[
                <Button
                  key="remove"
                  size="small"
                  type="link"
                  danger
                  onClick={() => onChange?.(value.filter((other) => other !== attachment))}
                >
                  {t('steps.docs.removeAttachment')}
                </Button>,
              ]}
            >
              <FileDownloadLink fileId={attachment.fileId} fileName={attachment.fileName} />
            </ItemList.Item>
          )}
        />
      )}
      <SignedUploadButton
        dir={dir}
        label={t('steps.docs.attach')}
        onUploaded={async (file) => onChange?.([...value, file])}
        data-testid="document-attach"
      />
    </Space>
  );
}

/** A published notice's attachments, each downloadable. */
export function AttachmentLinks({ attachments }: { readonly attachments: readonly NoticeAttachment[] }) {
  return (
    <Space wrap data-testid="document-attachment-links">
      {attachments.map((attachment) => (
        <FileDownloadLink key={attachment.fileId} fileId={attachment.fileId} fileName={attachment.fileName} />
      ))}
    </Space>
  );
}
