import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { SystemNoticeDetail } from './system-notice-detail';
import { SystemNoticeEditor } from './system-notice-editor';
import { SystemNoticeList } from './system-notice-list';
import { noticeIdOf, SYSTEM_NOTICES_PATH, systemNoticePath } from './system-notice-paths';

/**
 * The system notices (§2 /sys-notice/index): the list, or one notice with `?id=`; an administrator
 * publishes and edits in a drawer over either. A new notice opens once published.
 */
export default function SystemNoticesPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = noticeIdOf(search);
  const [editing, setEditing] = useState<'new' | number | null>(null);
  return (
    <>
      {id === undefined ? (
        <SystemNoticeList onPublish={() => setEditing('new')} onEdit={setEditing} />
      ) : (
        <SystemNoticeDetail id={id} onEdit={setEditing} />
      )}
      <SystemNoticeEditor
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          if (editing === 'new') navigate(systemNoticePath(saved));
        }}
      />
    </>
  );
}

/** The setting module /sys-notice (§1 module list) opens the notices at their route. */
export function SystemNoticesApp(_: SubApplicationProps) {
  return <Navigate to={SYSTEM_NOTICES_PATH} replace />;
}
