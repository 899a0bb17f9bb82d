import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { FILE_USAGES, FileStorage, type FileUsage, type ProjectFile } from '@tender/domain';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { ItemList } from '../item-list';

export interface ProjectFileListProps {
  readonly files: readonly ProjectFile[];
}

/** Usage "0" (requirements documents) first, then "11" (the entrustment agreement) — §3 eHonors. */
const USAGE_ORDER: readonly FileUsage[] = ['0', '11'];

/**
 * A project's related files grouped by usage (§2 drawer "related files"). Downloads go through an
 * expiring signed URL asked for at click time (§7 AbpAliOss/GetDownUrl), so a stale page never holds a
 * dead link.
 */
export function ProjectFileList({ files }: ProjectFileListProps) {
  const { t, label } = useT();
  const { message } = App.useApp();
  const storage = useInject<FileStorage>(FileStorage);
  const [opening, setOpening] = useState<string | null>(null);
  if (files.length === 0) return <Typography.Text type="secondary">{t('projectInfo.none')}</Typography.Text>;

  const download = async (file: ProjectFile) => {
    setOpening(file.fileId);
    try {
      const url = await storage.getDownloadUrl(file.fileId);
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch {
      message.error(t('projectInfo.downloadFailed'));
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      {USAGE_ORDER.map((usage) => {
        const ofUsage = files.filter((file) => file.usage === usage);
        if (ofUsage.length === 0) return null;
        return (
          <ItemList
            key={usage}
            size="small"
            header={<Typography.Text strong>{label(FILE_USAGES[usage])}</Typography.Text>}
            items={ofUsage}
            rowKey={(file) => file.fileId}
            data-testid={`project-files-${usage}`}
            renderItem={(file) => (
              <ItemList.Item
                actions={[
                  <Button
                    key="download"
                    type="link"
                    size="small"
                    icon={<DownloadOutlined />}
                    loading={opening === file.fileId}
                    aria-label={t('projectInfo.download', { name: file.fileName })}
                    onClick={() => download(file)}
                  />,
                ]}
              >
                <ItemList.Meta avatar={<FileOutlined />} title={file.fileName} description={file.typeName} />
              </ItemList.Item>
            )}
          />
        );
      })}
    </>
  );
}
