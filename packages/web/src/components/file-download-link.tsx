import { DownloadOutlined } from '@ant-design/icons';
import { FileStorage } from '@tender/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useInject } from '../di/use-inject';
import { useT } from '../i18n/i18n-context';

/**
 * A stored file's name that downloads it through an expiring signed URL asked for at click time (§7
 * AbpAliOss/GetDownUrl), so a stale page never holds a dead link.
 */
export function FileDownloadLink({
  fileId,
  fileName,
}: {
  readonly fileId: string;
  readonly fileName: string;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const storage = useInject<FileStorage>(FileStorage);
  const [opening, setOpening] = useState(false);
  const download = async () => {
    setOpening(true);
    try {
      window.open(await storage.getDownloadUrl(fileId), '_blank', 'noopener,noreferrer');
    } catch {
      void message.error(t('projectInfo.downloadFailed'));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={opening}
      onClick={() => void download()}
    >
      {fileName}
    </Button>
  );
}
