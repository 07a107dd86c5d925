import { areaForPath } from '../lib/area-for-path';

describe('areaForPath', () => {
  it.each([
    ['/dashboard', 'mfe_live_chat'],
    ['/canned-messages', 'mfe_settings'],
    ['/contact-history/42', 'mfe_history'],
    ['/chat/conversation-history/7', 'mfe_history'],
    ['/create-agent', 'mfe_agents'],
    ['/reports', 'mfe_reports'],
    ['/reports/agents', 'mfe_reports'],
    ['/reports/ratings', 'mfe_reports'],
  ])('%s belongs to %s', (path, remote) => {
    expect(areaForPath(path)?.remote).toBe(remote);
  });

  it.each(['/profile', '/login', '/nowhere'])('%s belongs to no remote', (path) => {
    expect(areaForPath(path)).toBeUndefined();
  });
});
