import type { SubApplicationProps } from '../../components/sub-application-props';
import { LibraryAnalysisPage } from './analysis/library-analysis-page';
import { LibraryDetailPage } from './library-detail-page';
import { LibraryEditPage } from './library-edit-page';
import { LibraryListPage } from './library-list-page';

/*
 * The screens of the three libraries, as the shell mounts them: each list is the sub-application of its
 * module (/home/supplier-library …, §1), each detail and edit page a row of the route table (§2).
 */
export const BidderLibraryApp = (_: SubApplicationProps) => <LibraryListPage kind="bidder" />;
export const AgencyLibraryApp = (_: SubApplicationProps) => <LibraryListPage kind="agency" />;
export const PurchaserLibraryApp = (_: SubApplicationProps) => <LibraryListPage kind="purchaser" />;
export const BidderDetailScreen = () => <LibraryDetailPage kind="bidder" />;
export const AgencyDetailScreen = () => <LibraryDetailPage kind="agency" />;
export const PurchaserDetailScreen = () => <LibraryDetailPage kind="purchaser" />;
export const BidderEditScreen = () => <LibraryEditPage kind="bidder" />;
export const AgencyEditScreen = () => <LibraryEditPage kind="agency" />;
export const PurchaserEditScreen = () => <LibraryEditPage kind="purchaser" />;
// The analysis pages (§1 route table): their charts' code is a chunk of its own, loaded by them alone.
export const BidderAnalysisScreen = () => <LibraryAnalysisPage kind="bidder" />;
export const AgencyAnalysisScreen = () => <LibraryAnalysisPage kind="agency" />;
export const PurchaserAnalysisScreen = () => <LibraryAnalysisPage kind="purchaser" />;
