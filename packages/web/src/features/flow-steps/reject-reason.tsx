import { Typography } from 'antd';

/** Why a record was rejected, in its list; nothing for one not rejected, a dash for one rejected without a reason (before one was asked for). */
export function RejectReason({ rejected, reason }: { rejected: boolean; reason: string | null | undefined }) {
  if (!rejected) return null;
  return <Typography.Text>{reason || '—'}</Typography.Text>;
}
