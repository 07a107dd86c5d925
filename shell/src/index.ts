// Async boundary: shared modules (React, MUI, the kernel) are negotiated before bootstrap runs.
import('./bootstrap');

export {};
