// The module the shell loads ('./App'): this area's pages, matched on the full location. Each page is its
// own chunk, so opening Blocked Guests never downloads the chat review screens.
import { lazy, Suspense, type ReactNode } from 'react';
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { SkeletonList } from 'shared-kernel/ui';
import { LIMITS } from 'shared-kernel/contracts';
import type { AreaPath } from './area';
import { AreaLanguage } from '../i18n/catalogue';

const ContactsPage = lazy(() => import('../features/contacts/pages/contacts-page'));
const ContactHistoryPage = lazy(() => import('../features/contact-history/pages/contact-history-page'));
const ConversationHistoryPage = lazy(() => import('../features/conversation-history/pages/conversation-history-page'));
const UnattendedChatsPage = lazy(() => import('../features/unattended-chats/pages/unattended-chats-page'));
const BlockedGuestsPage = lazy(() => import('../features/blocked-guests/pages/blocked-guests-page'));

const page = (element: ReactNode) => <Suspense fallback={<SkeletonList rows={LIMITS.SKELETONS.list} />}>{element}</Suspense>;

const PAGES: Record<AreaPath, ReactNode> = {
  '/contacts': page(<ContactsPage />),
  '/contact-history/:id': page(<ContactHistoryPage />),
  '/conversation-history': page(<ConversationHistoryPage />),
  // The emailed links: /chat/conversation-history/{id} and /chat/offline-message/{id}.
  '/chat/*': page(<ConversationHistoryPage />),
  '/unattended-chats': page(<UnattendedChatsPage />),
  '/blocked-visitors': page(<BlockedGuestsPage />),
};

const pages: AreaPage[] = (Object.keys(PAGES) as AreaPath[]).map((path) => ({ path, element: PAGES[path] }));

export default function HistoryArea() {
  return (
    <AreaLanguage>
      <AreaRoutes pages={pages} />
    </AreaLanguage>
  );
}
