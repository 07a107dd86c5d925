// The MUI components of the signed-in console (layout, lists, dialogs, menus, tabs), one shared
// module fetched after sign-in; the sign-in screens' components are in 'shared-kernel/mui'.
// Dialog, Drawer, Menu and Select come when first opened (lazy-overlays.tsx).
export { Dialog, Drawer, Menu, Select } from './lazy-overlays';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Badge } from '@mui/material/Badge';
export { default as Breadcrumbs } from '@mui/material/Breadcrumbs';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as Chip } from '@mui/material/Chip';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as ListSubheader } from '@mui/material/ListSubheader';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Switch } from '@mui/material/Switch';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Tooltip } from '@mui/material/Tooltip';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
