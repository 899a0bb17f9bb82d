import { useQuery } from '@tanstack/react-query';
import { type AppModule, type LoadedSession, LoadSession, ModuleRepository } from '@tender/domain';
import { useInject } from '../../di/use-inject';

export const SESSION_QUERY_KEY = ['session'] as const;
export const MODULES_QUERY_KEY = ['app-modules'] as const;

/**
 * The signed-in user's session and company, read once per sign-in (§7 GetCurrentLoginInformations).
 * No retry: a failure at route entry signs the user out (§8), and retrying would only delay that.
 */
export function useSession(enabled = true) {
  const loadSession = useInject(LoadSession);
  return useQuery<LoadedSession>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => loadSession.execute(),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The application modules that decide the menus and the reachable sub-applications (§2 Menus, §7 AppModule). */
export function useAppModules(enabled = true) {
  const modules = useInject<ModuleRepository>(ModuleRepository);
  return useQuery<AppModule[]>({
    queryKey: MODULES_QUERY_KEY,
    queryFn: () => modules.list(),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
