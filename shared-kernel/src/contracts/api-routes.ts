// REST route table of both specs' §7 (paths are appended to `/api`), and the typed call map.
import type { Agent, AgentMetricsChat, AgentMetricsDomain, DepartmentGroup, MetricsQuery, RegisterAgentPayload } from './entities/agent';
import type { CannedEditPayload, CannedMessage, CannedMessagePayload, Conversation, ChatMessage, IncomingChat } from './entities/chat';
import type { Department, PageQuery, Paginated, StatusAnswer } from './entities/common';
import type {
  ActiveChatRow,
  ChatActivity,
  ChatHolding,
  ChatNote,
  MentionsPage,
  StaffMember,
  TransferPayload,
  TransferTargets,
} from './entities/teamwork';
import type { RoutingOverview } from './entities/routing';
import type { ReportsAgentRow, ReportsOverview, ReportsQuery, ReportsRatingRow } from './entities/reports';
import type { ChatHistoryItem, ContactConversationItem, HistoryPage, HistoryQuery, OfflineMessage } from './entities/history';
import type {
  ClientListEntry,
  LoginResponse,
  ProfileUpdateFields,
  ProfileUpdateResponse,
  SessionTokens,
  SigninPayload,
  SignupPayload,
  WelcomeResponse,
} from './entities/user';
import type { BlockedGuest, BlockUnblockPayload, Contact, ContactsQuery, UpdateVisitorPayload, Visitor } from './entities/visitor';
import type { AutoMessage, AutoMessagePayload, Widget, WidgetCreatePayload, WidgetUpdatePayload } from './entities/widget';

import type { LocaleChoice } from '../i18n/locales';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

