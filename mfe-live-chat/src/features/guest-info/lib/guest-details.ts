import type { Visitor } from 'shared-kernel/contracts';

export interface GuestContact {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export function contactOf(visitor: Visitor): GuestContact {
  return {
    firstName: visitor.firstName ?? '',
    lastName: visitor.lastName ?? '',
    email: visitor.email ?? '',
    // Older records carry the number as `phone`.
    phoneNumber: visitor.phoneNumber || visitor.phone || '',
  };
}

/** The pages the guest viewed, latest last; only http(s) addresses (anything else could be a script URL). */
export function pagesViewed(visitor: Visitor): string[] {
  return (visitor.visitorDetails?.viewing ?? []).filter(isHttpUrl);
}

export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}
