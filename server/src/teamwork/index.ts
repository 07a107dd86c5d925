// The teamwork module's face: what other modules may use of it; every other file is private to it.
export { registerTeamworkHandlers } from './teamwork-handlers';
export { listenForAcceptsAfterTransfer } from './teamwork-listeners';
export { registerTeamworkRoutes } from './teamwork-routes';
export { activityOf, notesOf } from './teamwork-store';
export { toChatActivity, toChatNote } from './teamwork-view';