export const API = {
  // auth (000 §7, 001 §7)
  signin: { method: 'POST', path: '/auth/signin' },
  signup: { method: 'POST', path: '/auth/signup' },
  refresh: { method: 'POST', path: '/auth/refresh' },
  refreshGet: { method: 'GET', path: '/auth/refresh' },
  logout: { method: 'POST', path: '/auth/logout' },
  logoutGet: { method: 'GET', path: '/auth/logout' },
  // users
  toggleOnline: { method: 'GET', path: '/users/toggle-online' },
  getAllClients: { method: 'GET', path: '/users/get-all-clients' },
  welcomeUser: { method: 'GET', path: '/users/welcome-user' },
  verifyOtp: { method: 'POST', path: '/users/verify-otp' },
  updateProfile: { method: 'PATCH', path: '/user-info/update-profile' },
  /** Issue 37: the caller's language. */
  updateLanguage: { method: 'PATCH', path: '/user-info/language' },
  changePassword: { method: 'PATCH', path: '/users/change-password' },
  setForgotPassword: { method: 'POST', path: '/users/set-forgot-password' },
  forgotPasswordLink: { method: 'POST', path: '/users/forgot-password-link' },
  byDepartment: { method: 'GET', path: '/users/by-department' },
  agentList: { method: 'GET', path: '/users/agent-list' },
  registerAgent: { method: 'POST', path: '/users/register' },
  agentStatusToggle: { method: 'PATCH', path: '/users/agent-status-toggle' },
  putAgentOffline: { method: 'POST', path: '/users/put-agent-offline' },
  updateDepartment: { method: 'PATCH', path: '/users/update-department' },
  // departments
  createDepartment: { method: 'POST', path: '/department/create' },
  editDepartment: { method: 'POST', path: '/department/edit' },
  deleteDepartment: { method: 'DELETE', path: '/department/edit' },
  // guests, visitors and contacts
  blockUnblock: { method: 'POST', path: '/guest/block-unblock' },
  getAllBlocked: { method: 'GET', path: '/guest/get-all-blocked' },
  updateVisitor: { method: 'PATCH', path: '/visitor/update-visitor' },
  currentVisitors: { method: 'GET', path: '/visitor/current-visitors' },
  acceptChat: { method: 'POST', path: '/visitor/accept-chat' },
  getStripePublicKey: { method: 'POST', path: '/visitor/get-stripe-public-key' },
  getContacts: { method: 'GET', path: '/visitor/get-contacts' },
  deleteContact: { method: 'POST', path: '/visitor/delete-contact' },
  /** Extra to the spec: one contact, for a contact history opened without the list (a reload, a pasted link). */
  getContact: { method: 'GET', path: '/visitor/get-contact/:id' },
  // chats
  conversations: { method: 'GET', path: '/chat/conversations' },
  unacceptedChats: { method: 'GET', path: '/chat/unaccepted-chats' },
  getInChat: { method: 'GET', path: '/chat/get-in-chat' },
  dashboardConversation: { method: 'POST', path: '/chat/dashboard-conversation' },
  requestChat: { method: 'POST', path: '/chat/request-chat' },
  endChatByAgent: { method: 'POST', path: '/chat/end-chat-by-agent' },
  contactConversation: { method: 'GET', path: '/chat/get-contact-conversation' },
  dashboardHistory: { method: 'GET', path: '/chat/dashboard-history' },
  singleChatHistory: { method: 'GET', path: '/chat/single-chat-history/:id' },
  singleOfflineMessage: { method: 'GET', path: '/chat/single-offline-message/:id' },
  unattendedChats: { method: 'GET', path: '/chat/unattended-chats' },
  singleUnattendedChat: { method: 'GET', path: '/chat/single-unattended-chat-history/:chatId' },
  // widgets
  createWidget: { method: 'POST', path: '/widget/create' },
  getWidgets: { method: 'POST', path: '/widget/get-widgets' },
  updateWidget: { method: 'PATCH', path: '/widget/update' },
  deleteWidget: { method: 'DELETE', path: '/widget/delete/:id' },
  // canned messages
  getAllCanned: { method: 'GET', path: '/canned/get-all' },
  createCanned: { method: 'POST', path: '/canned/create' },
  editCanned: { method: 'PATCH', path: '/canned/edit/:id' },
  deleteCanned: { method: 'DELETE', path: '/canned/:id' },
  // agent metrics
  metricsAvgTime: { method: 'GET', path: '/user-metrics/first-chat-ans-avg-time' },
  metricsList: { method: 'GET', path: '/user-metrics/first-chat-ans-list' },
  // auto (smart) messages
  getSmartMessages: { method: 'GET', path: '/smart-message/get-smart-messages' },
  createSmartMessage: { method: 'POST', path: '/smart-message/create' },
  editSmartMessage: { method: 'PATCH', path: '/smart-message/edit/:id' },
  /** Not in the spec: users expect to delete an auto message. */
  deleteSmartMessage: { method: 'DELETE', path: '/smart-message/delete/:id' },
  // teamwork inside a chat (issue 26, beyond the spec)
  transferTargets: { method: 'GET', path: '/chat/transfer-targets' },
  transferChat: { method: 'POST', path: '/chat/transfer' },
  takeOverChat: { method: 'POST', path: '/chat/take-over' },
  activeChats: { method: 'GET', path: '/chat/active-chats' },
  chatTeamwork: { method: 'GET', path: '/chat/teamwork' },
  mentions: { method: 'GET', path: '/chat/mentions' },
  readMentions: { method: 'POST', path: '/chat/mentions/read' },
  mentionStaff: { method: 'GET', path: '/chat/mention-staff' },
  noteAttachment: { method: 'POST', path: '/chat/note-attachment' },
  // routing at peak (issue 27)
  chatQueue: { method: 'GET', path: '/chat/queue' },
  declineOffer: { method: 'POST', path: '/chat/decline-offer' },
  setChatLimit: { method: 'PATCH', path: '/users/chat-limit' },
  // reports (issue 28)
  reportsOverview: { method: 'GET', path: '/reports/overview' },
  reportsAgents: { method: 'GET', path: '/reports/agents' },
  reportsRatings: { method: 'GET', path: '/reports/ratings' },
  /** CSV downloads (text/csv, every row of the filter): fetched as files, not through the JSON client. */
  reportsAgentsCsv: { method: 'GET', path: '/reports/agents.csv' },
  reportsRatingsCsv: { method: 'GET', path: '/reports/ratings.csv' },
} as const satisfies Record<string, ApiRoute>;

export type ApiKey = keyof typeof API;

type None = void;

/** Typed payload, query, path params and answer of every call, keyed as `API`. */
export interface ApiCalls {
  signin: { payload: SigninPayload; answer: LoginResponse };
  /** No auth. Success when the answer carries email. */
  signup: { payload: SignupPayload; answer: { email: string; _id: string; message?: string } };
  /** Bearer refresh token instead of the access token. */
  refresh: { payload: None; answer: SessionTokens };
  refreshGet: { payload: None; answer: SessionTokens };
  logout: { payload: None; answer: { success: boolean } };
  logoutGet: { payload: None; answer: { success: boolean } };

