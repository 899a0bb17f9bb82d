import { ProjectDetailScreen } from './project-detail-screen';

/** /manage/detail and /home/project/detail (§2: the same page): the project's detail in sections. */
export default function ProjectDetailPage() {
  return <ProjectDetailScreen layout="sections" />;
}
