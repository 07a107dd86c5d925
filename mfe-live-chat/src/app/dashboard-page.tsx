// /dashboard: Recent Chats and Guest Feed side by side on desktop, two tabs on mobile and tablet (spec 000 §2).
import { Box, LinearProgress, Paper, Typography } from 'shared-kernel/mui';
import { Tab, Tabs } from 'shared-kernel/mui-console';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import type { ChatRef, ChatViewer, Conversation, IncomingChat } from 'shared-kernel/contracts';
import { useEventBus, useViewport } from 'shared-kernel/platform';
import { useLocation, useSearchParams } from 'shared-kernel/routing';
import { InactivityBookingDialog } from '../features/booking/components/inactivity-booking-dialog';
import { useBookingResponses } from '../features/booking/hooks/use-booking-responses';
import { useEscalationAlerts } from '../features/escalations/hooks/use-escalation-alerts';
import type { OpenChat } from '../features/chat-panel/hooks/use-chat-conversation';
import { GuestFeed } from '../features/guest-feed/components/guest-feed';
import { GuestInfoPanel } from '../features/guest-info/components/guest-info-panel';
import { QueueSlot } from '../features/queue/components/queue-slot';
import { createVisitorDirectory, useDirectoryContacts, useDirectoryVisitor, type VisitorDirectory } from '../features/guest-info/lib/visitor-directory';
import { RecentChats } from '../features/recent-chats/components/recent-chats';
import { useChatNotifications } from '../features/recent-chats/hooks/use-chat-notifications';
import { useRecentChats } from '../features/recent-chats/hooks/use-recent-chats';
import { useChatCommands } from '../features/recent-chats/hooks/use-chat-commands';
import { ChatActions } from './chat-actions';
import type { ComposedChatPanelProps } from './composed-chat-panel';
import { GRID_GAP, GRID_PADDING, gridColumns, useDesktopColumns } from './dashboard-columns';
import { FeedRail } from './feed-rail';
import { CHAT_PANEL_TEXTS, DASHBOARD_TEXTS as T } from './texts';

type MobileTab = 'feed' | 'chats';

interface PanelProps {
  title: string;
  children: ReactNode;
  area?: string;
  /** Folded away (kept mounted, so its lists, search and page stay as they were). */
  hidden?: boolean;
  /** The heading, focusable from code (where the focus goes when the panel unfolds). */
  headingRef?: Ref<HTMLHeadingElement>;
}

function Panel({ title, children, area, hidden = false, headingRef }: PanelProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ gridArea: area, display: hidden ? 'none' : 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0, overflow: 'hidden' }}
    >
      <Typography
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        variant="h6"
        component="h2"
        sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Paper>
  );
}

interface GuestInfoProps {
  directory: VisitorDirectory;
  visitorId: string;
  onBack?: () => void;
  onClose?: () => void;
  autoFocus?: boolean;
}

/** The Guest Info panel of the open chat, fed by the guests the Guest Feed has seen. */
function GuestInfo({ directory, visitorId, ...panel }: GuestInfoProps) {
  const visitor = useDirectoryVisitor(directory, visitorId);
  return <GuestInfoPanel visitor={visitor} {...panel} />;
}

// The chat panel (conversation, input, notes, hand-overs) and the parts composed into it (canned list, '@' picker,
// teamwork, the ended chat's rating) are not on the first dashboard: they come when a chat is first opened,
// fetched ahead when a press or the focus reaches the lists that open one.
// Not on hover: after sign-in the pointer rests over the lists, and every agent would fetch them at once.
type ComposedProps = ComposedChatPanelProps;
let Composed: ComponentType<ComposedProps> | undefined;
let loadingParts: Promise<ComponentType<ComposedProps>> | undefined;
/** Fetches the chat panel once (tests await it, so the panel then renders at once). */
export function preloadChatPanel(): Promise<ComponentType<ComposedProps>> {
  loadingParts ??= import('./composed-chat-panel').then(
    (module) => (Composed = module.ComposedChatPanel),
    (err: unknown) => {
      // A failed download is tried again at the next opening.
      loadingParts = undefined;
      throw err;
    },
  );
  return loadingParts;
}
const prefetchChatPanel = () => void preloadChatPanel().catch(() => undefined);
const LazyChatPanel = lazy(() => preloadChatPanel().then((component) => ({ default: component })));

function ChatPanel(props: ComposedProps) {
  // Once rendered through Suspense, stay there: switching to the loaded component would remount the panel.
  const suspended = useRef(false);
  if (Composed && !suspended.current) return <Composed {...props} />;
  suspended.current = true;
  return (
    <Suspense fallback={<ChatPanelPending />}>
      <LazyChatPanel {...props} />
    </Suspense>
  );
}

