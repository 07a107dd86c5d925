import { screen } from '@testing-library/react';
import { renderWithShell } from '../../testing';
import { AreaRoutes, useAreaParams } from '..';

function ContactHistory() {
  const { id } = useAreaParams<'id'>();
  return <p>history of {id}</p>;
}

function ChatLink() {
  const params = useAreaParams();
  return <p>chat link {params['*']}</p>;
}

const pages = [
  { path: '/contacts', element: <p>contacts page</p> },
  { path: '/contact-history/:id', element: <ContactHistory /> },
  { path: '/chat/*', element: <ChatLink /> },
];

describe('AreaRoutes', () => {
  it('picks the page matching the full path', () => {
    renderWithShell(<AreaRoutes pages={pages} />, { route: '/contacts' });
    expect(screen.getByText('contacts page')).toBeInTheDocument();
  });

  it('passes the path params', () => {
    renderWithShell(<AreaRoutes pages={pages} />, { route: '/contact-history/abc123' });
    expect(screen.getByText('history of abc123')).toBeInTheDocument();
  });

  it('matches splats', () => {
    renderWithShell(<AreaRoutes pages={pages} />, { route: '/chat/offline-message/77' });
    expect(screen.getByText('chat link offline-message/77')).toBeInTheDocument();
  });

  it('shows the not-found page otherwise (signed in: Go to Dashboard)', () => {
    renderWithShell(<AreaRoutes pages={pages} />, { route: '/contacts/extra' });
    expect(screen.getByText('OOPS... Page Not Found. Please check the URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('offers Go to Login when nobody is signed in', () => {
    renderWithShell(<AreaRoutes pages={pages} />, { route: '/nope', user: null });
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
  });
});
