import { Box, InputAdornment, TextField } from 'shared-kernel/mui';
import { Tab, Tabs } from 'shared-kernel/mui-console';
import SearchIcon from '@mui/icons-material/Search';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { guestStatus, LIMITS, type Visitor } from 'shared-kernel/contracts';
import { useNow, useSession } from 'shared-kernel/platform';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import { GUEST_FEED_TEXTS as T } from '../../../app/texts';
import { useGuestList } from '../hooks/use-guest-list';
import { useInitiateChat } from '../hooks/use-initiate-chat';
import { chatButtonState, type ChatPresence } from '../lib/chat-button-state';
import { inMyDepartments, matchesSearch } from '../lib/guest-view';
import { totalPages } from '../lib/page-window';
import { GuestPagination } from './guest-pagination';
import { GuestRow } from './guest-row';

/** Idle (12 min) is re-evaluated this often. */
const STATUS_TICK_MS = 30_000;

type FeedTab = 'guests' | 'chats';

/** Each tab at least as wide as its label on one line, the two sharing what is left. */
const TAB_SX = { flex: '1 0 auto', whiteSpace: 'nowrap', px: 1.5 } as const;

export interface GuestFeedProps {
  /** Which guests are in a chat (this agent's or anyone's), from the chat lists. */
  presence: ChatPresence;
  /** After a chat with a browsing guest was requested. */
  onChatStarted?: (visitorId: string) => void;
  /** The guests of the shown page, whenever they change (the Guest Info panel reads them). */
  onRows?: (rows: readonly Visitor[]) => void;
  /** 'Chatting with you' opens the guest's chat. */
  onOpenChat?: (visitorId: string) => void;
  /** The number of active guests, whenever it changes (the folded feed column shows it). */
  onTotal?: (total: number) => void;
}

/** Guest Feed: the live guests with search, pagination and the chat button; Active Chats lists those in a chat. */
export function GuestFeed({ presence, onChatStarted, onRows, onOpenChat, onTotal }: GuestFeedProps) {
  const { user } = useSession();
  const list = useGuestList();
  useEffect(() => onRows?.(list.rows), [onRows, list.rows]);
  useEffect(() => onTotal?.(list.total), [onTotal, list.total]);
  const { initiated, pending, initiate } = useInitiateChat(onChatStarted);
  const now = useNow(STATUS_TICK_MS);
  const [tab, setTab] = useState<FeedTab>('guests');
  const [search, setSearch] = useState('');
  const id = useId();

  const inChatCount = useMemo(() => new Set([...presence.mine, ...presence.inChat]).size, [presence]);
  const isInChat = useCallback((visitorId: string) => presence.mine.has(visitorId) || presence.inChat.has(visitorId), [presence]);

  const shown = useMemo(
    () => list.rows.filter((visitor) => (tab === 'guests' || isInChat(visitor.visitorId)) && matchesSearch(visitor, search)),
    [list.rows, tab, isInChat, search],
  );
  const onInitiate = useCallback((visitor: Visitor) => void initiate(visitor), [initiate]);

  const emptyText = list.rows.length === 0 && !search.trim() ? T.noGuests : T.noRecords;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {/* The labels never wrap: the tabs share the width when it is enough and scroll (with arrows) when not. */}
      <Tabs value={tab} onChange={(_e, next: FeedTab) => setTab(next)} aria-label={T.tabs} variant="scrollable" scrollButtons="auto">
        <Tab value="guests" label={T.activeGuests(list.total)} id={`${id}-guests`} aria-controls={`${id}-panel`} sx={TAB_SX} />
        <Tab value="chats" label={T.activeChats(inChatCount)} id={`${id}-chats`} aria-controls={`${id}-panel`} sx={TAB_SX} />
      </Tabs>
      <Box sx={{ p: 1.5 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={T.searchPlaceholder}
          slotProps={{
            htmlInput: { 'aria-label': T.searchLabel },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        sx={{ flex: 1, minHeight: 320, display: 'flex', flexDirection: 'column' }}
      >
        {list.loading ? (
          <Box sx={{ px: 1.5 }}>
            <SkeletonList rows={LIMITS.SKELETONS.dashboard} height={72} />
          </Box>
        ) : list.failed ? (
          <EmptyState text={T.loadFailed} />
        ) : shown.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <Virtuoso
            style={{ flex: 1, minHeight: 320 }}
            data={shown}
            computeItemKey={(_index, visitor) => visitor.visitorId}
            itemContent={(_index, visitor) => (
              <GuestRow
                visitor={visitor}
                status={guestStatus(visitor, now)}
                buttonState={chatButtonState(visitor.visitorId, presence, initiated)}
                outOfDepartment={!inMyDepartments(user, visitor)}
                busy={pending.has(visitor.visitorId)}
                onInitiate={onInitiate}
                onOpenChat={onOpenChat}
              />
            )}
          />
        )}
      </Box>
      {tab === 'guests' && !list.failed && (
        <GuestPagination
          page={list.page}
          totalPages={totalPages(list.total)}
          hasNextPage={list.page * LIMITS.GUEST_PAGE_SIZE < list.total}
          onPage={list.goTo}
        />
      )}
    </Box>
  );
}
