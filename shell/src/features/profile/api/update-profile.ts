import type { ApiClient } from 'shared-kernel/http';

export interface ProfileValues {
  fullName: string;
  jobTitle: string;
  userBio: string;
}

export interface PhotoChange {
  /** A new photo to upload. */
  file: File | null;
  /** Drop the stored photo. */
  remove: boolean;
}

/** PATCH /user-info/update-profile as multipart: the text fields plus an optional photo or removal. */
export function updateProfile(api: ApiClient, values: ProfileValues, photo: PhotoChange) {
  const body = new FormData();
  body.append('fullName', values.fullName.trim());
  body.append('jobTitle', values.jobTitle.trim());
  body.append('userBio', values.userBio.trim());
  if (photo.file) body.append('profilePhoto', photo.file, photo.file.name);
  else if (photo.remove) body.append('removePhoto', 'true');
  return api.call('updateProfile', body);
}