/** Where the chat panel will be while it downloads (its first opening only). */
function ChatPanelPending() {
  return (
    <Paper variant="outlined" sx={{ gridArea: 'chat', display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <LinearProgress aria-label={CHAT_PANEL_TEXTS.loading} />
    </Paper>
  );
}

// The avatars of other viewers come when someone else first opens a chat this user has open.
const LazyChatViewers = lazy(() => import('../features/chat-teamwork/components/chat-viewers').then((module) => ({ default: module.ChatViewers })));
function ChatViewers(props: { viewers: ChatViewer[] }) {
  return (
    <Suspense fallback={null}>
      <LazyChatViewers {...props} />
    </Suspense>
  );
}

/** The element to give the focus back to, if it is still on the page. */
function refocus(element: HTMLElement | null): boolean {
  if (!element?.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}

export function DashboardPage() {
  const viewport = useViewport();
  const [measureGrid, desktopColumns] = useDesktopColumns();
  const chats = useRecentChats();
  // Read-only chats (waiting for a department, taken over) are no longer this user's to answer.
  useChatNotifications(chats.active.reduce((total, chat) => total + (chat.hold ? 0 : chat.agentUnread), 0));
  useBookingResponses();
  const [mobileTab, setMobileTab] = useState<MobileTab>('feed');
  const tabsId = useId();

  const presence = useMemo(() => ({ mine: new Set(chats.active.map((chat) => chat.visitorId)), inChat: chats.inChat }), [chats.active, chats.inChat]);
  const { refresh, acceptIncoming, markRead, forget } = chats;
  const [openChat, setOpenChat] = useState<OpenChat | null>(null);
  const [directory] = useState(createVisitorDirectory);
  useDirectoryContacts(directory);
  // Mobile and tablet: the Guest Info panel replaces the chat panel until its back button.
  const [showInfo, setShowInfo] = useState(false);
  // Desktop without room for four columns: Guest Info beside the chat, the Guest Feed folded. It stays open from
  // one chat to the next, until it is closed or the chat panel closes.
  const [infoBeside, setInfoBeside] = useState(false);
  const [guestTotal, setGuestTotal] = useState(0);
  /** Where the focus was when Guest Info opened beside the chat (the chat's 'Guest Info' button). */
  const infoOpener = useRef<HTMLElement | null>(null);
  const feedHeading = useRef<HTMLHeadingElement>(null);
  /** The Guest Feed takes the focus once it is shown again (after the render that unfolds it). */
  const focusFeedNext = useRef(false);
  useEffect(() => {
    if (!focusFeedNext.current) return;
    focusFeedNext.current = false;
    feedHeading.current?.focus();
  });

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
  // Issue 27: escalations and agents missing offers are announced here (the guest's number from the lists).
  const incomingRef = useRef(chats.incoming);
  useEffect(() => {
    incomingRef.current = chats.incoming;
  });
  const guestOf = useCallback(
    (chatId: string) => [...activeRef.current, ...incomingRef.current].find((c) => c.chatId === chatId)?.guestId,
    [],
  );
  useEscalationAlerts(guestOf);
  // After Accept the chat opens in the panel.
  const accept = useCallback(
    (chat: IncomingChat) => {
      void acceptIncoming(chat).then((accepted) => {
        if (accepted) open(chat);
      });
    },
    [acceptIncoming, open],
  );
  // Issue 38: the lists in the command palette while the dashboard is open.
  useChatCommands({ incoming: chats.incoming, active: chats.active, accept, open: openConversation });
  const openChatId = openChat?.chatId;
  const closeChat = useCallback(() => {
    // A chat taken over from this user stays listed read-only until its panel is closed.
    if (openChatId) forget(openChatId);
    setOpenChat(null);
    setShowInfo(false);
    setInfoBeside(false);
  }, [forget, openChatId]);

  // A chat opened to look at (a link), not one of this user's: its room is followed while the panel shows it, so its
  // messages, notes and hand-overs arrive here too.
  const bus = useEventBus();
  const openVisitor = openChat?.visitorId;
  useEffect(() => {
    const mine = () => activeRef.current.some((c) => c.visitorId === openVisitor);
    if (!openVisitor || mine()) return;
    bus.emit('join-chat-room', { visitorId: openVisitor });
    return () => {
      if (!mine()) bus.emit('leave-chat-room', { visitorId: openVisitor });
    };
  }, [bus, openVisitor]);

  // /dashboard?open=<visitorId>[&chat=<chatId>] (Active chats, Mentions) opens that chat's panel, read-only
  // when another holds it. Once per navigation: closing the panel does not reopen it, following a link again does.
  const [params] = useSearchParams();
  const { key: navigation } = useLocation();
  const linkVisitor = params.get('open');
  const linkChat = params.get('chat');
  const linkOpened = useRef<string | null>(null);
  useEffect(() => {
    if (!linkVisitor || linkOpened.current === navigation) return;
    linkOpened.current = navigation;
    const listed = activeRef.current.find((c) => c.visitorId === linkVisitor);
    open(listed ?? { visitorId: linkVisitor, guestId: 0, chatId: linkChat ?? undefined });
  }, [linkVisitor, linkChat, navigation, open]);
  const openInfo = useCallback(() => setShowInfo(true), []);
  const closeInfo = useCallback(() => setShowInfo(false), []);
  /** The chat's 'Guest Info' button on a narrow desktop: opens Guest Info beside the chat, or closes it again. */
  const toggleInfoBeside = useCallback(() => {
    if (!infoBeside) infoOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setInfoBeside(!infoBeside);
  }, [infoBeside]);
  /** Guest Info's close button: the focus goes back to what opened it, else to the unfolded feed. */
  const closeInfoBeside = useCallback(() => {
    setInfoBeside(false);
    if (!refocus(infoOpener.current)) focusFeedNext.current = true;
  }, []);
  /** The folded feed's button: the feed unfolds (Guest Info closes) and takes the focus. */
  const unfoldFeed = useCallback(() => {
    setInfoBeside(false);
    focusFeedNext.current = true;
  }, []);

  const recent = (
    <Box onPointerDown={prefetchChatPanel} onFocus={prefetchChatPanel} sx={{ display: 'contents' }}>
      <RecentChats
        loading={chats.loading}
        active={chats.active}
        incoming={chats.incoming}
        onAccept={accept}
        onDismiss={chats.dismiss}
        onOpen={openConversation}
        openChatId={openChat?.chatId ?? null}
      />
    </Box>
  );
  // Keyed by guest so switching chats starts a fresh panel. Mobile and tablet: Guest Info replaces the chat;
  // narrow desktop: Guest Info opens beside it; wide desktop: Guest Info is always shown, no button.
  const panel = (showBack: boolean, infoButton: boolean) =>
    openChat && (
      <ChatPanel
        key={openChat.visitorId}
        chat={openChat}
        onClose={closeChat}
        showBack={showBack}
        onRead={markRead}
        onVisitor={(visitor) => directory.set([visitor])}
        onGuestInfo={infoButton ? (showBack ? openInfo : toggleInfoBeside) : undefined}
        guestInfoOpen={infoButton && !showBack ? infoBeside : undefined}
        actions={ChatActions}
        viewers={ChatViewers}
        onHolderChanged={chats.holderChanged}
      />
    );
  const feed = (
    <Box onPointerDown={prefetchChatPanel} onFocus={prefetchChatPanel} sx={{ display: 'contents' }}>
      <GuestFeed presence={presence} onChatStarted={refresh} onRows={directory.set} onOpenChat={openGuestChat} onTotal={setGuestTotal} />
    </Box>
  );
  // Always mounted: visitor-inactivity ends ask about the booking whichever view is shown.
  const bookingDialog = <InactivityBookingDialog isMyChat={isMyChat} />;

  const layout = () => {
    if (viewport !== 'desktop') {
      if (openChat) {
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 80px)', minHeight: 420 }}>
            {showInfo ? <GuestInfo directory={directory} visitorId={openChat.visitorId} onBack={closeInfo} autoFocus /> : panel(true, true)}
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
            {mobileTab === 'feed' ? (
              feed
            ) : (
              <>
                {recent}
                <QueueSlot />
              </>
            )}
          </Box>
        </Box>
      );
    }

    // Desktop columns: Recent Chats | Guest Feed, plus the chat and Guest Info when a chat is open, all four side by
    // side when the dashboard has the room. Narrower (a 1280-1600 px window with the sidebar open), Guest Info is one
    // click away on the chat's 'Guest Info' button and opens beside the chat, the Guest Feed folding to a narrow
    // column that unfolds it again in one click. The children keep their places whatever the columns, so a resize
    // or the sidebar folding never reloads the chat or resets the feed.
    const four = desktopColumns === 'four';
    const infoShown = Boolean(openChat) && (four || infoBeside);
    const feedFolded = Boolean(openChat) && !four && infoBeside;
    const columns = gridColumns(desktopColumns, Boolean(openChat), infoBeside);
    return (
      <Box
        ref={measureGrid}
        sx={{
          display: 'grid',
          gridTemplateColumns: columns.template,
          gridTemplateAreas: columns.areas,
          gap: `${GRID_GAP}px`,
          p: `${GRID_PADDING}px`,
          height: 'calc(100vh - 64px)',
          minHeight: 480,
        }}
      >
        {/* The Queue card sits under Recent Chats, in the same column. */}
        <Box sx={{ gridArea: 'recent', display: 'flex', flexDirection: 'column', gap: `${GRID_GAP}px`, minHeight: 0, minWidth: 0 }}>
          <Panel title={T.recentChats}>{recent}</Panel>
          <QueueSlot />
        </Box>
        {feedFolded && <FeedRail count={guestTotal} onExpand={unfoldFeed} />}
        <Panel title={T.guestFeed} area="feed" hidden={feedFolded} headingRef={feedHeading}>
          {feed}
        </Panel>
        {panel(false, !four)}
        {openChat && infoShown && (
          <GuestInfo
            directory={directory}
            visitorId={openChat.visitorId}
            onClose={four ? undefined : closeInfoBeside}
            autoFocus={!four}
          />
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
