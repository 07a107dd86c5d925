import type { FastifyInstance } from 'fastify';
import { registerSigninRoute } from './auth/signin-route';
import { registerSignupRoute } from './auth/signup-route';
import { registerTokenRoutes } from './auth/token-routes';
import type { AppContext } from './context';
import { registerToggleOnlineRoute } from './users/toggle-online-route';
import { registerVerifyOtpRoute } from './users/verify-otp-route';
import { registerWelcomeRoutes } from './users/welcome-route';

export type RouteRegistration = (api: FastifyInstance, ctx: AppContext) => void;

/** Every feature's routes, mounted under /api; later features add their registration here. */
export const API_ROUTES: readonly RouteRegistration[] = [
  registerSigninRoute,
  registerSignupRoute,
  registerTokenRoutes,
  registerVerifyOtpRoute,
  registerWelcomeRoutes,
  registerToggleOnlineRoute,
];
