import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { FileStorage, type FileUsage, type ProjectFile } from '@tender/domain';
import { App, Button, Form, Space, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';

export interface ProjectFilesFieldProps {
  /** All of the project's files (eHonors); this field shows and adds those of its usage. */
  readonly value?: ProjectFile[];
  readonly onChange?: (files: ProjectFile[]) => void;
  readonly usage: FileUsage;
  readonly label: string;
}

/** An upload not (yet) part of the project: in progress, or failed and kept for a retry. */
interface Transfer {
  readonly uid: string;
  readonly file: File;
  readonly status: 'uploading' | 'error';
  readonly percent: number;
  readonly error?: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Uploads a project's files of one usage ("0" requirements documents, "11" the entrustment agreement,
 * §3) through the signed flow of §7 AbpAliOss: GetSign for this file (the store checks its size and type
 * there and again at upload), the upload under that policy with its progress, then the file joins the
 * project's list. A failed upload stays listed with its reason and a retry; removing a file uploaded in
 * this form also deletes it from the store, so abandoned uploads leave nothing behind.
 */
export function ProjectFilesField({ value = [], onChange, usage, label }: ProjectFilesFieldProps) {
  const { t } = useT();
  const { message } = App.useApp();
  const storage = useInject<FileStorage>(FileStorage);
  const form = Form.useFormInstance();
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const uploadedHere = useRef(new Set<string>());
  // A file keeps the list row it was uploaded in (same uid), so the row turns from uploading to done in
  // place instead of one row leaving (animated) while another arrives: the file never shows twice.
  const rowOf = useRef(new Map<string, string>());
  const uidOf = (file: ProjectFile) => rowOf.current.get(file.fileId) ?? file.fileId;

  const track = (uid: string, change: Partial<Transfer> | null) =>
    setTransfers((current) =>
      change === null
        ? current.filter((transfer) => transfer.uid !== uid)
        : current.map((transfer) => (transfer.uid === uid ? { ...transfer, ...change } : transfer)),
    );

  const upload = async (uid: string, file: File) => {
    setTransfers((current) => [
      ...current.filter((transfer) => transfer.uid !== uid),
      { uid, file, status: 'uploading', percent: 0 },
    ]);
    try {
      const signature = await storage.getUploadSign({
        dir: `projects/${usage === '0' ? 'requirements' : 'agreements'}`,
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        size: file.size,
      });
      if (file.size > signature.maxSize) {
        throw new Error(t('createProject.file.tooLarge', { limit: megabytes(signature.maxSize) }));
      }
      const stored = await storage.upload(signature, file, {
        fileName: file.name,
        onProgress: (percent) => track(uid, { percent }),
      });
      uploadedHere.current.add(stored.key);
      rowOf.current.set(stored.key, uid);
      track(uid, null);
      // Read the list when the upload ends, not when it began: files upload side by side.
      const current: ProjectFile[] = form.getFieldValue('eHonors') ?? [];
      onChange?.([
        ...current,
        { fileId: stored.key, fileName: stored.fileName, typeName: stored.contentType, usage },
      ]);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      void message.error(t('createProject.file.failed', { name: file.name, reason }));
      track(uid, { status: 'error', error: reason });
    }
  };

  const remove = (removed: UploadFile) => {
    if (transfers.some((transfer) => transfer.uid === removed.uid)) {
      track(removed.uid, null);
      return;
    }
    const file = value.find((candidate) => uidOf(candidate) === removed.uid);
    if (!file) return;
    onChange?.(value.filter((candidate) => candidate !== file));
    // Only a file this form uploaded is ours to delete: a saved project's files stay in its record.
    if (uploadedHere.current.delete(file.fileId)) void storage.delete(file.fileId).catch(() => undefined);
  };

  const fileList: UploadFile[] = [
    ...value
      .filter((file) => file.usage === usage)
      .map((file): UploadFile => ({ uid: uidOf(file), name: file.fileName, status: 'done' })),
    ...transfers.map(
      (transfer): UploadFile => ({
        uid: transfer.uid,
        name: transfer.file.name,
        status: transfer.status,
        percent: transfer.percent,
        ...(transfer.error ? { response: transfer.error } : {}),
      }),
    ),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`project-files-${usage}`}>
      <Upload
        multiple={usage === '0'}
        fileList={fileList}
        onRemove={remove}
        customRequest={({ file }) => {
          const blob = file as File & { uid: string };
          void upload(blob.uid, blob);
        }}
        itemRender={(original, item) => {
          const transfer = transfers.find((candidate) => candidate.uid === item.uid);
          if (transfer?.status !== 'error') return original;
          return (
            <Space align="center">
              {original}
              <Button
                size="small"
                icon={<ReloadOutlined />}
                aria-label={t('createProject.file.retry', { name: transfer.file.name })}
                onClick={() => void upload(transfer.uid, transfer.file)}
              />
            </Space>
          );
        }}
      >
        <Button icon={<UploadOutlined />} aria-label={`${t('createProject.file.upload')} ${label}`}>
          {t('createProject.file.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('createProject.file.hint')}</Typography.Text>
    </Space>
  );
}
