import { render, screen } from '@testing-library/react';
import { dayLabel, fullTime, shortTime } from '../message-time';
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

describe('Message times', () => {
  it('formats a timestamp as the day, the full time and the short time, and a bad one as nothing', () => {
    const iso = '2026-03-01T10:05:00.000Z';
    const date = new Date(iso);
    expect(dayLabel(iso)).toBe(date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }));
    expect(fullTime(iso)).toBe(date.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'medium' }));
    expect(shortTime(iso)).toBe(date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }));
    for (const format of [dayLabel, fullTime, shortTime]) expect(format('not a date')).toBe('');
  });
});
