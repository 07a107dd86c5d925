import type { FastifyInstance } from 'fastify';
import { registerAgentListRoute } from '../agents';
import { registerAgentManagementRoutes } from '../agents';
import { registerRegisterAgentRoute } from '../agents';
import { registerAgentStatusRoute } from '../agents';
import { registerAttachmentDownloadRoute } from '../attachments';
import { registerAttachmentUploadRoute } from '../attachments';
import { registerSigninRoute } from '../auth';
import { registerSignupRoute } from '../users';
import { registerTokenRoutes } from '../auth';
import { registerCannedRoutes } from '../canned';
import { registerAcceptChatRoute } from '../chats';
import { registerChatListRoutes } from '../chats';
import { registerChatPanelRoutes } from '../chats';
import { registerRequestChatRoute } from '../chats';
import type { AppContext } from '../context';
import { registerChangePasswordRoute } from '../passwords';
import { registerForgotPasswordRoute } from '../passwords';
import { registerSetForgotPasswordRoute } from '../passwords';
import { registerPaymentReturnRoute } from '../payments';
import { registerStripeKeyRoute } from '../payments';
import { registerStripeWebhookRoute } from '../payments';
import { registerLanguageRoute, registerProfilePhotoRoute } from '../profile';
import { registerUpdateProfileRoute } from '../agents';
import { registerToggleOnlineRoute } from '../users';
import { registerVerifyOtpRoute } from '../users';
import { registerWelcomeRoutes } from './welcome-route';
import { registerCurrentVisitorsRoute } from '../visitors';
import { registerGuestActionRoutes } from '../visitors';
import { registerWidgetConfigRoute } from '../visitors';
import { registerGetWidgetsRoute } from '../widgets';
import { registerWidgetDeleteRoute } from './widget-delete-route';
import { registerWidgetWriteRoutes } from '../widgets';
import { registerAutoMessageRoutes } from '../auto-messages';
import { registerByDepartmentRoute } from '../users';
import { registerHistoryRoutes } from '../history';
import { registerContactRoutes } from '../contacts';
import { registerBlockedGuestsRoute } from '../blocked';
import { registerDepartmentRoutes } from '../departments';
import { registerMetricsRoutes } from '../metrics';
import { registerTeamworkRoutes } from '../teamwork';
import { registerRoutingRoutes } from '../routing';
import { registerReportRoutes } from '../reports';
import { registerApiKeyRoutes } from '../integrations';
import { registerDeliveryLogRoutes, registerWebhookEndpointRoutes } from '../webhooks';
import { registerAiSettingsRoutes } from '../ai';

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
  registerLanguageRoute,
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
  registerApiKeyRoutes,
  registerWebhookEndpointRoutes,
  registerDeliveryLogRoutes,
  registerAiSettingsRoutes,
];
