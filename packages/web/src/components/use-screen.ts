import { useEffect, useState } from 'react';
import { type Screen, screenFor } from './layout-sizes';

/** The screen class of the window (§9 breakpoints: mobile < 576 px ≤ tablet < 1200 px ≤ desktop). */
export function useScreen(): Screen {
  const [screen, setScreen] = useState<Screen>(() => screenFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setScreen(screenFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return screen;
}
