import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { mayLeave, useGuardedNavigate } from './leave-guard';
import { EMPTY_TAB_BAR, type PageTabBar, runTabCommand, type TabCommand, visit } from './tab-bar-state';

/** The multi-tab bar's state: every visit opens or shows its tab; commands follow the domain's rules. */
export function usePageTabs() {
  const location = useLocation();
  // A tab change leaves the shown page: it may ask first (a form with unsaved changes).
  const navigate = useGuardedNavigate();
  const { message } = App.useApp();
  const { label } = useT();
  const [bar, setBar] = useState<PageTabBar>(EMPTY_TAB_BAR);

  useEffect(() => {
    setBar((current) => visit(current, location.pathname, location.search));
  }, [location.pathname, location.search]);

  const urlOf = useCallback(
    (next: PageTabBar, key: string) => next.tabs.find((tab) => tab.key === key)?.url ?? key,
    [],
  );

  const select = useCallback((key: string) => navigate(urlOf(bar, key)), [bar, navigate, urlOf]);

  const command = useCallback(
    (name: TabCommand, key: string) => {
      const outcome = runTabCommand(bar, name, key);
      if ('refusal' in outcome) {
        void message.warning(label(outcome.refusal));
        return;
      }
      if (outcome.bar.activeKey === bar.activeKey) {
        setBar(outcome.bar);
        return;
      }
      // Closing the shown tab leaves its page: only once the page agrees.
      void mayLeave().then((leave) => {
        if (!leave) return;
        setBar(outcome.bar);
        navigate(urlOf(outcome.bar, outcome.bar.activeKey));
      });
    },
    [bar, label, message, navigate, urlOf],
  );

  return { bar, select, command };
}
