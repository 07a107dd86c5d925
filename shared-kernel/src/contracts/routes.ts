// Console paths (spec 000 §2, 001 §2).

export const ROUTES = {
  root: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  emailVerify: '/email-verify',
  /** Activation: user id after the prefix, code in the query. */
  activate: '/auth/activate/*',
  activatePrefix: '/auth/activate/',
  resetPassword: '/users/reset-password/*',
  dashboard: '/dashboard',
  /** Issue 26: the supervisors' Active chats view of the live chat area. */
  activeChats: '/active-chats',
  contacts: '/contacts',
  contactHistory: '/contact-history/:id',
  conversationHistory: '/conversation-history',
  /** Emailed links: /chat/conversation-history/{id} and /chat/offline-message/{id}. */
  chat: '/chat/*',
  chatConversationHistory: '/chat/conversation-history/:id',
  chatOfflineMessage: '/chat/offline-message/:id',
  unattendedChats: '/unattended-chats',
  blockedVisitors: '/blocked-visitors',
  manageAgents: '/manage-agents',
  createAgent: '/create-agent',
  myWidgets: '/my-widgets',
  createWidget: '/create-widget',
  editWidget: '/edit-widget',
  widgetSettings: '/widget-settings',
  cannedMessages: '/canned-messages',
  autoMessages: '/auto-messages',
  createAutoMessage: '/create-auto-message',
  editAutoMessage: '/edit-auto-message',
  profile: '/profile',
  changePassword: '/change-password',
  /** Issue 28: the reports area (Overview, Agents, Ratings). */
  reports: '/reports',
  reportsAgents: '/reports/agents',
  reportsRatings: '/reports/ratings',
  /** Issue 35: webhooks and API keys (owners and co-admins). */
  integrations: '/integrations',
} as const;

/** Routes reachable without a session. */
export const PUBLIC_ROUTES: readonly string[] = [
  ROUTES.root,
  ROUTES.login,
  ROUTES.signup,
  ROUTES.forgotPassword,
  ROUTES.emailVerify,
  ROUTES.activate,
  ROUTES.resetPassword,
];

/** A path containing one of these is remembered and restored after login. */
export const SAVED_PATH_MARKERS: readonly string[] = ['/chat/conversation-history/', '/chat/offline-message/'];

export function shouldSavePath(pathname: string): boolean {
  return SAVED_PATH_MARKERS.some((marker) => pathname.includes(marker));
}

/** The chat (or offline message) id of an emailed /chat/... link: the segment after the kind. */
export function chatLinkId(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  // ['chat', 'conversation-history' | 'offline-message', id, ...]
  if (parts[0] !== 'chat' || parts.length < 3) return null;
  return decodeURIComponent(parts[2]);
}
