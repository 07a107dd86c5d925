// Async boundary: shared modules are negotiated before the standalone harness starts.
import('./bootstrap');

export {};
