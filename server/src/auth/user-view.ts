import type { Department, User, UserInfo, UserRole } from 'shared-kernel/contracts';
import type { UserRow } from '../db/schema';

/** Flags derived from the stored role (plan: role mapping). */
export function roleFlags(row: Pick<UserRow, 'role'>): { userRole: UserRole; isAdmin: boolean; isClient: boolean; isAgent: boolean } {
  const isAdmin = row.role === 'admin';
  const isClient = row.role === 'client' || row.role === 'co_client';
  return { userRole: row.role, isAdmin, isClient, isAgent: !isAdmin && !isClient };
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    userId: row.id,
    fullName: row.fullName,
    jobTitle: row.jobTitle,
    userBio: row.userBio,
    phoneNumber: row.phoneNumber,
    profilePhoto: row.profilePhoto ? { fileName: row.profilePhoto } : null,
    chatLimit: row.chatLimit,
    language: row.language,
  };
}

/** The User entity of the contracts, as sign-in answers it. */
export function toUser(row: UserRow, departments: Department[]): User {
  return {
    _id: row.id,
    userId: row.id,
    clientId: row.clientId,
    email: row.email,
    fullName: row.fullName,
    jobTitle: row.jobTitle,
    userBio: row.userBio,
    phoneNumber: row.phoneNumber,
    profilePhoto: row.profilePhoto ? { fileName: row.profilePhoto } : null,
    language: row.language,
    ...roleFlags(row),
    isOnline: row.isOnline,
    status: row.status,
    departments,
  };
}
