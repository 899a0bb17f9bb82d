import type { Container } from 'inversify';
import { createContext, type ReactNode, useContext } from 'react';

const ContainerContext = createContext<Container | null>(null);

/**
 * Hands the composition root's container to the component tree. inversify-react does not support
 * inversify 8 (STACK.md), so this provider and `useInject` are ours; they are all React knows of DI.
 */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container of the nearest provider; a component outside one is a wiring bug, so it throws. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer: no <ContainerProvider> above this component');
  return container;
}
