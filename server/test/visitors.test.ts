/** @jest-environment ./test/support/pglite-environment.cjs */
import { WIDGET_DEFAULTS } from 'shared-kernel/contracts';
import { api, nextEvent, sleep, type LooseJson } from './support/test-server';
import { agentBarrier, connectGuest, createDepartment, createWidget, heardOf } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const fx = socketFixture();
const { agent, guest } = fx;

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('visitor handshake', () => {
  it("refuses an unknown pluginId with 'Unknown widget'", async () => {
    await expect(connectGuest(fx.t.url, 'no-such-widget')).rejects.toThrow('Unknown widget');
    await expect(connectGuest(fx.t.url, '')).rejects.toThrow('Unknown widget');
  });

  it('greets a new guest with a visitorId, the next guest number and the widget settings', async () => {
    const owner = await agent({ online: false });
    const widget = await createWidget(fx.t.server, owner.id);
    const first = await guest(widget.pluginId, { userAgent: CHROME_ON_WINDOWS });
    expect(first.hello).toEqual({
      visitorId: expect.any(String),
      guestId: 1,
      oldVisitor: false,
      online: false,
      chat: null,
      config: {
        widgetName: 'Test Site',
        buttonLocation: WIDGET_DEFAULTS.buttonLocation,
        backgroundColor: WIDGET_DEFAULTS.backgroundColor,
        textColor: WIDGET_DEFAULTS.textColor,
        buttonText: WIDGET_DEFAULTS.buttonText,
        enableTextOnButton: WIDGET_DEFAULTS.enableTextOnButton,
        onlineText: WIDGET_DEFAULTS.onlineText,
        offlineText: WIDGET_DEFAULTS.offlineText,
        requestEmail: { enabled: true, message: WIDGET_DEFAULTS.requestEmailMessage, showAt: WIDGET_DEFAULTS.showAt },
        autoMessages: [],
        ratingEnabled: true,
        language: 'auto',
      },
    });
    const second = await guest(widget.pluginId);
    expect(second.hello.guestId).toBe(2);
    expect(second.hello.visitorId).not.toBe(first.hello.visitorId);
  });

  it('recognises a returning guest by its kept visitorId, only within its own account', async () => {
    const owner = await agent({ online: false });
    const widget = await createWidget(fx.t.server, owner.id);
    const first = await guest(widget.pluginId);
    first.socket.close();
    await sleep(50);
    const back = await guest(widget.pluginId, { visitorId: first.hello.visitorId });
    expect(back.hello).toMatchObject({ visitorId: first.hello.visitorId, guestId: first.hello.guestId, oldVisitor: true });

    const stranger = await agent({ online: false });
    const strangerWidget = await createWidget(fx.t.server, stranger.id);
    const elsewhere = await guest(strangerWidget.pluginId, { visitorId: first.hello.visitorId });
    expect(elsewhere.hello.visitorId).not.toBe(first.hello.visitorId);
    expect(elsewhere.hello).toMatchObject({ guestId: 1, oldVisitor: false });
  });
});

