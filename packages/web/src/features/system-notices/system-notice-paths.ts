/** The system notices' page (§2 route table: /sys-notice/index); a notice opens on it with `?id=`. */
export const SYSTEM_NOTICES_PATH = '/sys-notice/index';

export const systemNoticePath = (id: number) => `${SYSTEM_NOTICES_PATH}?id=${id}`;

/** The notice id the page was opened with (`?id=`), or undefined for the list. */
export function noticeIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
