// The overlay components: downloaded the first time one opens (lazy-overlays.tsx), not with the
// console's first screen. Together with what they share (Modal, focus trap, Popover) they are a fifth
// of the console's MUI. Tooltip stays with the console: swapping a tooltip in under the pointer would
// re-create its element between a press and its release, and lose the click.
export { default as Dialog } from '@mui/material/Dialog';
export { default as Drawer } from '@mui/material/Drawer';
export { default as Menu } from '@mui/material/Menu';
export { default as Select } from '@mui/material/Select';
