import { render, screen } from '@testing-library/react';
import type { ChatViewer } from 'shared-kernel/contracts';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { ChatViewers } from '../components/chat-viewers';

const viewer = (userId: string, fullName: string, typing: ChatViewer['typing'] = null): ChatViewer => ({ userId, fullName, photo: null, typing });

describe('ChatViewers', () => {
  it('says who views and types in words, and shows at most three avatars', () => {
    render(
      <ChatViewers
        viewers={[viewer('a', 'Anna Admin', 'note'), viewer('b', 'Bob Baker', 'message'), viewer('c', 'Cid Cole'), viewer('d', 'Dee Dunn')]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      [T.isTypingNote('Anna Admin'), T.isTypingMessage('Bob Baker'), T.isViewing('Cid Cole'), T.isViewing('Dee Dunn')].join(', '),
    );
    expect(screen.getByText('AA')).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.queryByText('DD')).not.toBeInTheDocument();
  });
});
