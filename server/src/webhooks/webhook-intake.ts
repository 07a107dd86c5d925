// The listener: domain events become delivery rows, one per subscribed endpoint, written in groups (what
// a few milliseconds brought, in a few inserts) and then handed to the drain job. Nothing here sends.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { messagesAfter } from '../chats';
import { visitors, webhookEndpoints } from '../db/schema';
import { insertDeliveries, type NewDelivery } from './delivery-store';
import type { DomainEventName } from '../events';
import type { WebhookBody } from './webhook-body';
import { kickDrain, type DrainSignal } from './webhook-drain';
import { WEBHOOK_TRANSLATIONS, type WebhookEvent } from './webhook-events';

/** Events gathered this long go into one insert. */
const GROUP_MS = 200;
/** A group that could not be written (the database away) is tried again after this long. */
const RETRY_GROUP_MS = 1000;
/** ...for up to ten minutes; then the group is logged as lost (a graceful stop must not wait for ever). */
const GROUP_TRIES = 600;


/** An offline message's delivery carries its text and the guest's name and e-mail, read once it is stored. */
async function withOfflineMessage(ctx: AppContext, event: WebhookEvent): Promise<WebhookEvent> {
  if (event.event !== 'offline_message.received') return event;
  const chat = event.data.chat as { id: string; visitorId: string };
  const [first] = await messagesAfter(ctx.db, chat.id, 0);
  const [guest] = await ctx.db
    .select({ email: visitors.email, firstName: visitors.firstName, lastName: visitors.lastName })
    .from(visitors)
    .where(and(eq(visitors.visitorId, chat.visitorId), eq(visitors.clientId, event.accountId)))
    .limit(1);
  return { ...event, data: { ...event.data, message: first?.bodyText ?? '', name: [guest?.firstName, guest?.lastName].filter(Boolean).join(' '), email: guest?.email ?? '' } };
}

interface GroupDeliveries {
  rows: NewDelivery[];
  /** The endpoints that were paused when the group was made. */
  paused: Set<string>;
}

async function deliveriesFor(ctx: AppContext, events: WebhookEvent[]): Promise<GroupDeliveries> {
  const accounts = [...new Set(events.map((event) => event.accountId))];
  const endpoints = await ctx.db
    .select({ id: webhookEndpoints.id, clientId: webhookEndpoints.clientId, events: webhookEndpoints.events, includeNotes: webhookEndpoints.includeNotes, pausedAt: webhookEndpoints.pausedAt })
    .from(webhookEndpoints)
    // A paused endpoint's events are kept too: they go out, in order, when it is resumed.
    .where(inArray(webhookEndpoints.clientId, accounts));
  const rows: NewDelivery[] = [];
  for (const source of events) {
    const listeners = endpoints.filter((e) => e.clientId === source.accountId && e.events.includes(source.event) && (!source.note || e.includeNotes));
    if (listeners.length === 0) continue;
    const event = await withOfflineMessage(ctx, source);
    for (const endpoint of listeners) {
      const id = `msg_${randomUUID().replaceAll('-', '')}`;
      const body: WebhookBody = { id, event: event.event, occurredAt: event.occurredAt, accountId: event.accountId, data: event.data };
      rows.push({ id, endpointId: endpoint.id, clientId: event.accountId, event: event.event, orderKey: event.orderKey, body: JSON.stringify(body) });
    }
  }
  return { rows, paused: new Set(endpoints.filter((endpoint) => endpoint.pausedAt !== null).map((endpoint) => endpoint.id)) };
}

/** Hears every event a webhook may carry. */
export function listenForWebhookEvents(ctx: AppContext, signal: DrainSignal): void {
  let waiting: WebhookEvent[] = [];
  let group: Promise<void> | null = null;
  // Groups are written one after another: a chat's later event must not be numbered before an earlier one
  // still being written (a group takes several statements, and a slow one may still wait for the database).
  let written: Promise<void> = Promise.resolve();

  async function write(events: WebhookEvent[]): Promise<void> {
    // Made once: a retry writes the same deliveries (ids), skipping those a failed try had stored.
    let made: GroupDeliveries | null = null;
    let retried = false;
    for (let tries = 1; ; tries++) {
      try {
        made ??= await deliveriesFor(ctx, events);
        const { rows, paused } = made;
        if (rows.length === 0) return;
        const stored = await insertDeliveries(await ctx.webhookDeliveries.db(), rows, { endpointsHere: ctx.webhookDeliveries.shared });
        for (const endpointId of new Set(rows.map((row) => row.endpointId))) {
          // A drain mirroring the endpoint takes them as they are (all of them: after a failed try, the drain
          // reads its queue again); otherwise its job is started (or told).
          if (!retried && signal.handOff(endpointId, stored.filter((row) => row.endpointId === endpointId))) continue;
          // A paused endpoint is sent nothing until resumed, and its resume starts the drain: waking it for
          // each group would only have it search its growing queue for test events, several times a second.
          if (paused.has(endpointId) && !retried) continue;
          signal.notify(endpointId);
          await kickDrain(ctx, endpointId);
        }
        return;
      } catch (error) {
        // At least once: the group waits for the database rather than being dropped.
        if (tries >= GROUP_TRIES) {
          console.error(`webhook deliveries of ${events.length} events lost: the database refused them for ten minutes`, error);
          return;
        }
        console.error('webhook deliveries not written yet; trying again', error);
        retried = true;
        await new Promise((resolve) => setTimeout(resolve, RETRY_GROUP_MS));
      }
    }
  }

  /** The event joins the group being gathered; resolves once its group is written (the bus's settled() waits for it). */
  function take(events: WebhookEvent[]): Promise<void> | undefined {
    if (events.length === 0) return undefined;
    waiting.push(...events);
    group ??= new Promise<void>((resolve) => setTimeout(resolve, GROUP_MS)).then(() => {
      const events = waiting;
      waiting = [];
      group = null;
      return (written = written.then(() => write(events)));
    });
    return group;
  }

  for (const name of Object.keys(WEBHOOK_TRANSLATIONS) as DomainEventName[]) {
    const translate = WEBHOOK_TRANSLATIONS[name] as (event: unknown) => WebhookEvent[];
    ctx.events.on(name, (event) => take(translate(event)));
  }
}
