import { ProjectDetailScreen } from './project-detail-screen';

/** /home/project/detail-tab (§2 tender project detail): the same detail, one tab per part. */
export default function TenderProjectDetailPage() {
  return <ProjectDetailScreen layout="tabs" />;
}