describe('who hears about guests', () => {
  it('tells only online agents of the account whose departments overlap the widget', async () => {
    const owner = await agent();
    const sales = await agent({ clientId: owner.id });
    const support = await agent({ clientId: owner.id });
    const offlineSales = await agent({ clientId: owner.id, online: false });
    const coAdmin = await agent({ clientId: owner.id, role: 'co_client' });
    const stranger = await agent();
    const salesId = await createDepartment(fx.t.server, owner.id, [sales.id, offlineSales.id]);
    await createDepartment(fx.t.server, owner.id, [support.id]);
    const widget = await createWidget(fx.t.server, owner.id, [salesId]);

    const ownerHears = nextEvent(owner.socket, 'new-visitor');
    const salesHears = nextEvent(sales.socket, 'new-visitor');
    const coAdminHears = nextEvent(coAdmin.socket, 'new-visitor');
    const visitor = await guest(widget.pluginId, {
      userAgent: CHROME_ON_WINDOWS,
      page: { url: 'http://site.test/pricing', title: 'Pricing', referrer: 'http://search.test/' },
    });
    expect(visitor.hello.online).toBe(true);
    const announced = await ownerHears;
    expect(announced).toMatchObject({
      visitorId: visitor.hello.visitorId,
      guestId: visitor.hello.guestId,
      pluginId: widget.pluginId,
      oldVisitor: false,
      status: 'New',
      idleTimer: 0,
      technicalDetails: { ipAddress: '127.0.0.1', browser: 'Chrome 120', operatingSystem: 'Windows 10' },
      visitorDetails: { viewing: ['http://site.test/pricing'], referrer: 'http://search.test/' },
      widgetDepartments: [salesId],
      isBlocked: false,
    });
    expect(await salesHears).toMatchObject({ visitorId: visitor.hello.visitorId });
    expect(await coAdminHears).toMatchObject({ visitorId: visitor.hello.visitorId });

    visitor.socket.close();
    await nextEvent(owner.socket, 'visitor-disconnected');
    await Promise.all([support, offlineSales, stranger].map(agentBarrier));
    for (const deaf of [support, offlineSales, stranger]) {
      expect(deaf.heard.filter((entry) => /visitor/.test(entry.event) && entry.event !== 'active-visitors-are')).toEqual([]);
    }
  });

  it('relays pages (latest last), widget open/close and the departure to eligible agents', async () => {
    const owner = await agent();
    const widget = await createWidget(fx.t.server, owner.id);
    const visitor = await guest(widget.pluginId);
    await nextEvent(owner.socket, 'new-visitor');

    const updated = nextEvent(owner.socket, 'new-visitor');
    const pageAck = await visitor.socket.emitWithAck('visitor:page', { url: 'http://site.test/about', title: 'About', referrer: '' });
    expect(pageAck).toEqual({ ok: true });
    expect((await updated).visitorDetails).toEqual({
      viewing: ['http://site.test/', 'http://site.test/about'],
      referrer: 'http://search.test/?q=chat',
    });

    const opened = nextEvent(owner.socket, 'visitor-widget');
    expect(await visitor.socket.emitWithAck('visitor:widget', { isOpen: true })).toEqual({ ok: true });
    expect(await opened).toEqual({ visitorId: visitor.hello.visitorId, guestId: visitor.hello.guestId, isOpen: true });

    const gone = nextEvent(owner.socket, 'visitor-disconnected');
    visitor.socket.close();
    expect(await gone).toEqual({ visitorId: visitor.hello.visitorId, guestId: visitor.hello.guestId });

    // Back later: a returning guest, announced as old-visitor with its pages kept.
    const returning = nextEvent(owner.socket, 'old-visitor');
    const back = await guest(widget.pluginId, { visitorId: visitor.hello.visitorId });
    expect(back.hello.oldVisitor).toBe(true);
    expect(await returning).toMatchObject({
      status: 'Returning',
      visitorDetails: { viewing: ['http://site.test/', 'http://site.test/about', 'http://site.test/'] },
    });
  });

  it('keeps the latest 50 pages, a page repeated in a row once, and the referrer that brought the guest', async () => {
    const owner = await agent();
    const widget = await createWidget(fx.t.server, owner.id);
    const visitor = await guest(widget.pluginId);
    await nextEvent(owner.socket, 'new-visitor');
    const view = async (url: string, referrer = 'http://elsewhere.test/'): Promise<LooseJson> => {
      for (;;) {
        const told = nextEvent(owner.socket, 'new-visitor');
        const answer = await visitor.socket.emitWithAck('visitor:page', { url, title: 'Page', referrer });
        if (!answer.retryAfterMs) {
          expect(answer).toEqual({ ok: true });
          return (await told).visitorDetails;
        }
        // Faster than a guest's share (a burst of 20, then 5 a second): sent again when the server says.
        told.catch(() => undefined);
        await sleep(answer.retryAfterMs);
      }
    };
    const urls = Array.from({ length: 55 }, (_, i) => `http://site.test/p${i}`);
    for (const url of urls) await view(url);
    const afterMany = await view(urls[54]);
    expect(afterMany.viewing).toEqual(urls.slice(5));
    expect(afterMany.referrer).toBe('http://search.test/?q=chat');
    // An empty URL adds nothing.
    expect((await view('')).viewing).toEqual(urls.slice(5));
    expect((await view('http://site.test/last')).viewing).toEqual([...urls.slice(6), 'http://site.test/last']);
  });

  it('sends active-visitors-are to an online console when it connects, with the guests it may see', async () => {
    const owner = await agent({ online: false });
    const widget = await createWidget(fx.t.server, owner.id);
    const visitor = await guest(widget.pluginId);
    const late = await agent({ clientId: owner.id });
    await sleep(100);
    expect(heardOf(late, 'active-visitors-are')).toEqual([{ visitorIds: [visitor.hello.visitorId] }]);
    expect(heardOf(owner, 'active-visitors-are')).toEqual([]);
  });
});

