import { Tab, Tabs } from 'shared-kernel/mui-console';
import { ROUTES } from 'shared-kernel/contracts';
import { Link } from 'shared-kernel/routing';
import { REPORTS_TEXTS as T } from './texts';

export type ReportTab = 'overview' | 'agents' | 'ratings';

const PATHS: Record<ReportTab, string> = { overview: ROUTES.reports, agents: ROUTES.reportsAgents, ratings: ROUTES.reportsRatings };
const TABS: readonly ReportTab[] = ['overview', 'agents', 'ratings'];

/** The three reports as tabs (links), each carrying the range and filters; a screen's own page is left behind. */
export function ReportTabs({ active, search }: { active: ReportTab; search: string }) {
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.toString();
  return (
    <Tabs value={active} aria-label={T.tabsLabel} variant="scrollable" allowScrollButtonsMobile>
      {TABS.map((tab) => (
        <Tab key={tab} value={tab} label={T.tabs[tab]} component={Link} to={query ? `${PATHS[tab]}?${query}` : PATHS[tab]} aria-current={tab === active ? 'page' : undefined} />
      ))}
    </Tabs>
  );
}
