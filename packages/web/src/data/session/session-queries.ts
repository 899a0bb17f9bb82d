import { queryOptions } from '@tanstack/react-query';
import type { LoadSession, ModuleRepository } from '@tender/domain';

/** The query keys of the signed-in session: read once per sign-in, dropped with the whole cache on logout. */
export const sessionKeys = {
  session: ['session'] as const,
  modules: ['app-modules'] as const,
};

/**
 * Read once per sign-in, never retried: a failure at route entry signs the user out (§8), and retrying
 * would only delay that.
 */
const ONCE_PER_SIGN_IN = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;

/** The session's queries, for their hooks and for whoever fetches them ahead of a route. */
export const sessionQueries = {
  /** The signed-in user's session and company (§7 GetCurrentLoginInformations). */
  session: (loadSession: LoadSession) =>
    queryOptions({
      queryKey: sessionKeys.session,
      queryFn: () => loadSession.execute(),
      ...ONCE_PER_SIGN_IN,
    }),

  /** The application modules that decide the menus and the reachable sub-applications (§2 Menus, §7 AppModule). */
  modules: (modules: ModuleRepository) =>
    queryOptions({
      queryKey: sessionKeys.modules,
      queryFn: () => modules.list(),
      ...ONCE_PER_SIGN_IN,
    }),
};