describe('guest location', () => {
  // Behind a trusted proxy the first X-Forwarded-For hop is the guest's address.
  const proxied = socketFixture({ trustProxy: true });
  const LOCATED = { city: 'Bracknell', region: 'England', country: 'United Kingdom', flag: 'GB' };

  it('places a guest from its forwarded public IP in every view the console receives', async () => {
    const owner = await proxied.agent();
    const widget = await createWidget(proxied.t.server, owner.id);
    const announced = nextEvent(owner.socket, 'new-visitor');
    const visitor = await proxied.guest(widget.pluginId, { headers: { 'x-forwarded-for': '81.2.69.160, 10.0.0.1' } });
    expect(await announced).toMatchObject({ ...LOCATED, technicalDetails: { ipAddress: '81.2.69.160' } });

    const listed = await api(proxied.t.url, 'GET', '/visitor/current-visitors', { token: owner.token });
    expect(listed.body.data).toEqual([expect.objectContaining({ visitorId: visitor.hello.visitorId, ...LOCATED })]);

    // A returning guest from a loopback address is no longer placed.
    visitor.socket.close();
    await nextEvent(owner.socket, 'visitor-disconnected');
    const returning = nextEvent(owner.socket, 'old-visitor');
    await proxied.guest(widget.pluginId, { visitorId: visitor.hello.visitorId });
    expect(await returning).toMatchObject({ city: '', region: '', country: '', flag: '', technicalDetails: { ipAddress: '127.0.0.1' } });
  });

  it('ignores X-Forwarded-For without a trusted proxy: a loopback guest gets empty location fields', async () => {
    const owner = await agent();
    const widget = await createWidget(fx.t.server, owner.id);
    const announced = nextEvent(owner.socket, 'new-visitor');
    await guest(widget.pluginId, { headers: { 'x-forwarded-for': '81.2.69.160' } });
    expect(await announced).toMatchObject({ city: '', region: '', country: '', flag: '', technicalDetails: { ipAddress: '127.0.0.1' } });
  });
});

describe('widget:availability', () => {
  it('tells the guests when an eligible agent goes online or offline', async () => {
    const owner = await agent({ online: false });
    const salesAgent = await agent({ clientId: owner.id, online: false });
    const salesId = await createDepartment(fx.t.server, owner.id, [salesAgent.id]);
    const widget = await createWidget(fx.t.server, owner.id, [salesId]);
    const visitor = await guest(widget.pluginId);
    expect(visitor.hello.online).toBe(false);

    const online = nextEvent(visitor.socket, 'widget:availability');
    const activeList = nextEvent(salesAgent.socket, 'active-visitors-are');
    expect((await api(fx.t.url, 'GET', '/users/toggle-online', { token: salesAgent.token })).body).toEqual({ isOnline: true });
    expect(await online).toEqual({ online: true });
    expect(await activeList).toEqual({ visitorIds: [visitor.hello.visitorId] });

    const offline = nextEvent(visitor.socket, 'widget:availability');
    await api(fx.t.url, 'GET', '/users/toggle-online', { token: salesAgent.token });
    expect(await offline).toEqual({ online: false });
  });
});

describe('GET /visitor/current-visitors', () => {
  it('pages the guests online now, newest first, for the caller account and departments', async () => {
    const owner = await agent({ online: false });
    const salesAgent = await agent({ clientId: owner.id, online: false });
    const salesId = await createDepartment(fx.t.server, owner.id, [salesAgent.id]);
    const supportId = await createDepartment(fx.t.server, owner.id);
    const salesWidget = await createWidget(fx.t.server, owner.id, [salesId]);
    const supportWidget = await createWidget(fx.t.server, owner.id, [supportId]);
    const a = await guest(salesWidget.pluginId);
    await sleep(5);
    const b = await guest(salesWidget.pluginId);
    await sleep(5);
    const c = await guest(supportWidget.pluginId);

    const first = await api(fx.t.url, 'GET', '/visitor/current-visitors?take=2&page=1&order=DESC', { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((v: { visitorId: string }) => v.visitorId)).toEqual([c.hello.visitorId, b.hello.visitorId]);
    expect(first.body.meta).toMatchObject({ itemCount: 3, hasNextPage: true });
    const second = await api(fx.t.url, 'GET', '/visitor/current-visitors?take=2&page=2&order=DESC', { token: owner.token });
    expect(second.body.data.map((v: { visitorId: string }) => v.visitorId)).toEqual([a.hello.visitorId]);
    expect(second.body.meta).toMatchObject({ itemCount: 3, hasNextPage: false });

    const forSales = await api(fx.t.url, 'GET', '/visitor/current-visitors?take=50&page=1&order=ASC', { token: salesAgent.token });
    expect(forSales.body.data.map((v: { visitorId: string }) => v.visitorId)).toEqual([a.hello.visitorId, b.hello.visitorId]);

    const stranger = await agent({ online: false });
    const none = await api(fx.t.url, 'GET', '/visitor/current-visitors', { token: stranger.token });
    expect(none.body).toEqual({ data: [], meta: expect.objectContaining({ itemCount: 0, hasNextPage: false }) });

    c.socket.close();
    await sleep(100);
    const after = await api(fx.t.url, 'GET', '/visitor/current-visitors', { token: owner.token });
    expect(after.body.meta.itemCount).toBe(2);
  });

  it('refuses a missing token and bad paging', async () => {
    expect((await api(fx.t.url, 'GET', '/visitor/current-visitors')).status).toBe(401);
    const owner = await agent({ online: false });
    expect((await api(fx.t.url, 'GET', '/visitor/current-visitors?take=0', { token: owner.token })).status).toBe(400);
    expect((await api(fx.t.url, 'GET', '/visitor/current-visitors?order=UP', { token: owner.token })).status).toBe(400);
  });
});
