import { render, screen } from '@testing-library/react';
import { GuestFlag } from '../guest-flag';
import { flagOf, locationOf } from '../guest-place';

describe('Where a guest is', () => {
  it('reads a 2-letter flag as a country code and an http one as an image', () => {
    expect(flagOf('de')).toEqual({ kind: 'emoji', value: '🇩🇪' });
    expect(flagOf('https://flags.example/de.png')).toEqual({ kind: 'image', src: 'https://flags.example/de.png' });
    expect(flagOf('javascript:alert(1)')).toBeNull();
    render(<GuestFlag flag="fr" country="France" />);
    expect(screen.getByRole('img', { name: 'France' })).toHaveTextContent('🇫🇷');
  });

  it('joins the known parts of the location', () => {
    expect(locationOf({ city: 'Lyon', region: '', country: 'France' })).toBe('Lyon, France');
    expect(locationOf({ country: 'France' })).toBe('France');
  });
});
