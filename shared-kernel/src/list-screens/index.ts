// The pieces every list screen of the remotes is made of, written once: the page frame with its title and
// count, a toolbar with search and an add button, the loading / failed / empty / table-or-cards body, the
// cards of narrow screens, the actions of a row (buttons or a three-dot menu), the delete confirmation,
// the form dialog and the photo picker. One shared module that the list and settings screens fetch; never
// on the login screen nor the dashboard's first screen.
export { ListPage, ListHeading, ListCount, type ListPageProps, type ListHeadingProps, type ListCountProps } from './list-page';
export { ListToolbar, SearchField, AddButton, type ListToolbarProps, type SearchFieldProps, type AddButtonProps } from './list-toolbar';
export { ListStates, type ListStatesProps } from './list-states';
export { CardList, type CardListProps } from './card-list';
export { EditDeleteActions, type EditDeleteActionsProps } from './edit-delete-actions';
export { ActionsMenu, type ActionsMenuProps, type MenuAction } from './actions-menu';
export { DeleteRecordDialog, type DeleteRecordDialogProps, type DeleteRecordTexts } from './delete-record-dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { PhotoPicker, type PhotoPickerProps } from './photo-picker';
