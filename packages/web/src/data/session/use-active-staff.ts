import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffDirectory } from '@tender/domain';
import { useInject } from '../../di/use-inject';

/** Staff join and leave rarely: a list read a minute ago still offers the right people. */
const STAFF_FRESH_MS = 60_000;

/** The tenant's active staff, whom a project may name as its manager (§3; User/GetActiveStaff). */
export const activeStaffQuery = (directory: StaffDirectory) =>
  queryOptions({
    queryKey: ['active-staff'] as const,
    queryFn: () => directory.activeStaff(),
    staleTime: STAFF_FRESH_MS,
  });

/** The tenant's active staff (activeStaffQuery). */
export function useActiveStaff() {
  const directory = useInject<StaffDirectory>(StaffDirectory);
  return useQuery(activeStaffQuery(directory));
}
