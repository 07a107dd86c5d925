// Shapes shared by several entities.

/** Pagination meta of paged lists (spec 001 §3). */
export interface PaginationMeta {
  hasNextPage: boolean;
  itemCount: number;
  /** Page served (1-based); extra to the spec, handy for "load more". */
  page?: number;
  take?: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
}

/** Query of the paged list calls: `?take=15&page={n}&order=DESC`. */
export interface PageQuery {
  take: number;
  page: number;
  order: 'DESC' | 'ASC';
}

/** Days of widget slots and agent shifts, Monday first (spec 001 §9). */
export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const DAYS: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export interface ProfilePhoto {
  fileName: string;
}

/** A department as referenced from users, agents and visitors. */
export interface Department {
  _id: string;
  title: string;
}

/** Body of the answers the spec judges by a code ("success code 200"). */
export interface StatusAnswer {
  statusCode: number;
  message: string;
}

/** Body of every HTTP error answer (plan: `{ statusCode, message }`). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
}

/** Where the server serves uploaded profile photos (public: an <img> sends no bearer token). */
export const PROFILE_PHOTO_PATH = '/api/files/profile-photos';

/** The URL of a stored profile photo, or null when there is none. */
export function profilePhotoUrl(photo: ProfilePhoto | null | undefined): string | null {
  return photo?.fileName ? `${PROFILE_PHOTO_PATH}/${encodeURIComponent(photo.fileName)}` : null;
}
