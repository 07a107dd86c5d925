// The chat's activity line of an escalation (issue 27): the server's sentence after "Escalated to supervisors:",
// shown once (not repeated as a transfer note).
import { render, screen } from '@testing-library/react';
import { ActivityItem, activityLine } from '../../chat-panel/components/staff-entries';
import { chatActivity } from '../../../test-support/live-chat-fixtures';

describe('Escalation activity', () => {
  it.each([
    ['escalation-pending', 'Waited 65 s for an agent'],
    ['escalation-reply', 'Waited 130 s for a reply from Anna'],
  ] as const)('words %s with the server’s note', (kind, note) => {
    const activity = chatActivity(12, kind, { note });
    expect(activityLine(activity)).toBe(`Escalated to supervisors: ${note}`);
    render(<ActivityItem activity={activity} />);
    expect(screen.getByTestId('activity')).toHaveTextContent(`Escalated to supervisors: ${note}`);
    expect(screen.queryByText(`Note: ${note}`)).not.toBeInTheDocument();
  });

  it('still shows a transfer’s note under its line', () => {
    render(<ActivityItem activity={chatActivity(12, 'transfer-agent', { toAgentName: 'Bob', note: 'VIP guest' })} />);
    expect(screen.getByText('Note: VIP guest')).toBeInTheDocument();
  });
});
