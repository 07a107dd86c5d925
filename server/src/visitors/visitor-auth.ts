import { UNKNOWN_WIDGET, type VisitorHandshakeAuth, type VisitorPage } from 'shared-kernel/contracts';
import { isLocale } from 'shared-kernel/i18n';
import { ABUSE_MESSAGES } from '../abuse';
import type { AppContext } from '../context';
import { isDatabaseOutage } from '../db/database-outage';
import { handshakeFailure } from '../realtime/guarded-middleware';
import { HANDSHAKE_RATES, KeyedRateBuckets, scaledRate, takeFromAll } from '../realtime/rate-bucket';
import type { Turns } from '../realtime/turns';
import { liveWidgetByPluginId } from '../widgets';
import { locateIp } from './geo-location';
import { clientIp, describeUserAgent } from './technical-details';
import { arriveVisitor } from './visitor-store';
import type { VisitorSocket } from './visitor-socket-types';

// NUL cannot be stored: dropped from descriptive text; an id holding one names nothing, so it reads as unknown.
const text = (value: unknown, max = 2048): string => (typeof value === 'string' ? value.replaceAll('\u0000', '').slice(0, max) : '');
const id = (value: unknown): string => (typeof value === 'string' && !value.includes('\u0000') ? value.slice(0, 200) : '');

/** A page description from the network, trimmed to sane sizes. */
export function pageFrom(value: unknown): VisitorPage {
  const page = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof VisitorPage, unknown>>;
  return { url: text(page.url), title: text(page.title, 512), referrer: text(page.referrer) };
}

/** A handshake beyond its guest id's or its address's rate (the widget tries again a few seconds later). */
export const TOO_MANY_CONNECTIONS = 'Too many connections. Please try again in a moment.';

/**
 * Handshake middleware of /visitor: the widget must exist ('Unknown widget' otherwise); the guest is
 * recognised by its kept visitorId or created with the account's next guest number. Handshakes beyond
 * their guest id's or address's rate (HANDSHAKE_RATES, counted on this node, in memory) are refused first,
 * before any database work.
 */
export function visitorAuthMiddleware(ctx: AppContext, inTurn: Turns) {
  const perGuest = new KeyedRateBuckets(() => HANDSHAKE_RATES.guest);
  const perAddress = new KeyedRateBuckets(() => scaledRate(HANDSHAKE_RATES.address, ctx.settings.abuseLimitScale));
  return (socket: VisitorSocket, next: (err?: Error) => void): void => {
    // language: the one the widget speaks (its transcript's), sent by widgets since issue 37.
    const auth = (socket.handshake.auth ?? {}) as Partial<Record<keyof VisitorHandshakeAuth, unknown>>;
    const pluginId = id(auth.pluginId);
    const visitorId = id(auth.visitorId) || null;
    const { headers, address } = socket.handshake;
    const run = async () => {
      if (!pluginId) return next(new Error(UNKNOWN_WIDGET));
      const ipAddress = clientIp(address, headers['x-forwarded-for'], ctx.settings.trustProxy);
      if (takeFromAll([perAddress.of(ipAddress), ...(visitorId ? [perGuest.of(visitorId)] : [])]) > 0) return next(new Error(TOO_MANY_CONNECTIONS));
      // A deleted widget's pluginId names nothing any more.
      const widget = await liveWidgetByPluginId(ctx.db, pluginId);
      if (!widget) return next(new Error(UNKNOWN_WIDGET));
      const arrived = await arriveVisitor(ctx.db, {
        widget,
        visitorId,
        page: pageFrom(auth.page),
        ipAddress,
        ...describeUserAgent(headers['user-agent']),
        location: await locateIp(ipAddress),
        // Only a language we speak is kept; anything else leaves the stored one as it was.
        language: isLocale(auth.language) ? auth.language : undefined,
        // New guest rows are capped per network; returning guests always get in.
        mayCreate: async () => (await ctx.limits.newGuestsPerIp.take(ipAddress)) === 0,
      });
      if (!arrived) return next(new Error(ABUSE_MESSAGES.newGuests));
      const { row, known } = arrived;
      socket.data = {
        rowId: row.id,
        visitorId: row.visitorId,
        guestId: row.guestId,
        accountId: widget.clientId,
        widgetId: widget.id,
        pluginId: widget.pluginId,
        known,
        ipAddress,
        arrival: { row, widget },
      };
      next();
    };
    // One guest id's handshakes do their database work one at a time (with its greetings, app/visitor-socket/visitor-namespace.ts):
    // a script opening tabs by the dozen queues behind itself, not in front of the other guests' messages.
    (visitorId ? inTurn(visitorId, run) : run()).catch((error: unknown) => {
      if (!isDatabaseOutage(error)) console.error('visitor handshake failed', error);
      next(new Error(handshakeFailure(error)));
    });
  };
}
