// `pnpm --filter server stand-ins [--port N] [--host H] [--webhook-url URL]`: runs the Stripe and
// Google Analytics stand-ins until stopped and prints the environment that points a server at them.
import { parseArgs } from 'node:util';
import { DECLINED_CARD, startStandIns } from './stand-ins';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.STAND_INS_PORT ?? '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'webhook-url': { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0) throw new Error(`--port must be a port number, got '${values.port}'`);
  const webhookUrl = values['webhook-url'];
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
  if (webhookUrl && !webhookSecret) throw new Error('--webhook-url needs STRIPE_WEBHOOK_SECRET (the same the server uses)');
  const standIns = await startStandIns({
    host: values.host,
    port,
    stripeWebhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : null,
    log: values.quiet ? undefined : (line) => console.log(`  ${line}`),
  });
  const env = Object.entries(standIns.env()).map(([name, value]) => `${name}=${value}`);
  console.log(
    [
      ``,
      `Stripe and Google Analytics stand-ins running at ${standIns.url}`,
      `Start the server with:`,
      `  ${env.join(' ')}`,
      `Any 16-digit card number pays; ${DECLINED_CARD} is declined.`,
      webhookUrl ? `Payments are posted to ${webhookUrl} as checkout.session.completed.` : '',
      ``,
    ]
      .filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1)
      .join('\n'),
  );
  const stop = () => {
    standIns.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The stand-ins could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
