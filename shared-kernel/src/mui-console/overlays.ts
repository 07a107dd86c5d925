// The overlay components: downloaded the first time one opens (lazy-overlays.tsx), not with the
// console's first screen. Together with what they share (Modal, focus trap, Popper) they are a
// quarter of the console's MUI.
export { default as Dialog } from '@mui/material/Dialog';
export { default as Drawer } from '@mui/material/Drawer';
export { default as Menu } from '@mui/material/Menu';
export { default as Select } from '@mui/material/Select';
export { default as Tooltip } from '@mui/material/Tooltip';
