import type { AppContext } from '../context';
import { createDrainSignal, registerWebhookDrain, scheduleWebhookLogPurge } from './webhook-drain';
import { listenForWebhookEvents } from './webhook-intake';

/** The webhooks' part of a start: the listener of the domain events, the drain job and the log's purge. */
export async function registerWebhooks(ctx: AppContext): Promise<void> {
  const signal = createDrainSignal();
  listenForWebhookEvents(ctx, signal);
  await registerWebhookDrain(ctx, signal);
  await scheduleWebhookLogPurge(ctx);
}