  toggleOnline: { payload: None; answer: { isOnline: boolean } };
  getAllClients: { payload: None; answer: ClientListEntry[] };
  welcomeUser: { payload: None; answer: WelcomeResponse };
  /** id = user id from the activation path, otp = the 4-digit code. */
  verifyOtp: { payload: { otp: string; id: string }; answer: StatusAnswer };
  /** Multipart (FormData with optional profilePhoto) or the plain text fields. */
  updateProfile: { payload: FormData | ProfileUpdateFields; answer: ProfileUpdateResponse };
  updateLanguage: { payload: { language: LocaleChoice }; answer: { language: LocaleChoice } };
  changePassword: { payload: { currentPassword: string; newPassword: string }; answer: StatusAnswer };
  setForgotPassword: { payload: { email: string; token: string; newPassword: string }; answer: StatusAnswer };
  /** No auth. */
  forgotPasswordLink: { payload: { email: string }; answer: StatusAnswer };
  byDepartment: { payload: None; answer: DepartmentGroup[] };
  agentList: { payload: None; answer: Agent[] };
  /** Standalone form: JSON; manager form: multipart (profilePhoto, fullName, email lowercased, password, shifts JSON). */
  registerAgent: { payload: RegisterAgentPayload | FormData; answer: Pick<Agent, '_id' | 'email'> & Partial<Agent> };
  agentStatusToggle: {
    payload: { option: 'activate' | 'deactivate'; id: string };
    answer: StatusAnswer & { _id: string; status: number };
  };
  /** Success is HTTP 201. */
  putAgentOffline: { payload: { agentId: string }; answer: StatusAnswer };
  updateDepartment: { payload: { departments: string[]; userId: string }; answer: StatusAnswer };

  createDepartment: { payload: { title: string; userIds: string[] }; answer: Department };
  editDepartment: { payload: { title: string; departmentId: string }; answer: Department };
  /** Success when the message contains 'deleted'. */
  deleteDepartment: { payload: { departmentId: string }; answer: { message: string } };

  /** Success when blockedBy or acknowledged is present. */
  blockUnblock: {
    payload: BlockUnblockPayload;
    answer: { isBlocked: boolean; blockedBy?: string | null; acknowledged?: boolean };
  };
  /** Only entries with blockedBy are shown. */
  getAllBlocked: { payload: None; answer: BlockedGuest[] };
  updateVisitor: { payload: UpdateVisitorPayload; answer: { acknowledged: boolean; message?: string } };
  /** `?take=50&page={n}&order=DESC`. */
  currentVisitors: { payload: None; query: PageQuery; answer: Paginated<Visitor> };
  acceptChat: {
    payload: { agentName: string; guestId: number; departments: string[]; visitorId: string };
    answer: { agentId: string; agentName: string; message?: string };
  };
  getStripePublicKey: {
    payload: { visitorId: string; guestId: number; chatId: string; agentId: string };
    answer: { publick_key: string };
  };
  /** `?take=15&page={n}&order=DESC`, and `search` when the box has text. */
  getContacts: { payload: None; query: ContactsQuery; answer: Paginated<Contact> };
  deleteContact: { payload: { guestId: number; pluginId: string; visitorId: string }; answer: StatusAnswer };
  /** 404 when the id is not a contact of the caller's account. */
  getContact: { payload: None; params: { id: string }; answer: Contact };

  conversations: { payload: None; answer: Conversation[] };
  unacceptedChats: { payload: None; answer: IncomingChat[] };
  /** Visitor ids of guests already in a chat. */
  getInChat: { payload: None; answer: string[] };
  /** A message means the panel closes with that error. */
  dashboardConversation: {
    payload: { visitorId: string };
    /** `visitor` is extra to the spec: the Guest Info panel's data for guests not on a loaded feed page. */
    answer: { ongoing: Conversation | null; history: ChatMessage[]; visitor?: Visitor; message?: string };
  };
  /** Success when acknowledged or visitorId is present, else message. */
  requestChat: {
    payload: { visitorId: string; guestId: number; bodyText: string; departments: string[] };
    answer: { acknowledged?: boolean; visitorId?: string; chatId?: string; message?: string };
  };
  /** statusCode 200 = ended now, 400 = it had already ended (both success for the console); else message. */
  /** chatId (optional): end only that chat, e.g. the one a delayed booking end is about, never a newer one. */
  endChatByAgent: { payload: { visitorId: string; chatId?: string }; answer: StatusAnswer };
  contactConversation: { payload: None; query: { visitorid: string }; answer: ContactConversationItem[] };
  dashboardHistory: { payload: None; query: HistoryQuery; answer: HistoryPage };
  /** null means the access link was emailed to a different user. */
  singleChatHistory: { payload: None; params: { id: string }; answer: ChatHistoryItem | null };
  singleOfflineMessage: { payload: None; params: { id: string }; answer: OfflineMessage | null };
  unattendedChats: { payload: None; query: HistoryQuery; answer: HistoryPage };
  singleUnattendedChat: { payload: None; params: { chatId: string }; answer: ChatHistoryItem | null };

  createWidget: { payload: WidgetCreatePayload; answer: Widget };
  getWidgets: { payload: None; answer: Widget[] };
  updateWidget: { payload: WidgetUpdatePayload; answer: Widget };
  deleteWidget: { payload: None; params: { id: string }; answer: { acknowledged: boolean } };

  getAllCanned: { payload: None; answer: CannedMessage[] };
  createCanned: { payload: CannedMessagePayload; answer: CannedMessage };
  editCanned: { payload: CannedEditPayload; params: { id: string }; answer: StatusAnswer };
  /** Success when the answer's _id matches. */
  deleteCanned: { payload: None; params: { id: string }; answer: { _id: string } };

