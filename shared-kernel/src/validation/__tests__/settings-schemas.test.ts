import {
  agentEditSchema,
  agentSchema,
  autoMessageSchema,
  cannedMessageSchema,
  departmentSchema,
  firstError,
  notificationEmailSchema,
  shiftSchema,
  widgetUpdateSchema,
  shiftTimeSchema,
  widgetSchema,
} from '../index';

const SHORT = '8 or more characters with atleast 1 capital and small letter, 1 number and 1 special character';

describe('widget', () => {
  const good = { widgetName: 'Demo Site', domain: 'https://www.example.com/', notificationEmailIds: ['owner@example.com'] };
  it('accepts a widget and cleans its domain', () => {
    expect(firstError(widgetSchema, good)).toBeNull();
    expect(widgetSchema.validateSync(good).domain).toBe('example.com');
  });
  it('needs at least one notification email', () => {
    expect(firstError(widgetSchema, { ...good, notificationEmailIds: [] })).toBe('Please provide at least one email');
    expect(firstError(widgetSchema, { widgetName: 'x', domain: 'x.com' })).toBe('Please provide at least one email');
  });
  it('rejects a bad notification email', () => {
    expect(firstError(widgetSchema, { ...good, notificationEmailIds: ['ok@example.com', 'bad'] })).toBe('Please provide valid email');
    expect(firstError(notificationEmailSchema, 'bad@')).toBe('Please provide valid email');
    expect(firstError(notificationEmailSchema, 'good@example.com')).toBeNull();
  });
  it('needs a name and a domain', () => {
    expect(firstError(widgetSchema, { ...good, widgetName: '  ' })).toBe('Widget name cannot be empty');
    expect(firstError(widgetSchema, { ...good, domain: 'https://www./' })).toBe('Domain cannot be empty');
  });
  it('checks enum settings when present', () => {
    expect(firstError(widgetSchema, { ...good, widgetStyle: { buttonLocation: 'top' } })).not.toBeNull();
    expect(firstError(widgetSchema, { ...good, widgetStyle: { buttonLocation: 'bottom-left' } })).toBeNull();
  });
  it('needs a host name once the domain is cleaned, and hex colours', () => {
    expect(firstError(widgetSchema, { ...good, domain: 'not a domain' })).toBe('Provide a valid domain like example.com');
    expect(firstError(widgetSchema, { ...good, domain: 'localhost:8080' })).toBeNull();
    expect(firstError(widgetSchema, { ...good, domain: 'http://shop.example.co.uk/store/' })).toBeNull();
    expect(firstError(widgetSchema, { ...good, widgetStyle: { backgroundColor: 'blue' } })).toBe('Colour must be a hex code like #6495ED');
    expect(firstError(widgetSchema, { ...good, widgetStyle: { backgroundColor: '#6495ed', textColor: '#FFFFFF' } })).toBeNull();
  });
  it('takes a secret as a mask, a new value, an empty text or null', () => {
    for (const secret of ['••••4242', 'sk_test_new', '', null]) {
      expect(firstError(widgetSchema, { ...good, stripeConfig: { updateAll: false, stripe_public_key: 'pk', stripe_secret_key: secret } })).toBeNull();
    }
    expect(firstError(widgetUpdateSchema, good)).toBe('widgetId is required');
    expect(firstError(widgetUpdateSchema, { ...good, widgetId: 'w1' })).toBeNull();
  });
});

describe('cannedMessageSchema', () => {
  it('needs shortcut and message', () => {
    expect(firstError(cannedMessageSchema, { shortCode: 'hi', message: 'Hello!' })).toBeNull();
    expect(firstError(cannedMessageSchema, { shortCode: ' ', message: 'Hello!' })).toBe('Shortcut cannot be empty');
    expect(firstError(cannedMessageSchema, { shortCode: 'hi', message: '' })).toBe('Message cannot be empty');
  });
});

