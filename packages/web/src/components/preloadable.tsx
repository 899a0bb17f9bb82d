import { type ComponentType, lazy } from 'react';

/** A chunk that has not loaded by then fails, into the screen's error boundary (§9 "Chunk load timeout 120 s"). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazily loaded component whose code can be asked for before it renders. */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  /**
   * Starts loading the component's chunk (once). Never rejects: a chunk that fails to load fails where
   * it renders, into the screen's error boundary.
   */
  preload(): Promise<void>;
};

/**
 * React's lazy() with a preload: a route's chunk can load beside the route's data instead of after the
 * code that renders it (ADR 0010); every screen's chunk loads through it, within §9's chunk load timeout. Once loaded, the component renders directly instead of through lazy():
 * a lazy component suspends on its first render even when its code is in, and React then holds the
 * reveal back for its fallback throttle (300 ms) — a large share of the operation screen's load
 * (bench/README.md).
 */
export function preloadable<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    loading ??= withinChunkTimeout(load()).then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(once);
  function PreloadedComponent(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  const preload = () =>
    once().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(PreloadedComponent, { preload });
}

function withinChunkTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The screen's code did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
