// The ratings module's face: what other modules may use of it; every other file is private to it.
export { agentTookPart, toChatRating } from './rating-view';
export { RATING_EVENTS } from './rating-visitor-handler';
