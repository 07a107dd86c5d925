// One icon per sidebar path; the label stays the accessible name (icons are decorative).
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import MarkChatUnreadOutlined from '@mui/icons-material/MarkChatUnreadOutlined';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { ROUTES } from 'shared-kernel/contracts';

const ICONS: Record<string, SvgIconComponent> = {
  [ROUTES.dashboard]: DashboardOutlined,
  [ROUTES.activeChats]: ForumOutlined,
  [ROUTES.contacts]: ContactsOutlined,
  [ROUTES.conversationHistory]: HistoryOutlined,
  [ROUTES.unattendedChats]: MarkChatUnreadOutlined,
  [ROUTES.manageAgents]: SupportAgentOutlined,
  // Three bars: one short path drawn by the SvgIcon every icon shares (about 100 bytes).
  [ROUTES.reports]: BarChartOutlined,
  [ROUTES.myWidgets]: LanguageOutlined,
  [ROUTES.cannedMessages]: QuickreplyOutlined,
  [ROUTES.autoMessages]: ScheduleSendOutlined,
  [ROUTES.blockedVisitors]: BlockOutlined,
  [ROUTES.integrations]: WebhookOutlined,
};

export function NavIcon({ path }: { path: string }) {
  const Icon = ICONS[path] ?? DashboardOutlined;
  return <Icon fontSize="small" aria-hidden />;
}
