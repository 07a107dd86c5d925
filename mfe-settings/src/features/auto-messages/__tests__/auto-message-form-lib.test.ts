import { initialValues, isAutoMessage, pagePathLabel, toPayload, validateAutoForm, widgetIdOf, type AutoFormValues } from '../lib/auto-message-form';
import { canManageAutoMessages } from '../lib/can-manage';
import { AUTO_TEXTS as T } from '../texts';
import { autoMessage } from './auto-fixtures';

const values = (patch: Partial<AutoFormValues> = {}): AutoFormValues => ({
  title: 'Hi',
  message: 'Hello',
  widgetId: 'w1',
  scope: 'all',
  pagePath: '',
  timer: '10',
  ...patch,
});

describe('auto message form rules', () => {
  it('sends null for all pages even with a typed path, the normalised path for one page', () => {
    expect(toPayload(values({ pagePath: '/typed' })).pagePath).toBeNull();
    expect(toPayload(values({ scope: 'one', pagePath: 'https://shop.example/Pricing/?a=1' })).pagePath).toBe('/Pricing');
    expect(toPayload(values({ scope: 'one', pagePath: '/shop/*' })).pagePath).toBe('/shop/*');
  });

  it('reads the timer as an integer and trims the texts', () => {
    expect(toPayload(values({ title: ' A ', message: ' B ', timer: ' 07 ' }))).toEqual({ title: 'A', message: 'B', pagePath: null, timer: 7, widgetId: 'w1' });
  });

  it('reports every rule with its message', () => {
    expect(validateAutoForm(values())).toEqual({});
    expect(validateAutoForm(values({ title: ' ', message: '', widgetId: '', timer: '0', scope: 'one' }))).toEqual({
      title: T.titleRequired,
      message: T.messageRequired,
      widgetId: T.domainRequired,
      timer: T.timerInvalid,
      pagePath: T.pagePathRequired,
    });
    expect(validateAutoForm(values({ timer: '2.5' })).timer).toBe(T.timerInvalid);
    expect(validateAutoForm(values({ timer: '1' })).timer).toBeUndefined();
  });

  it('fills the form from a stored message, the widget an object or an id', () => {
    expect(initialValues(autoMessage(1, { pagePath: '/a', timer: 8 }))).toEqual({
      title: 'Welcome 1',
      message: 'Hello from message 1',
      widgetId: 'w1',
      scope: 'one',
      pagePath: '/a',
      timer: '8',
    });
    expect(initialValues(null)).toMatchObject({ scope: 'all', timer: '10', widgetId: '' });
    expect(widgetIdOf({ widgetId: 'w9' as never })).toBe('w9');
  });

  it("labels null 'All pages' and recognises navigation state", () => {
    expect(pagePathLabel(null)).toBe('All pages');
    expect(pagePathLabel('/x')).toBe('/x');
    expect(isAutoMessage(autoMessage(1))).toBe(true);
    expect(isAutoMessage(null)).toBe(false);
    expect(isAutoMessage({ title: 'x' })).toBe(false);
  });

  it('lets owners, co-admins and the super admin manage; not agents or managers', () => {
    expect(canManageAutoMessages({ isAdmin: false, isClient: true, userRole: 'client', clientId: null })).toBe(true);
    expect(canManageAutoMessages({ isAdmin: false, isClient: true, userRole: 'co_client', clientId: 'u1' })).toBe(true);
    expect(canManageAutoMessages({ isAdmin: true, isClient: false, userRole: 'admin' })).toBe(true);
    expect(canManageAutoMessages({ isAdmin: false, isClient: false, userRole: 'manager', clientId: 'u1' })).toBe(false);
    expect(canManageAutoMessages({ isAdmin: false, isClient: false, userRole: 'agent', clientId: 'u1' })).toBe(false);
    expect(canManageAutoMessages(null)).toBe(false);
  });
});
