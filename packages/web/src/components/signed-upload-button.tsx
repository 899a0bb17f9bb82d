import { UploadOutlined } from '@ant-design/icons';
import { FileStorage } from '@tender/domain';
import { App, Button, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useInject } from '../di/use-inject';
import { useT } from '../i18n/i18n-context';

/** A file stored through the signed flow: its key (what records name as a file id) and its name. */
export interface UploadedFile {
  readonly fileId: string;
  readonly fileName: string;
}

/**
 * Uploads one file through the signed flow of §7 AbpAliOss — GetSign for this file (the store checks
 * its size and type there and again at upload), then the upload with its progress — and hands the
 * stored file over. A failure says why and leaves nothing to clean up.
 */
export function SignedUploadButton({
  dir,
  label,
  disabled = false,
  onUploaded,
  'data-testid': testId,
}: {
  /** The store's directory for the file (projects/…). */
  readonly dir: string;
  readonly label: string;
  readonly disabled?: boolean;
  readonly onUploaded: (file: UploadedFile) => Promise<unknown> | undefined;
  readonly 'data-testid'?: string;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const storage = useInject<FileStorage>(FileStorage);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File) => {
    setPercent(0);
    try {
      const signature = await storage.getUploadSign({
        dir,
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        size: file.size,
      });
      const stored = await storage.upload(signature, file, { fileName: file.name, onProgress: setPercent });
      await onUploaded({ fileId: stored.key, fileName: stored.fileName });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      void message.error(t('createProject.file.failed', { name: file.name, reason }));
    } finally {
      setPercent(null);
    }
  };
  return (
    <Space>
      <Upload
        showUploadList={false}
        disabled={disabled || percent !== null}
        // The file goes through the signed flow here, not antd's own request.
        beforeUpload={(file) => {
          void upload(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid={testId}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || percent !== null} loading={percent !== null}>
          {label}
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" style={{ width: 120 }} />}
    </Space>
  );
}
