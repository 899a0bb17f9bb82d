import { useQuery } from '@tanstack/react-query';
import { LoadSession, ModuleRepository } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { sessionQueries } from './session-queries';

/** The signed-in user's session and company (sessionQueries.session). */
export function useSession(enabled = true) {
  const loadSession = useInject(LoadSession);
  return useQuery({ ...sessionQueries.session(loadSession), enabled });
}

/** The application modules that decide the menus and the reachable sub-applications (sessionQueries.modules). */
export function useAppModules(enabled = true) {
  const modules = useInject<ModuleRepository>(ModuleRepository);
  return useQuery({ ...sessionQueries.modules(modules), enabled });
}
