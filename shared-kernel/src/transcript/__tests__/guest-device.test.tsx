import { render, screen } from '@testing-library/react';
import { GuestDeviceIcons } from '../guest-device';
import { GuestFlag } from '../guest-flag';
import { flagOf, locationOf } from '../guest-place';
import { TRANSCRIPT_TEXTS as T } from '../texts';

describe('Guest card pieces', () => {
  it('names the browser and operating system icons for screen readers', () => {
    render(<GuestDeviceIcons browser="Chrome" operatingSystem="Windows" />);
    expect(screen.getByRole('img', { name: T.browser('Chrome') })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.operatingSystem('Windows') })).toBeInTheDocument();
  });

  it('says unknown when the guest sent no user agent', () => {
    render(<GuestDeviceIcons browser="" operatingSystem={null} />);
    expect(screen.getByRole('img', { name: T.browser(T.unknown) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.operatingSystem(T.unknown) })).toBeInTheDocument();
  });

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
