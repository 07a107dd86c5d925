import { open } from 'maxmind';
import { locateIp, NO_LOCATION } from '../src/visitors/geo-location';

// The real reader, counted: the data files must be opened once per process, and only when needed.
jest.mock('maxmind', () => {
  const actual = jest.requireActual('maxmind');
  return { ...actual, open: jest.fn(actual.open) };
});
const opened = open as jest.MockedFunction<typeof open>;

describe('locateIp', () => {
  it('answers empty fields for loopback, private and malformed addresses without opening the data', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '172.20.1.1', 'fe80::1', '', 'not-an-ip', '999.1.1.1']) {
      expect(await locateIp(ip)).toEqual(NO_LOCATION);
    }
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens both files once, on the first public address, however many lookups run at the same time', async () => {
    await Promise.all(['81.2.69.160', '8.8.4.4', '2a02:c7c:ffff::1', '1.1.1.1'].map((ip) => locateIp(ip)));
    expect(opened).toHaveBeenCalledTimes(2);
    expect(opened.mock.calls.map(([file]) => file)).toEqual([
      expect.stringMatching(/geolite2-city-ipv4\.mmdb$/),
      expect.stringMatching(/geolite2-city-ipv6\.mmdb$/),
    ]);
  });

  it('places a public IPv4 address with city, region, country name and flag code', async () => {
    expect(await locateIp('81.2.69.160')).toEqual({ city: 'Bracknell', region: 'England', country: 'United Kingdom', flag: 'GB' });
  });

  it('places IPv6 and IPv4-mapped IPv6 addresses', async () => {
    expect(await locateIp('2a02:c7c:ffff::1')).toMatchObject({ country: 'United Kingdom', flag: 'GB' });
    expect(await locateIp('::ffff:81.2.69.160')).toMatchObject({ city: 'Bracknell', flag: 'GB' });
  });

  it('names the country of an address placed only to its country', async () => {
    expect(await locateIp('8.8.8.8')).toEqual({ city: '', region: '', country: 'United States', flag: 'US' });
  });

  it('never throws, even for an address the data has no record of', async () => {
    await expect(locateIp('0.1.2.3')).resolves.toEqual(NO_LOCATION);
    await expect(locateIp('2001:db8::1')).resolves.toEqual(NO_LOCATION);
  });
});