describe('autoMessageSchema', () => {
  it('casts site-wide to null and the timer to an integer', () => {
    const value = autoMessageSchema.validateSync({ title: 'T', message: 'M', pagePath: '', timer: '15', widgetId: 'w1' });
    expect(value.pagePath).toBeNull();
    expect(value.timer).toBe(15);
  });
  it('rejects empty title, message and domain', () => {
    const good = { title: 'T', message: 'M', pagePath: '/pricing', timer: 5, widgetId: 'w1' };
    expect(firstError(autoMessageSchema, good)).toBeNull();
    expect(firstError(autoMessageSchema, { ...good, title: '' })).toBe('Title cannot be empty');
    expect(firstError(autoMessageSchema, { ...good, message: ' ' })).toBe('Message cannot be empty');
    expect(firstError(autoMessageSchema, { ...good, widgetId: '' })).toBe('Please select a domain');
    for (const timer of ['soon', '1.5', '3s', '0', 0, -3, 2.5]) {
      expect(firstError(autoMessageSchema, { ...good, timer })).toBe('Timer must be a whole number of seconds, at least 1');
    }
    expect(autoMessageSchema.validateSync({ ...good, timer: ' 7 ' }).timer).toBe(7);
  });
  it('stores one page path with a leading slash and without a trailing one or a query', () => {
    const good = { title: 'T', message: 'M', timer: 5, widgetId: 'w1' };
    expect(autoMessageSchema.validateSync({ ...good, pagePath: 'pricing/' }).pagePath).toBe('/pricing');
    expect(autoMessageSchema.validateSync({ ...good, pagePath: 'https://shop.example.com/shop/*?utm=1' }).pagePath).toBe('/shop/*');
    expect(autoMessageSchema.validateSync({ ...good, pagePath: null }).pagePath).toBeNull();
  });
});

describe('agentSchema', () => {
  const good = { email: 'agent@example.com', fullName: 'Demo Agent', password: 'Agent#Demo1' };
  it('accepts a valid agent', () => {
    expect(firstError(agentSchema, good)).toBeNull();
    expect(firstError(agentEditSchema, { fullName: 'Demo Agent' })).toBeNull();
  });
  it('uses the agent texts', () => {
    expect(firstError(agentSchema, { ...good, email: 'agent@' })).toBe('Please provide a valid email');
    expect(firstError(agentSchema, { ...good, password: 'agentdemo1' })).toBe(SHORT);
    expect(firstError(agentSchema, { ...good, fullName: 'Al' })).toBe('Name must have 3 to 20 characters');
    expect(firstError(agentSchema, { ...good, fullName: 'x'.repeat(21) })).toBe('Name must have 3 to 20 characters');
  });
});

describe('shifts', () => {
  it.each([
    [{ hours: 24, minutes: 0 }, 'Hour must be between 00 and 23'],
    [{ hours: -1, minutes: 0 }, 'Hour must be between 00 and 23'],
    [{ hours: 'ab', minutes: 0 }, 'Hour must be between 00 and 23'],
    [{ hours: 10, minutes: 60 }, 'Minutes must be between 00 and 59'],
    [{ hours: '10', minutes: '7.5' }, 'Minutes must be between 00 and 59'],
  ])('rejects %p', (time, message) => {
    expect(firstError(shiftTimeSchema, time)).toBe(message);
  });
  it('accepts bounds, strings and empty times', () => {
    expect(firstError(shiftTimeSchema, { hours: '00', minutes: '59' })).toBeNull();
    expect(firstError(shiftTimeSchema, { hours: 23, minutes: 0 })).toBeNull();
    expect(firstError(shiftSchema, { day: 'mon', startTime: { hours: '', minutes: '' }, endTime: { hours: null, minutes: null } })).toBeNull();
    expect(firstError(shiftSchema, { day: 'funday', startTime: { hours: 1, minutes: 1 }, endTime: { hours: 2, minutes: 2 } })).not.toBeNull();
  });
});

describe('departmentSchema', () => {
  it('needs a title', () => {
    expect(firstError(departmentSchema, { title: 'Sales', userIds: ['a'] })).toBeNull();
    expect(firstError(departmentSchema, { title: '   ' })).toBe('Department name cannot be empty');
  });
});
