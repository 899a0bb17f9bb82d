import type { Project } from '@tender/domain';
import { Collapse, Drawer } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n-context';
import { BidPackageList } from './bid-package-list';
import { NoticeList } from './notice-list';
import { DRAWER_FIELDS, ProjectBasicInfo } from './project-basic-info';
import { ProjectFileList } from './project-file-list';

/** The drawer closes itself after this long (§2, §9 "Drawer auto-closes after 2 s"). */
const DRAWER_AUTO_CLOSE_MS = 2_000;

export interface InfoDrawerProps {
  readonly project: Project;
  readonly open: boolean;
  readonly onClose: () => void;
  /**
   * Whether opening moves the focus into the drawer: yes when the user asked for it (it goes back to
   * where it was when the drawer closes); no when the screen opened it by itself, so the user's place on
   * the page is kept and no focus ring is left inside a hidden panel.
   */
  readonly takeFocus: boolean;
}

/**
 * Under the shell's sticky header (z-index 10), over the page: the drawer lives in the area below the
 * operation header (the frame's page area, position relative), so it never covers the header's actions.
 */
const DRAWER_Z_INDEX = 5;

/**
 * The right drawer with the project's info (§2): basic info, related files, bid-package groups and
 * related notices. It collapses by itself 2 s after it opens (§9) — but not while the pointer rests on
 * it, so a reader is never cut off; leaving it starts the 2 s again. No mask: the page stays usable.
 * It is drawn inside its parent (which must be positioned), not over the whole window: the operation
 * screen puts it beside the step page, below the header with next, the corrections menu and closing.
 */
export function InfoDrawer({ project, open, onClose, takeFocus }: InfoDrawerProps) {
  const { t } = useT();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, DRAWER_AUTO_CLOSE_MS);
  }, [onClose]);

  useEffect(() => {
    if (open) start();
    return stop;
  }, [open, start, stop]);

  return (
    <Drawer
      title={project.projectName}
      placement="right"
      // 420 px, or the whole page area on a phone narrower than that (§9).
      size="min(420px, 100%)"
      open={open}
      mask={false}
      onClose={onClose}
      getContainer={false}
      zIndex={DRAWER_Z_INDEX}
      autoFocus={takeFocus}
      focusable={{ trap: false, focusTriggerAfterClose: true }}
      data-testid="operation-drawer"
      styles={{ body: { padding: 12 } }}
    >
      {/* Pointer or keyboard focus inside pauses the collapse; leaving restarts it. */}
      <section
        aria-label={t('operation.info')}
        onMouseEnter={stop}
        onMouseLeave={start}
        onFocus={stop}
        onBlur={start}
        style={{ minHeight: '100%' }}
      >
        <Collapse
          ghost
          defaultActiveKey={['basic', 'files', 'packages', 'notices']}
          items={[
            {
              key: 'basic',
              label: t('projectInfo.basic'),
              children: <ProjectBasicInfo project={project} fields={DRAWER_FIELDS} />,
            },
            {
              key: 'files',
              label: t('projectInfo.files'),
              children: <ProjectFileList files={project.eHonors} />,
            },
            {
              key: 'packages',
              label: t('projectInfo.packages'),
              children: <BidPackageList groups={project.sGroupList} />,
            },
            {
              key: 'notices',
              label: t('projectInfo.notices'),
              children: <NoticeList notices={project.eNotices} />,
            },
          ]}
        />
      </section>
    </Drawer>
  );
}
