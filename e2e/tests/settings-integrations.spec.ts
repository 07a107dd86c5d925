// Integrations (issue 35): the owner adds a webhook endpoint pointing at a real receiver on loopback (the
// suite's stack runs in development, where http to loopback is allowed), sends a test event and reads it in
// the log with its answer, resends a failed delivery; creates an API key, copies it, lists the account's
// chats with it as another system would, revokes it and the same call is refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freshOwner } from '../support/fresh-owner';
import { consoleOf, unique } from '../support/live';

interface Receiver {
  url: string;
  /** The answer's status from now on. */
  status: number;
  ids: string[];
  server: Server;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { status: 200, ids: [] as string[] } as Receiver;
  receiver.server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      receiver.ids.push(String(request.headers['webhook-id']));
      response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status < 300 ? 'thanks, got it' : 'not today');
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

test('integrations: a webhook endpoint with its test event, log and resend; an API key used, then revoked', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  const owner = await freshOwner(request, 'integrations');
  const console = await consoleOf(browser, baseURL, owner, (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']));
  const page = console.page;
  try {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();

    // Add the endpoint: its signing secret is shown once.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog');
    await add.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await add.getByRole('checkbox', { name: /Chat started/ }).check();
    await add.getByRole('button', { name: /Save|Add/ }).click();
    await expect(page.getByTestId('shown-secret')).toHaveText(/^whsec_/);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: receiver.url }).click();

    // A test event, delivered: its row shows the status and, opened, the receiver's answer.
    await page.getByRole('button', { name: 'Send a test event' }).click();
    const delivered = page.getByRole('row', { name: /webhook\.test.*Delivered/ });
    await expect(delivered.first()).toBeVisible({ timeout: 15_000 });
    await expect(delivered.first()).toContainText('200');
    await delivered.first().click();
    await expect(page.getByText('thanks, got it')).toBeVisible();

    // One the receiver refuses (a 4xx is not retried) fails; Resend sends it again, under the same id.
    receiver.status = 400;
    await page.getByRole('button', { name: 'Send a test event' }).click();
    const failed = page.getByRole('row', { name: /webhook\.test.*Failed/ });
    await expect(failed).toHaveCount(1, { timeout: 15_000 });
    await expect(failed).toContainText('400');
    receiver.status = 200;
    await failed.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByRole('row', { name: /webhook\.test.*Delivered/ })).toHaveCount(2, { timeout: 15_000 });
    expect(receiver.ids).toHaveLength(3);
    expect(receiver.ids[2]).toBe(receiver.ids[1]);

    // An API key: created, copied, used by another system to list the account's chats, then revoked.
    await page.goto('/integrations?tab=api-keys');
    await expect(page.getByText('No API keys yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog');
    await create.getByRole('textbox', { name: 'Name' }).fill(unique('Help desk'));
    await create.getByRole('button', { name: /Create|Save/ }).click();
    const shown = page.getByTestId('shown-secret');
    await expect(shown).toHaveText(/^lck_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toBe((await shown.textContent())?.trim());
    await page.keyboard.press('Escape');

    const chats = () => request.get('/api/chat/conversations', { headers: { Authorization: `Bearer ${secret}` } });
    const listed = await chats();
    expect(listed.status()).toBe(200);
    expect(Array.isArray(await listed.json())).toBe(true);

    await page.getByRole('button', { name: /Revoke/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('No API keys yet')).toBeVisible();
    const refused = await chats();
    expect(refused.status()).toBe(401);
  } finally {
    await console.context.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