  metricsAvgTime: { payload: None; query: MetricsQuery; answer: AgentMetricsDomain[] };
  metricsList: { payload: None; query: MetricsQuery; answer: { data: AgentMetricsChat[] } };

  getSmartMessages: { payload: None; answer: AutoMessage[] };
  createSmartMessage: { payload: AutoMessagePayload; answer: AutoMessage };
  editSmartMessage: { payload: AutoMessagePayload; params: { id: string }; answer: StatusAnswer & { data: AutoMessage } };
  /** Success when the answer's _id matches. */
  deleteSmartMessage: { payload: None; params: { id: string }; answer: { _id: string } };

  /** Agents of the account the chat may go to, and its departments; 404 for a chat the caller may not transfer. */
  transferTargets: { payload: None; query: { chatId: string }; answer: TransferTargets };
  /** 403 when the caller may not transfer, 409 when the chat changed meanwhile, 400 for a refused target. */
  transferChat: { payload: TransferPayload; answer: { holding: ChatHolding; activity: ChatActivity } };
  /** 409 when another took it over or it moved meanwhile. */
  takeOverChat: { payload: { chatId: string; /** The holder the caller saw (409 when it changed). */ holderId?: string }; answer: { holding: ChatHolding; activity: ChatActivity } };
  /** Supervisors only (403 otherwise): every open chat of the account they may watch. */
  activeChats: { payload: None; answer: { chats: ActiveChatRow[] } };
  /** A chat's staff-only record: its holder, notes and transfers (the read rule decides, 404 otherwise). */
  chatTeamwork: { payload: None; query: { chatId: string }; answer: { holding: ChatHolding; notes: ChatNote[]; activity: ChatActivity[] } };
  /** The caller's latest mentions (newest first) and how many are unread. */
  mentions: { payload: None; answer: MentionsPage };
  /** ids: the mentions read now; none = all of them. */
  readMentions: { payload: { ids?: string[] }; answer: { unread: number } };
  /** The account's active staff, for the @ picker. */
  mentionStaff: { payload: None; answer: StaffMember[] };
  /** Multipart: chatId, noteId, file (an image or a PDF, at most 5 MB): a file as a staff-only note. */
  noteAttachment: { payload: FormData; answer: { ok: true; note: ChatNote } };

  /** The queues of the departments the caller serves; the agents' load only for supervisors. */
  chatQueue: { payload: None; answer: RoutingOverview };
  /** The offered agent turns an automatic assignment down: it goes to the next agent. 404 when it is not offered to the caller. */
  declineOffer: { payload: { chatId: string }; answer: { ok: true } };
  /**
   * 1-20, or null for no limit. Owners, co-admins and the super admin for any staff member of the account,
   * managers for any agent of the account (in their departments or not; never a co-admin or another
   * manager), and owners, co-admins and managers for themselves; another account's user is a 404.
   */
  setChatLimit: { payload: { agentId: string; chatLimit: number | null }; answer: { agentId: string; chatLimit: number | null } };

  /** Owners, co-admins and managers (their agents' chats); agents 403; unknown or another account's filter ids 404. */
  reportsOverview: { payload: None; query: ReportsQuery; answer: ReportsOverview };
  reportsAgents: { payload: None; query: ReportsQuery; answer: { data: ReportsAgentRow[] } };
  reportsRatings: { payload: None; query: ReportsQuery & Pick<PageQuery, 'take' | 'page'>; answer: Paginated<ReportsRatingRow> };
  reportsAgentsCsv: { payload: None; query: ReportsQuery; answer: string };
  reportsRatingsCsv: { payload: None; query: ReportsQuery; answer: string };
}

export type ApiPayload<K extends ApiKey> = ApiCalls[K]['payload'];
export type ApiAnswer<K extends ApiKey> = ApiCalls[K]['answer'];
export type ApiQuery<K extends ApiKey> = ApiCalls[K] extends { query: infer Q } ? Q : never;
export type ApiParams<K extends ApiKey> = ApiCalls[K] extends { params: infer P } ? P : never;

/** Calls that are made without an access token. */
export const PUBLIC_API_KEYS: readonly ApiKey[] = ['signin', 'signup', 'forgotPasswordLink', 'verifyOtp', 'setForgotPassword'];

/** Calls authorised by the refresh token instead of the access token. */
export const REFRESH_API_KEYS: readonly ApiKey[] = ['refresh', 'refreshGet'];

// Compile-time guard: the table and the type map have exactly the same keys.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameKeys: Exact<ApiKey, keyof ApiCalls> = true;
void sameKeys;

/** Fills `:name` placeholders with URL-encoded values; throws when one is missing. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
