/** A notification of the shell's own events (§8: 401, 403, the session failing at route entry). */
export interface ShellNotice {
  readonly title: string;
  readonly description?: string;
  /** Repeated notices with one key replace each other (parallel calls that fail together). */
  readonly key?: string;
}

/**
 * Shows an error notification through antd's global holder. Global rather than App.useApp(): these
 * notices must outlive the page that raised them (the user is on the login page when they read it), and
 * antd's notification code is loaded only when one is first needed, keeping it out of the first load.
 */
export async function notifyError(notice: ShellNotice): Promise<void> {
  const { default: notification } = await import('antd/es/notification');
  notification.error({
    title: notice.title,
    ...(notice.description ? { description: notice.description } : {}),
    ...(notice.key ? { key: notice.key } : {}),
  });
}
