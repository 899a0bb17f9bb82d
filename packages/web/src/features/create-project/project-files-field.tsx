import { UploadOutlined } from '@ant-design/icons';
import { FileStorage, type FileUsage, type ProjectFile } from '@tender/domain';
import { App, Button, Form, Upload, type UploadFile } from 'antd';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';

export interface ProjectFilesFieldProps {
  /** All of the project's files (eHonors); this field shows and adds those of its usage. */
  readonly value?: ProjectFile[];
  readonly onChange?: (files: ProjectFile[]) => void;
  readonly usage: FileUsage;
  readonly label: string;
}

/**
 * Uploads a project's files of one usage ("0" requirements documents, "11" the entrustment agreement,
 * §3) through the signed flow of §7 AbpAliOss: GetSign for this file, the upload under that policy (size,
 * type and directory checked by the store), then the file joins the project's list. Removing a file
 * takes it off the project; antd's list shows progress, failures (with retry by uploading again) and
 * removal.
 */
export function ProjectFilesField({ value = [], onChange, usage, label }: ProjectFilesFieldProps) {
  const { t } = useT();
  const { message } = App.useApp();
  const storage = useInject<FileStorage>(FileStorage);
  const form = Form.useFormInstance();
  const mine = value.filter((file) => file.usage === usage);
  const fileList: UploadFile[] = mine.map((file) => ({
    uid: file.fileId,
    name: file.fileName,
    status: 'done',
  }));

  return (
    <Upload
      multiple={usage === '0'}
      fileList={fileList}
      onRemove={(removed) => onChange?.(value.filter((file) => file.fileId !== removed.uid))}
      customRequest={async ({ file, onProgress, onSuccess, onError }) => {
        const blob = file as File;
        try {
          const signature = await storage.getUploadSign({
            dir: `projects/${usage === '0' ? 'requirements' : 'agreements'}`,
            fileName: blob.name,
            contentType: blob.type || 'application/octet-stream',
            size: blob.size,
          });
          onProgress?.({ percent: 40 });
          const stored = await storage.upload(signature, blob, { fileName: blob.name });
          onSuccess?.(stored);
          // Read the list when the upload ends, not when it began: files upload side by side.
          const current: ProjectFile[] = form.getFieldValue('eHonors') ?? [];
          onChange?.([
            ...current,
            { fileId: stored.key, fileName: stored.fileName, typeName: stored.contentType, usage },
          ]);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          void message.error(t('createProject.file.failed', { name: blob.name, reason }));
          onError?.(error instanceof Error ? error : new Error(reason));
        }
      }}
    >
      <Button icon={<UploadOutlined />} aria-label={`${t('createProject.file.upload')} ${label}`}>
        {t('createProject.file.upload')}
      </Button>
    </Upload>
  );
}
