import { CONTRACT_VERSION, isContractCompatible, parseContractVersion } from '../contract-version';

describe('contract version', () => {
  it('is a major.minor', () => {
    expect(parseContractVersion(CONTRACT_VERSION)).not.toBeNull();
  });

  it('accepts a remote of the same major built against the same or an older minor', () => {
    expect(isContractCompatible('2.3', '2.3')).toBe(true);
    expect(isContractCompatible('2.1', '2.3')).toBe(true);
  });

  it('refuses a remote that needs a newer minor or another major', () => {
    expect(isContractCompatible('2.4', '2.3')).toBe(false);
    expect(isContractCompatible('3.0', '2.3')).toBe(false);
    expect(isContractCompatible('1.9', '2.3')).toBe(false);
  });

  it('refuses what is not a major.minor', () => {
    expect(isContractCompatible('2', '2.3')).toBe(false);
    expect(isContractCompatible('2.3.1', '2.3')).toBe(false);
  });
});
