// The settings area: the calls that set up widgets, auto
// and canned messages through the API when a spec is about something else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from './accounts';
import type { Credentials } from './console';
import { unique } from './live';

export async function bearer(request: APIRequestContext, who: Credentials): Promise<Record<string, string>> {
  const { accessToken } = await apiSignIn(request, who);
  return { Authorization: `Bearer ${accessToken}` };
}

export interface CreatedWidget {
  _id: string;
  pluginId: string;
  domain: string;
  widgetName: string;
  clientId: string;
}

/** A unique domain the demo pages can stand in for. */
export function uniqueDomain(tag: string): string {
  return `${unique(tag).toLowerCase()}.example.com`;
}

export async function createWidgetByApi(
  request: APIRequestContext,
  who: Credentials,
  fields: { widgetName: string; domain: string; notificationEmailIds?: string[] },
): Promise<CreatedWidget> {
  const answer = await request.post('/api/widget/create', {
    headers: await bearer(request, who),
    data: { notificationEmailIds: [who.email], ...fields },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as CreatedWidget;
}

/** The account's widget as the console reads it (secrets masked). */
export async function widgetByApi(request: APIRequestContext, who: Credentials, widgetId: string): Promise<Record<string, unknown>> {
  const answer = await request.post('/api/widget/get-widgets', { headers: await bearer(request, who) });
  expect(answer.status(), await answer.text()).toBe(200);
  const found = ((await answer.json()) as Array<{ _id: string }>).find((widget) => widget._id === widgetId);
  expect(found, `widget ${widgetId}`).toBeTruthy();
  return found as Record<string, unknown>;
}

/** Saves a widget with some settings changed, the rest as stored. */
export async function updateWidgetByApi(
  request: APIRequestContext,
  who: Credentials,
  widgetId: string,
  change: (widget: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const widget = await widgetByApi(request, who, widgetId);
  const ids = ((widget.department as Array<{ ids: string[] }> | null)?.[0]?.ids ?? null) as string[] | null;
  const body = change({ ...widget, widgetId, department: ids && ids.length > 0 ? ids : null });
  const answer = await request.patch('/api/widget/update', { headers: await bearer(request, who), data: body });
  expect(answer.status(), await answer.text()).toBe(200);
}

export async function createAutoMessageByApi(
  request: APIRequestContext,
  who: Credentials,
  fields: { title: string; message: string; pagePath: string | null; timer: number; widgetId: string },
): Promise<{ _id: string }> {
  const answer = await request.post('/api/smart-message/create', { headers: await bearer(request, who), data: fields });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as { _id: string };
}

/** The demo website's page showing this widget instead of the demo one. */
export function demoPageOf(widget: Pick<CreatedWidget, 'pluginId'>, page = 'index.html'): string {
  return `/demo/${page}?pluginid=${encodeURIComponent(widget.pluginId)}`;
}

/** The widget launcher's computed look on a guest page (it lives in the widget host's open shadow root). */
export async function launcherLook(page: Page): Promise<{ background: string; color: string; text: string; side: 'left' | 'right' }> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-live-chat-widget]')?.shadowRoot?.querySelector<HTMLElement>('.lc-launcher');
    if (!button) throw new Error('no widget launcher on the page');
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    return {
      background: style.backgroundColor,
      color: style.color,
      text: (button.textContent ?? '').trim(),
      side: box.left + box.width / 2 < window.innerWidth / 2 ? 'left' : 'right',
    };
  });
}

export interface CustomerSite {
  url: string;
  close(): Promise<void>;
}

/**
 * A customer's website of its own (another origin on loopback, as a real site is another origin): every path
 * answers one page whose body holds `html`, e.g. the embed script the owner copied. The caller closes it.
 */
export async function customerSite(html: string): Promise<CustomerSite> {
  const page = `<!doctype html><html lang="en"><head><title>A customer site</title></head><body><h1>Welcome</h1>${html}</body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
