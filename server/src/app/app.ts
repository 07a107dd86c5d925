import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_ROUTES } from './api-routes';
import { installApiDescription } from './api-description/api-description';
import { AccountAgentsCache } from '../visitors';
import { accountAgents } from '../visitors';
import { createAbuseLimits } from '../abuse';
import { registerConversionUploads, resumeConversionUploads } from '../bookings';
import { registerChatJobs, resumeChatJobs } from '../chats';
import { registerTranscriptMail } from '../chats';
import { createDeliveryDatabase, registerWebhooks, resumeWebhookDrains } from '../webhooks';
import { listenForGuestDepartures } from '../chats';
import { listenForAcceptsAfterTransfer } from '../teamwork';
import { createDomainEventBus } from '../events';
import { createSessionService } from '../auth';
import type { Settings } from '../config/settings';
import type { AppContext } from '../context';
import { installRouteInput } from '../http/route-input';
import { createMessageAppends } from '../chats';
import { createJobQueue } from '../jobs/create-job-queue';
import { createRoutingKicker } from '../routing';
import { registerRoutingJobs, resumeRouting } from '../routing';
import { registerReportJobs, resumeReports } from '../reports';
import { schedulePurge } from './purge-job';
import { openDatabase, type Database } from '../db/database';
import { registerHealthRoutes } from '../health';
import { installErrorHandling } from '../http/error-handler';
import { installInputGuard } from '../http/input-guard';
import { installSecurityHeaders } from '../http/security-headers';
import { acceptEmptyJsonBodies } from '../http/json-body';
import { createMailer } from '../mail/mailer';
import { setUpAgentNamespace } from './agent-socket/agent-namespace';
import { forgetAgentsOnEveryNode } from '../visitors';
import { followLanguageChanges } from '../realtime/staff-language';
import { createSocketServer } from '../realtime/socket-server';
import { rooms, type AgentServer } from '../realtime/socket-types';
import { seedDatabase } from '../seed';
import { installCompression } from '../http/compression';
import { registerDemoRoutes } from '../static';
import { registerStaticRoutes } from '../static';
import { createGuestDirectory } from '../visitors';
import { listenForGuestDetails } from '../visitors';
import { listenForAgentAvailability } from '../visitors';
import { startGuestDirectory } from '../visitors';
import { LiveVisitors } from '../visitors';
import { setUpVisitorNamespace } from './visitor-socket/visitor-namespace';

/** The API's version in its published description: the contract's, raised with a breaking change. */
const API_VERSION = '1.0.0';

