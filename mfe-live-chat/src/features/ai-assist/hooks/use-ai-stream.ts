// One AI assist request at a time: started over the console's socket, its text followed as it streams
// (`ai-assist` events of its id), stopped on demand or when the component goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiRequestKind, AiRewriteStyle } from 'shared-kernel/ai-assist';
import { errorMessage } from 'shared-kernel/http';
import { useEvent, useEventBus, useToast } from 'shared-kernel/platform';
import { AI_TEXTS as T } from '../texts';

export interface AiStreamState {
  running: boolean;
  /** The text so far (the whole answer once done). */
  text: string;
}

export interface AiAsk {
  chatId: string;
  kind: AiRequestKind;
  draft?: string;
  style?: AiRewriteStyle;
}

/**
 * `onText` hears the text so far as it grows; `onDone` the whole answer. An error is shown as a red toast
 * (one line with what to do); a stopped request ends quietly with what had come.
 */
export function useAiStream({ onText, onDone }: { onText?: (text: string) => void; onDone?: (text: string) => void } = {}) {
  const bus = useEventBus();
  const toast = useToast();
  const [state, setState] = useState<AiStreamState>({ running: false, text: '' });
  const current = useRef<string | null>(null);
  const text = useRef('');

  const finish = useCallback(() => {
    current.current = null;
    setState((old) => ({ ...old, running: false }));
  }, []);

  useEvent('ai-assist', (event) => {
    if (event.requestId !== current.current) return;
    if (event.chunk !== undefined) {
      text.current += event.chunk;
      setState({ running: true, text: text.current });
      onText?.(text.current);
      return;
    }
    if (event.done !== undefined) {
      text.current = event.done;
      setState({ running: false, text: event.done });
      onText?.(event.done);
      onDone?.(event.done);
    } else if (event.error) toast.error(event.error);
    finish();
  });

  const stop = useCallback(() => {
    const requestId = current.current;
    if (!requestId) return;
    bus.emit('ai-assist-stop', { requestId });
    finish();
  }, [bus, finish]);

  const start = useCallback(
    async (ask: AiAsk) => {
      if (current.current) bus.emit('ai-assist-stop', { requestId: current.current });
      const requestId = globalThis.crypto?.randomUUID?.() ?? `ai-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      current.current = requestId;
      text.current = '';
      setState({ running: true, text: '' });
      try {
        const ack = await bus.emitWithAck('ai-assist-request', { requestId, ...ask });
        if (ack.ok || current.current !== requestId) return;
        toast.error(ack.message ?? T.failed);
      } catch (err) {
        if (current.current !== requestId) return;
        toast.error(errorMessage(err, T.failed));
      }
      finish();
    },
    [bus, toast, finish],
  );

  // A request outliving its component would stream into nothing: stopped.
  useEffect(() => () => {
    if (current.current) bus.emit('ai-assist-stop', { requestId: current.current });
  }, [bus]);

  return { ...state, start, stop };
}
