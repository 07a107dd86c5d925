import {
  AREAS,
  CHAT_STATUS_LABELS,
  CONVERSION_STATUS,
  DEFAULT_REMOTES,
  KEPT_ON_CLEAR,
  LIMITS,
  ROUTES,
  SELECTED_ACCOUNT_HEADER,
  SESSION_KEYS,
  WIDGET_DEFAULTS,
  WIDGET_THEMES,
  agentStatusKind,
  badgeColorFor,
  bookingStatusKey,
  chatLinkId,
  chatStatusLabel,
  defaultWidgetSlots,
  guestStatus,
  isBookingLocked,
  isConversionUploaded,
  shouldSavePath,
  themeFor,
  viewportClass,
} from '../index';

describe('areas and routes', () => {
  it('names the five remotes and their paths', () => {
    expect(AREAS.map((a) => [a.remote, a.pkg])).toEqual([
      ['mfe_live_chat', 'mfe-live-chat'],
      ['mfe_settings', 'mfe-settings'],
      ['mfe_history', 'mfe-history'],
      ['mfe_agents', 'mfe-agents'],
      ['mfe_reports', 'mfe-reports'],
    ]);
    expect(AREAS[2].paths).toContain('/chat/*');
    expect(AREAS[4].paths).toEqual(['/reports', '/reports/agents', '/reports/ratings']);
    expect(DEFAULT_REMOTES.mfe_reports).toBe('/remotes/mfe-reports/mf-manifest.json');
  });
  it('has the public route constants', () => {
    expect(ROUTES.forgotPassword).toBe('/forgot-password');
    expect(ROUTES.emailVerify).toBe('/email-verify');
    expect(ROUTES.activate).toBe('/auth/activate/*');
    expect(ROUTES.resetPassword).toBe('/users/reset-password/*');
  });
  it('saves emailed chat links and reads their id', () => {
    expect(shouldSavePath('/chat/conversation-history/abc')).toBe(true);
    expect(shouldSavePath('/chat/offline-message/abc')).toBe(true);
    expect(shouldSavePath('/dashboard')).toBe(false);
    expect(chatLinkId('/chat/offline-message/o%201')).toBe('o 1');
    expect(chatLinkId('/dashboard')).toBeNull();
  });
});

describe('session keys and limits', () => {
  it('matches the plan', () => {
    expect(SESSION_KEYS).toMatchObject({
      user: 'user',
      token: 'token',
      online: 'online',
      selectedAdmin: 'selected_admin',
      timer: 'timer',
      bookingStatusPrefix: 'booking_status_',
      savedPath: 'redirect_path',
    });
    expect(KEPT_ON_CLEAR).toEqual(['chat_history', 'offline_message']);
    expect(bookingStatusKey(7)).toBe('booking_status_7');
    expect(SELECTED_ACCOUNT_HEADER).toBe('x-selected-account');
    expect(LIMITS.GUEST_PAGE_SIZE).toBe(50);
    expect(LIMITS.LIST_PAGE_SIZE).toBe(15);
    expect(LIMITS.IDLE_MS).toBe(720000);
    expect(LIMITS.CHAT_TIMER_RED_S).toBe(135);
    expect(LIMITS.SKELETONS).toEqual({ dashboard: 12, list: 7, history: 10 });
    expect(LIMITS.SOCKET).toEqual({ reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20000 });
  });
  it('classifies viewports', () => {
    expect([320, 640, 641, 1024, 1025].map(viewportClass)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop']);
  });
  it('gives one of 8 badge colours', () => {
    expect(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8].map(badgeColorFor)).size).toBe(8);
    expect(badgeColorFor(8)).toBe(badgeColorFor(0));
  });
  it('derives guest status from the 12 minute idle threshold', () => {
    const now = Date.parse('2024-01-01T12:00:00Z');
    expect(guestStatus({ oldVisitor: false, lastSeen: '2024-01-01T11:59:00Z' }, now)).toBe('New');
    expect(guestStatus({ oldVisitor: true, lastSeen: '2024-01-01T11:50:00Z' }, now)).toBe('Returning');
    expect(guestStatus({ oldVisitor: true, lastSeen: '2024-01-01T11:47:00Z' }, now)).toBe('Idle');
  });
});

describe('statuses', () => {
  it('labels end reasons, other codes read as ended by the agent', () => {
    expect(CHAT_STATUS_LABELS[2]).toBe('Ended due to visitor inactivity');
    expect(chatStatusLabel(1)).toBe('Ended due to agent inactivity');
    expect(chatStatusLabel(3)).toBe('Offline message');
    expect(chatStatusLabel(4)).toBe('Unattended chat');
    expect(chatStatusLabel(5)).toBe('Ended by the agent');
    expect(chatStatusLabel(9)).toBe('Ended by the agent');
  });
  it('conversion', () => {
    expect(CONVERSION_STATUS).toEqual({ PENDING: 0, SCHEDULED: 1, UPLOADED: 2, FAILED: 3 });
    expect(isConversionUploaded({ status: 2 })).toBe(true);
    expect(isConversionUploaded({ status: 1, analytics_uploaded: true })).toBe(true);
    expect(isConversionUploaded({ status: 3, analytics_uploaded: false })).toBe(false);
    expect(isConversionUploaded(null)).toBe(false);
    expect([0, 1, 2, 3].map((status) => isBookingLocked({ status }))).toEqual([false, true, true, false]);
  });
  it('agent status codes', () => {
    expect([0, 1, 2, 3].map(agentStatusKind)).toEqual(['unverified', 'active', 'active', 'deactivated']);
  });
});

describe('widget defaults', () => {
  it('has the spec defaults', () => {
    expect(WIDGET_DEFAULTS).toMatchObject({
      buttonLocation: 'bottom-right',
      backgroundColor: '#6495ED',
      textColor: '#FFFFFF',
      buttonText: 'Human Chat',
      onlineText: 'We are here to assist you',
      offlineText: 'We are offline right now. Feel free to leave a message!',
      requestEmailMessage: 'Please provide your email in case our chat gets interrupted',
      enableRequestEmailId: true,
      showAt: 'after_chat_starts',
      timeZone: 'UTC',
    });
    const slots = defaultWidgetSlots();
    expect(slots.map((s) => s.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(slots.filter((s) => s.from).length).toBe(5);
    expect(slots[5]).toEqual({ day: 'sat', from: null, to: null });
  });
  it('derives the theme from colours', () => {
    expect(themeFor(WIDGET_THEMES['sharp-blue'])).toBe('sharp-blue');
    expect(themeFor({ backgroundColor: '#87cefa', textColor: '#808080' })).toBe('light-blue');
    expect(themeFor({ backgroundColor: '#87CEFA', textColor: '#FFFFFF' })).toBe('custom');
  });
});
