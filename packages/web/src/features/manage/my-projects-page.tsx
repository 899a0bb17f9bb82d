import { Card, Skeleton } from 'antd';
import { useSession } from '../../data/session/use-session';
import { useT } from '../../i18n/i18n-context';
import { ProjectListPage } from './manage-page';

/** /home/project (§2 my projects): the manage list of the projects the user manages, assists or created. */
export default function MyProjectsPage() {
  const { t } = useT();
  const userId = useSession().data?.session.user.id;
  if (userId === undefined) {
    return (
      <Card>
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <ProjectListPage
      title={t('myProjects.title')}
      data-testid="my-projects-page"
      fixed={{ involves: userId }}
    />
  );
}
