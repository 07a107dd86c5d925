import type { FastifyInstance } from 'fastify';
import { registerAgentListRoute } from './agents/agent-list-route';
import { registerAgentManagementRoutes } from './agents/agent-management-routes';
import { registerRegisterAgentRoute } from './agents/register-agent-route';
import { registerAgentStatusRoute } from './agents/agent-status-route';
import { registerAttachmentDownloadRoute } from './attachments/attachment-download-route';
import { registerAttachmentUploadRoute } from './attachments/attachment-upload-route';
import { registerSigninRoute } from './auth/signin-route';
import { registerSignupRoute } from './auth/signup-route';
import { registerTokenRoutes } from './auth/token-routes';
import { registerCannedRoutes } from './canned/canned-routes';
import { registerAcceptChatRoute } from './chats/accept-chat-route';
import { registerChatListRoutes } from './chats/chat-list-routes';
import { registerChatPanelRoutes } from './chats/chat-panel-routes';
import { registerRequestChatRoute } from './chats/request-chat-route';
import type { AppContext } from './context';
import { registerChangePasswordRoute } from './passwords/change-password-route';
import { registerForgotPasswordRoute } from './passwords/forgot-password-route';
import { registerSetForgotPasswordRoute } from './passwords/set-forgot-password-route';
import { registerPaymentReturnRoute } from './payments/payment-return-route';
import { registerStripeKeyRoute } from './payments/stripe-key-route';
import { registerStripeWebhookRoute } from './payments/stripe-webhook-route';
import { registerProfilePhotoRoute } from './profile/profile-photo-route';
import { registerUpdateProfileRoute } from './profile/update-profile-route';
import { registerToggleOnlineRoute } from './users/toggle-online-route';
import { registerVerifyOtpRoute } from './users/verify-otp-route';
import { registerWelcomeRoutes } from './users/welcome-route';
import { registerCurrentVisitorsRoute } from './visitors/current-visitors-route';
import { registerGuestActionRoutes } from './visitors/guest-actions-routes';
import { registerWidgetConfigRoute } from './visitors/widget-config-route';
import { registerGetWidgetsRoute } from './widgets/get-widgets-route';
import { registerWidgetDeleteRoute } from './widgets/widget-delete-route';
import { registerWidgetWriteRoutes } from './widgets/widget-write-routes';
import { registerAutoMessageRoutes } from './auto-messages/auto-message-routes';
import { registerByDepartmentRoute } from './users/by-department-route';
import { registerHistoryRoutes } from './history/history-routes';
import { registerContactRoutes } from './contacts/contact-routes';
import { registerBlockedGuestsRoute } from './blocked/blocked-guests-route';
import { registerDepartmentRoutes } from './departments/department-routes';
import { registerMetricsRoutes } from './metrics/metrics-routes';
import { registerTeamworkRoutes } from './teamwork/teamwork-routes';
import { registerRoutingRoutes } from './routing/routing-routes';
import { registerReportRoutes } from './reports/report-routes';

export type RouteRegistration = (api: FastifyInstance, ctx: AppContext) => void;

/** Every feature's routes, mounted under /api; later features add their registration here. */
export const API_ROUTES: readonly RouteRegistration[] = [
  registerSigninRoute,
  registerSignupRoute,
  registerTokenRoutes,
  registerVerifyOtpRoute,
  registerWelcomeRoutes,
  registerToggleOnlineRoute,
  registerForgotPasswordRoute,
  registerSetForgotPasswordRoute,
  registerChangePasswordRoute,
  registerUpdateProfileRoute,
  registerProfilePhotoRoute,
  registerAgentStatusRoute,
  registerAgentListRoute,
  registerAgentManagementRoutes,
  registerRegisterAgentRoute,
  registerGetWidgetsRoute,
  registerWidgetWriteRoutes,
  registerWidgetDeleteRoute,
  registerAutoMessageRoutes,
  registerByDepartmentRoute,
  registerDepartmentRoutes,
  registerMetricsRoutes,
  registerCurrentVisitorsRoute,
  registerAcceptChatRoute,
  registerChatListRoutes,
  registerChatPanelRoutes,
  registerGuestActionRoutes,
  registerRequestChatRoute,
  registerWidgetConfigRoute,
  registerCannedRoutes,
  registerAttachmentUploadRoute,
  registerAttachmentDownloadRoute,
  registerStripeKeyRoute,
  registerPaymentReturnRoute,
  registerStripeWebhookRoute,
  registerHistoryRoutes,
  registerContactRoutes,
  registerBlockedGuestsRoute,
  registerTeamworkRoutes,
  registerRoutingRoutes,
  registerReportRoutes,
];
