import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps {
  /** HTML written by staff (notice and clarification content): sanitised here, whatever the server did. */
  readonly html: string | null | undefined;
  readonly className?: string;
  readonly 'data-testid'?: string;
}

/**
 * Shows user-written HTML after DOMPurify removes scripts, event handlers and javascript: URLs. The
 * server sanitises on write too; this is the second line, so old or imported content is safe to show.
 */
export function SafeHtml({ html, className, 'data-testid': testId }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className={className}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