export interface ServerHandle {
  app: FastifyInstance;
  io: AgentServer;
  ctx: AppContext;
  /** Every HTTP route registered (method and URL pattern), for checks that must cover them all. */
  routes: Array<{ method: string; url: string; schema?: unknown }>;
  /** True when this start filled an empty database with the demo data. */
  demoSeeded: boolean;
  /**
   * Starts listening; resolves with the base URL (port 0 picks a free port). `exclusive`: a port of this
   * process alone, even as a cluster worker (whose port 0 is otherwise one port shared by every worker).
   */
  listen(port: number, host: string, options?: { exclusive?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** An open database to use instead of the one the settings name (tests share one); not closed by close(). */
  database?: Database;
}

/** Builds the whole server (migrated and seeded database, HTTP API, socket.io, static files) without listening. */
export async function createServer(settings: Settings, options: ServerOptions = {}): Promise<ServerHandle> {
  const database = options.database ?? (await openDatabase(settings));
  // Both under the start-up lock on PostgreSQL: nodes starting together migrate and seed once.
  await database.migrate();
  const { demoSeeded } = await seedDatabase(database, settings);

  const app = Fastify({
    bodyLimit: settings.bodyLimit,
    trustProxy: settings.trustProxy,
    logger: { level: settings.logLevel },
  });
  const io = createSocketServer(app.server, database);
  const live = new LiveVisitors();
  const ctx: AppContext = {
    settings,
    database,
    db: database.db,
    mailer: createMailer(settings),
    io,
    sessions: createSessionService({
      db: database.db,
      settings,
      onLoginEnded: (loginId) => io.in(rooms.login(loginId)).disconnectSockets(true),
    }),
    limits: createAbuseLimits(database.db, settings.abuseLimitScale),
    appends: createMessageAppends(database.db),
    audience: new AccountAgentsCache((accountId) => accountAgents(database.db, accountId)),
    live,
    guests: createGuestDirectory(database, settings, live, app.log),
    jobs: createJobQueue(database, settings, app.log),
    events: createDomainEventBus((message, error) => app.log.error({ err: error }, message)),
    webhookDeliveries: createDeliveryDatabase(database, settings),
    // The kicker reads the context only when a pass runs, once the context is whole.
    routing: createRoutingKicker(() => ctx),
  };
  if (settings.severalNodes) forgetAgentsOnEveryNode(io, ctx.audience);
  if (settings.severalNodes) followLanguageChanges(io);
  app.decorateRequest('auth', null);

  installErrorHandling(app);
  acceptEmptyJsonBodies(app);
  installInputGuard(app);
  await installSecurityHeaders(app, settings);
  await installCompression(app);
  // Reads the console's refresh-token cookie (auth/refresh-cookie.ts); nothing else uses cookies.
  await app.register(cookie);
  const routes: ServerHandle['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
  });
  // Multipart bodies (profile photos) are read per route with their own limits.
  await app.register(multipart, { limits: { fileSize: settings.bodyLimit, files: 1 } });
  // Before the routes: the description is built from each route as it is added.
  await installApiDescription(app, API_VERSION);
  await app.register(
    async (api) => {
      installRouteInput(api);
      for (const register of API_ROUTES) register(api, ctx);
    },
    { prefix: '/api' },
  );
  registerHealthRoutes(app, ctx);
  registerStaticRoutes(app, settings);
  registerDemoRoutes(app, ctx);
  setUpAgentNamespace(ctx);
  setUpVisitorNamespace(ctx);
  listenForGuestDetails(ctx);
  listenForAgentAvailability(ctx);
  listenForGuestDepartures(ctx);
  listenForAcceptsAfterTransfer(ctx);
  await startGuestDirectory(ctx);
  await schedulePurge(ctx.jobs, database.db, app.log);
  await registerChatJobs(ctx);
  await registerTranscriptMail(ctx);
  await registerRoutingJobs(ctx);
  await registerReportJobs(ctx);
  await registerConversionUploads(ctx);
  await registerWebhooks(ctx);
  // Every feature has registered its handlers by now.
  await ctx.jobs.start();
  // Jobs that a restart lost (always on the embedded database), again from the rows.
  await resumeChatJobs(ctx);
  await resumeRouting(ctx);
  await resumeReports(ctx);
  await resumeConversionUploads(ctx);
  await resumeWebhookDrains(ctx);

  let closed = false;
  return {
    app,
    io,
    ctx,
    routes,
    demoSeeded,
    async listen(port, host, { exclusive = false } = {}) {
      await app.listen({ port, host, exclusive });
      const address = app.server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return `http://${shownHost}:${address.port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      // Sockets first: open WebSocket connections would keep the HTTP server from closing.
      io.local.disconnectSockets(true);
      io.of('/visitor').local.disconnectSockets(true);
      ctx.live.clear();
      // A routing pass running now commits and tells before the database goes.
      await ctx.events.settled();
      await ctx.routing.settled();
      // A job running now (a chat timer, an upload) finishes its write before the database goes.
      await ctx.jobs.stop().catch((error: unknown) => app.log.error({ err: error }, 'job queue stop failed'));
      // This node's guests leave the shared directory (its rows and node row go).
      await ctx.guests.stop();
      await ctx.webhookDeliveries.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close();
      ctx.mailer.close();
      if (!options.database) await database.close();
    },
  };
}
