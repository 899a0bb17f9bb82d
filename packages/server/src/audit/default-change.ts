/** Where a write names its entity: the reply's result, the body, the query string, the path. */
export interface ChangeSources {
  readonly result: unknown;
  readonly body: unknown;
  readonly query: unknown;
  readonly params: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** The first scalar value of a key in the sources, in their order. */
function lookUp(sources: ChangeSources, key: string): string | number | undefined {
  for (const source of [sources.result, sources.body, sources.query, sources.params]) {
    if (!isRecord(source)) continue;
    const value = source[key];
    if (
      (typeof value === 'string' && value !== '') ||
      (typeof value === 'number' && Number.isFinite(value))
    ) {
      return value;
    }
  }
  return undefined;
}

const asProjectId = (value: string | number | undefined): number | null => {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The id of a write's entity and the project it belongs to, when the handler names neither (ADR 0012):
 * `idKey` (default `id`) from the reply's result, else the body, the query string, the path; a project's
 * own writes (circulation names `projectId`) are the project's id; the project of anything else is its
 * `projectId`, `pid` (the middleware's name) or `businessKey` (the workflow engine's).
 */
export function defaultChange(
  entity: string,
  idKey: string | undefined,
  sources: ChangeSources,
): { entityId: string | null; projectId: number | null } {
  const id =
    lookUp(sources, idKey ?? 'id') ?? (entity === 'project' ? lookUp(sources, 'projectId') : undefined);
  const projectId =
    entity === 'project'
      ? asProjectId(id)
      : asProjectId(lookUp(sources, 'projectId') ?? lookUp(sources, 'pid') ?? lookUp(sources, 'businessKey'));
  return { entityId: id === undefined ? null : String(id), projectId };
}
