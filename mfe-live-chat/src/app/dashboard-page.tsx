// /dashboard: Recent Chats and Guest Feed side by side on desktop, two tabs on mobile and tablet (spec 000 §2).
import { Box, Paper, Typography } from 'shared-kernel/mui';
import { Tab, Tabs, useMediaQuery } from 'shared-kernel/mui-console';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ChatRef, Conversation, IncomingChat } from 'shared-kernel/contracts';
import { useViewport } from 'shared-kernel/platform';
import { InactivityBookingDialog } from '../features/booking/components/inactivity-booking-dialog';
import { useBookingResponses } from '../features/booking/hooks/use-booking-responses';
import { CannedAssist } from '../features/canned-messages/components/canned-assist';
import { ChatPanel } from '../features/chat-panel/components/chat-panel';
import type { OpenChat } from '../features/chat-panel/hooks/use-chat-conversation';
import { GuestFeed } from '../features/guest-feed/components/guest-feed';
import { GuestInfoPanel } from '../features/guest-info/components/guest-info-panel';
import { createVisitorDirectory, useDirectoryVisitor, type VisitorDirectory } from '../features/guest-info/lib/visitor-directory';
import { RecentChats } from '../features/recent-chats/components/recent-chats';
import { useChatNotifications } from '../features/recent-chats/hooks/use-chat-notifications';
import { useRecentChats } from '../features/recent-chats/hooks/use-recent-chats';
import { ChatActions } from './chat-actions';
import { DASHBOARD_TEXTS as T } from './texts';

type MobileTab = 'feed' | 'chats';

function Panel({ title, children, area }: { title: string; children: ReactNode; area?: string }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ gridArea: area, display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, overflow: 'hidden' }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Paper>
  );
}

/** The Guest Info panel of the open chat, fed by the guests the Guest Feed has seen. */
/** Wide enough for Recent Chats, Guest Feed, the chat and Guest Info side by side with the sidebar open. */
const WIDE_DESKTOP = '(min-width: 1440px)';

function GuestInfo({ directory, visitorId, onBack }: { directory: VisitorDirectory; visitorId: string; onBack?: () => void }) {
  const visitor = useDirectoryVisitor(directory, visitorId);
  return <GuestInfoPanel visitor={visitor} onBack={onBack} />;
}

