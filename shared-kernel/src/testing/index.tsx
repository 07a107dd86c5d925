export { createMockShell, renderWithShell, type MockShell, type MockShellOptions, type RenderWithShellResult } from './mock-shell';
export { createMockApi, type MockCall, type MockEndpoint, type MockEndpoints } from './mock-api';
export { createFakeEventBus, type EmittedEvent, type FakeAcks, type FakeEventBus } from './fake-event-bus';
export { createMockAdapter, httpError, type MockHandler, type MockReply, type MockRequest } from './mock-adapter';
export { fakeJwt, expIn } from './fake-jwt';
export { testActivity, testUser, testTokens } from './fixtures';
