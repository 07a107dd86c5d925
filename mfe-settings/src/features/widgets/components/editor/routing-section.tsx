// How the widget's new chats reach agents (issue 27): offered to all or assigned, the queue's limits and
// when supervisors hear of a waiting guest. Used by the editor and by Add Domain.
import { TextField, Typography } from 'shared-kernel/mui';
import { FormControl, FormControlLabel } from 'shared-kernel/mui-console';
import { FormLabel, Radio, RadioGroup } from 'shared-kernel/mui-data';
import { memo, useId } from 'react';
import type { RoutingMode } from 'shared-kernel/contracts';
import { ROUTING_BOUNDS } from 'shared-kernel/queue';
import { routingKey, type RoutingDraft } from '../../lib/routing-form';
import { WIDGET_TEXTS as T } from '../../texts';
import { Section } from './section';

type NumberField = Exclude<keyof RoutingDraft, 'mode'>;

export interface RoutingSectionProps {
  values: RoutingDraft;
  /** Messages by the form's keys ('routing.maxQueueLength'). */
  errors: Partial<Record<string, string>>;
  onChange: (field: keyof RoutingDraft, value: string) => void;
}

// The browser's own range checks are off (noValidate): min and max only guide the spin buttons.
const LIMITS: Record<NumberField, { min: number; max: number }> = {
  acceptWindowSeconds: ROUTING_BOUNDS.acceptWindowSeconds,
  maxQueueLength: ROUTING_BOUNDS.maxQueueLength,
  maxQueueWaitMinutes: { min: ROUTING_BOUNDS.maxQueueWaitSeconds.min / 60, max: ROUTING_BOUNDS.maxQueueWaitSeconds.max / 60 },
  escalatePendingAfterSeconds: ROUTING_BOUNDS.escalatePendingAfterSeconds,
  escalateReplyAfterSeconds: ROUTING_BOUNDS.escalateReplyAfterSeconds,
};

/** Memoised: typing elsewhere in the editor does not redraw these fields (values.routing keeps its identity). */
export const RoutingSection = memo(function RoutingSection({ values, errors, onChange }: RoutingSectionProps) {
  const modeId = useId();
  const number = (field: NumberField, label: string, help: string) => {
    const error = errors[routingKey(field)];
    return (
      <TextField
        id={`widget-routing-${field}`}
        label={label}
        type="number"
        value={values[field]}
        fullWidth
        error={Boolean(error)}
        helperText={error || help}
        slotProps={{ htmlInput: { ...LIMITS[field], step: 1, inputMode: 'numeric' } }}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  };
  return (
    <Section title={T.routing}>
      <FormControl>
        <FormLabel id={modeId}>{T.routingMode}</FormLabel>
        <RadioGroup aria-labelledby={modeId} value={values.mode} onChange={(event) => onChange('mode', event.target.value as RoutingMode)}>
          {(Object.keys(T.routingModes) as RoutingMode[]).map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={T.routingModes[mode]} />
          ))}
        </RadioGroup>
      </FormControl>
      {values.mode === 'auto' && number('acceptWindowSeconds', T.acceptWindow, T.acceptWindowHelp)}
      {number('maxQueueLength', T.longestQueue, T.longestQueueHelp)}
      {number('maxQueueWaitMinutes', T.longestWait, T.longestWaitHelp)}
      <Typography variant="body2" color="text.secondary">
        {T.routingHelp}
      </Typography>
      {number('escalatePendingAfterSeconds', T.escalatePending, T.escalatePendingHelp)}
      {number('escalateReplyAfterSeconds', T.escalateReply, T.escalateReplyHelp)}
    </Section>
  );
});
