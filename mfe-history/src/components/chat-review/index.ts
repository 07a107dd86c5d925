// What the chat review screens share: Conversation History and Unattended Chats are built from these.
export { REVIEW_TEXTS } from './texts';
export { ChatBoxList, type ChatBoxListProps } from './chat-box-list';
export { ChatDetailPane } from './chat-detail-pane';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { ReviewLayout, type ReviewLayoutProps } from './review-layout';
export { useChatReview, type ChatReview, type PageFetcher, type ReviewMode } from './use-chat-review';
export { useChatDetail, type ChatDetail, type ChatFetcher, type ChatDetailTexts } from './use-chat-detail';
export { useFilterOptions, type FilterOptions } from './use-filter-options';
export { NO_FILTERS, filterQuery, matchesFilters, type ReviewFilters, type ReviewOrder } from './review-filters';
export { isHistoryEventForUser, isUnattendedEventForUser } from './live-rules';
export { asChat } from './chat-facts';
export { ReviewScreen, type ReviewScreenProps } from './review-screen';
export { carriesConversation } from './use-chat-detail';