export function DashboardPage() {
  const viewport = useViewport();
  const wide = useMediaQuery(WIDE_DESKTOP, { noSsr: true });
  const chats = useRecentChats();
  useChatNotifications();
  useBookingResponses();
  const [mobileTab, setMobileTab] = useState<MobileTab>('feed');
  const tabsId = useId();

  const presence = useMemo(() => ({ mine: new Set(chats.active.map((chat) => chat.visitorId)), inChat: chats.inChat }), [chats.active, chats.inChat]);
  const { refresh, acceptIncoming, markRead } = chats;
  const [openChat, setOpenChat] = useState<OpenChat | null>(null);
  const [directory] = useState(createVisitorDirectory);
  // Mobile and tablet: the Guest Info panel replaces the chat panel until its back button.
  const [showInfo, setShowInfo] = useState(false);

  const open = useCallback(
    (chat: OpenChat) => {
      setOpenChat({ visitorId: chat.visitorId, guestId: chat.guestId, chatId: chat.chatId });
      setShowInfo(false);
      if (chat.chatId) markRead(chat.chatId);
    },
    [markRead],
  );
  const openConversation = useCallback((chat: Conversation) => open(chat), [open]);

  // The chat lists as of now, for the handlers below (an ended chat is still listed while its end event is handled).
  const activeRef = useRef(chats.active);
  useEffect(() => {
    activeRef.current = chats.active;
  });
  /** 'Chatting with you' in the Guest Feed opens that chat. */
  const openGuestChat = useCallback(
    (visitorId: string) => {
      const chat = activeRef.current.find((c) => c.visitorId === visitorId);
      if (chat) open(chat);
    },
    [open],
  );
  const isMyChat = useCallback((chat: ChatRef) => activeRef.current.some((c) => c.chatId === chat.chatId || c.visitorId === chat.visitorId), []);
  // After Accept the chat opens in the panel.
  const accept = useCallback(
    (chat: IncomingChat) => {
      void acceptIncoming(chat).then((accepted) => {
        if (accepted) open(chat);
      });
    },
    [acceptIncoming, open],
  );
  const closeChat = useCallback(() => {
    setOpenChat(null);
    setShowInfo(false);
  }, []);
  const openInfo = useCallback(() => setShowInfo(true), []);
  const closeInfo = useCallback(() => setShowInfo(false), []);

  const recent = (
    <RecentChats
      loading={chats.loading}
      active={chats.active}
      incoming={chats.incoming}
      onAccept={accept}
      onDismiss={chats.dismiss}
      onOpen={openConversation}
      openChatId={openChat?.chatId ?? null}
    />
  );
  // Keyed by guest so switching chats starts a fresh panel.
  const panel = (showBack: boolean, infoButton = showBack) =>
    openChat && (
      <ChatPanel
        key={openChat.visitorId}
        chat={openChat}
        onClose={closeChat}
        showBack={showBack}
        onRead={markRead}
        onVisitor={(visitor) => directory.set([visitor])}
        onGuestInfo={infoButton ? openInfo : undefined}
        inputAssist={CannedAssist}
        actions={ChatActions}
      />
    );
  const feed = <GuestFeed presence={presence} onChatStarted={refresh} onRows={directory.set} onOpenChat={openGuestChat} />;
  // Always mounted: visitor-inactivity ends ask about the booking whichever view is shown.
  const bookingDialog = <InactivityBookingDialog isMyChat={isMyChat} />;

  const layout = () => {
    if (viewport !== 'desktop') {
      if (openChat) {
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 80px)', minHeight: 420 }}>
            {showInfo ? <GuestInfo directory={directory} visitorId={openChat.visitorId} onBack={closeInfo} /> : panel(true)}
          </Box>
        );
      }
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 80px)', minHeight: 420 }}>
          <Tabs
            value={mobileTab}
            onChange={(_e, next: MobileTab) => setMobileTab(next)}
            aria-label={T.dashboardTabs}
            variant="fullWidth"
            sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="feed" label={T.guestFeed} id={`${tabsId}-feed`} aria-controls={`${tabsId}-panel`} />
            <Tab value="chats" label={T.recentChats} id={`${tabsId}-chats`} aria-controls={`${tabsId}-panel`} />
          </Tabs>
          <Box
            id={`${tabsId}-panel`}
            role="tabpanel"
            aria-labelledby={`${tabsId}-${mobileTab}`}
            sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.paper', mt: 1 }}
          >
            {mobileTab === 'feed' ? feed : recent}
          </Box>
        </Box>
      );
    }

    // Desktop columns: Recent Chats | Guest Feed, plus the Chat panel and the Guest Info panel when a chat is
    // open. A narrow desktop (sidebar open, under WIDE_DESKTOP) has no room for four: Guest Info takes the chat
    // panel's place until its back button, as on tablets.
    const narrow = Boolean(openChat) && !wide;
    const columns = !openChat
      ? { template: 'minmax(280px, 360px) minmax(0, 1fr)', areas: '"recent feed"' }
      : narrow
        ? { template: 'minmax(220px, 300px) minmax(240px, 1fr) minmax(340px, 1.3fr)', areas: '"recent feed chat"' }
        : { template: 'minmax(240px, 300px) minmax(0, 1fr) minmax(340px, 1.2fr) minmax(260px, 320px)', areas: '"recent feed chat info"' };
    return (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: columns.template,
          gridTemplateAreas: columns.areas,
          gap: 2,
          p: 2,
          height: 'calc(100vh - 64px)',
          minHeight: 480,
        }}
      >
        <Panel title={T.recentChats} area="recent">
          {recent}
        </Panel>
        <Panel title={T.guestFeed} area="feed">
          {feed}
        </Panel>
        {openChat && narrow && (
          <Box sx={{ gridArea: 'chat', display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 }}>
            {showInfo ? <GuestInfo directory={directory} visitorId={openChat.visitorId} onBack={closeInfo} /> : panel(false, true)}
          </Box>
        )}
        {openChat && !narrow && (
          <>
            {panel(false)}
            <GuestInfo directory={directory} visitorId={openChat.visitorId} />
          </>
        )}
      </Box>
    );
  };

  // The dialog keeps its place (and its queue) whichever layout shows.
  return (
    <>
      {layout()}
      {bookingDialog}
    </>
  );
}
