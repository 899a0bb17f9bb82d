import type { ServiceIdentifier } from 'inversify';
import { useMemo } from 'react';
import { useContainer } from './container-context';

/**
 * A use case or port from the container, resolved once per component (use cases are transient, so each
 * component gets its own; ports are singletons). Ports bound under the domain's Symbol.for tokens need
 * the type argument: `useInject<TokenStore>(TokenStore)`.
 */
export function useInject<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  return useMemo(() => container.get<T>(id), [container, id]);
}
