// What the Domains page hands to Add Domain and to the editor through navigation state (spec 001 §2).
import type { Widget } from 'shared-kernel/contracts';
import type { WidgetSettingsCopy } from './widget-form';

export interface CreateWidgetState {
  copy: WidgetSettingsCopy;
  /** The copied widget's name, to say where the settings came from. */
  copiedFrom: string;
}

export interface EditWidgetState {
  widget: Widget;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The copied settings, when the state carries them (anything else: a plain Add Domain). */
export function readCreateState(state: unknown): CreateWidgetState | null {
  if (!isObject(state) || !isObject(state.copy) || typeof state.copiedFrom !== 'string') return null;
  return state as unknown as CreateWidgetState;
}

/** The widget to edit; a state without one (a typed URL, a reload elsewhere) means none. */
export function readEditState(state: unknown): EditWidgetState | null {
  if (!isObject(state) || !isObject(state.widget)) return null;
  const widget = state.widget;
  if (typeof widget._id !== 'string' || typeof widget.pluginId !== 'string') return null;
  return state as unknown as EditWidgetState;
}
