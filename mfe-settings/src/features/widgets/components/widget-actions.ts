import type { Widget } from 'shared-kernel/contracts';

/** What a row or card can do with its widget (spec 001 §2: Copy, Script, Edit, Delete). */
export interface WidgetActions {
  copy(widget: Widget): void;
  script(widget: Widget): void;
  edit(widget: Widget): void;
  remove(widget: Widget): void;
}
