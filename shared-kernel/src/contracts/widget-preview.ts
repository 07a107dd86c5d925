// The live preview of the widget editor: the console frames the real widget in preview mode and posts it
// the unsaved settings, so what the owner sees is what guests get.
import type { WidgetPublicConfig } from './visitor-events';

/** The preview page, served beside widget.js (same origin as the console in the reference server). */
export const WIDGET_PREVIEW_PATH = '/widget/preview.html';

/** The frame → console: it is ready for (or asks again for) the settings. */
export const WIDGET_PREVIEW_READY = 'live-chat-widget-preview:ready';
/** The console → frame: the settings to show. */
export const WIDGET_PREVIEW_SETTINGS = 'live-chat-widget-preview:settings';

export interface WidgetPreviewReady {
  type: typeof WIDGET_PREVIEW_READY;
}

export interface WidgetPreviewSettings {
  type: typeof WIDGET_PREVIEW_SETTINGS;
  config: WidgetPublicConfig;
  /** The Online or the Offline tab. */
  online: boolean;
}
