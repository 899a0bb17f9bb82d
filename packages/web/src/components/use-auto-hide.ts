import { useEffect, useState } from 'react';

/** Past this scroll offset a scroll down hides the header (ant-design-pro's behaviour). */
const HIDE_AFTER_PX = 300;

/** Whether the fixed header should hide: scrolling down past 300 px hides it, scrolling up shows it (§2). */
export function useAutoHide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > HIDE_AFTER_PX);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
