import { DRAWER_AUTO_CLOSE_MS, type Project } from '@tender/domain';
import { Collapse, Drawer } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n-context';
import { BidPackageList } from '../project-info/bid-package-list';
import { NoticeList } from '../project-info/notice-list';
import { DRAWER_FIELDS, ProjectBasicInfo } from '../project-info/project-basic-info';
import { ProjectFileList } from '../project-info/project-file-list';

export interface InfoDrawerProps {
  readonly project: Project;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The right drawer with the project's info (§2): basic info, related files, bid-package groups and
 * related notices. It collapses by itself 2 s after it opens (§9) — but not while the pointer rests on
 * it, so a reader is never cut off; leaving it starts the 2 s again. No mask: the page stays usable.
 */
export function InfoDrawer({ project, open, onClose }: InfoDrawerProps) {
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
      size={420}
      open={open}
      mask={false}
      onClose={onClose}
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
