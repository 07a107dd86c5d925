// The profile module's face: what other modules may use of it; every other file is private to it.
export { PHOTO_MESSAGE, deleteProfilePhoto, photoKind, photoUrl, saveProfilePhoto } from './photo-files';
export { readProfileForm } from './profile-form';
export { registerProfilePhotoRoute } from './profile-photo-route';
export { registerLanguageRoute } from './language-route';
