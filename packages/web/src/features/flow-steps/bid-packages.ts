import type { BidPackageGroup } from '@tender/domain';

/** The project's saved bid packages (those with an id), which records name by their id. */
export function savedPackages(groups: readonly BidPackageGroup[]): BidPackageGroup[] {
  return groups.filter((group) => group.id !== undefined);
}

/** A bid package as staff name it ("包1 教学设备"); an id the project no longer has shows as "#id". */
export function packageName(groups: readonly BidPackageGroup[], groupId: number): string {
  const group = groups.find((candidate) => candidate.id === groupId);
  return group ? `${group.groupNumber} ${group.groupName}` : `#${groupId}`;
}
