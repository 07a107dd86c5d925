// MUI's Tooltip with its props and behaviour, fetched (with popper.js, the biggest part of it) the
// first time a pointer or the focus reaches its element. Until then the element carries the title as
// its accessible name (or description), as MUI would set it. When the tooltip arrives it opens if the
// pointer or focus is still there, and the focus is put back on the element it re-creates.
import { cloneElement, useCallback, useLayoutEffect, useRef, useState, type Ref, type SyntheticEvent } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { loadedOverlays, preloadOverlays } from './lazy-overlays';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the child's own props, whatever they are
type AnyProps = Record<string, any>;
type Handler = ((event: SyntheticEvent) => void) | undefined;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function Tooltip(props: TooltipProps) {
  const { children, title, describeChild, open: openProp, onOpen, onClose } = props;
  const [Loaded, setLoaded] = useState(() => loadedOverlays()?.Tooltip);
  const [open, setOpen] = useState(false);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const childProps = children.props as AnyProps;
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      assignRef(childRef, element);
    },
    [childRef],
  );

  useLayoutEffect(() => {
    if (!Loaded || !refocus.current) return;
    refocus.current = false;
    node.current?.focus();
  }, [Loaded]);

  if (Loaded) {
    return (
      <Loaded
        {...props}
        open={openProp ?? open}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          onClose?.(event);
        }}
      >
        {cloneElement(children, { ref } as AnyProps)}
      </Loaded>
    );
  }

  const reach = (handler: Handler) => (event: SyntheticEvent) => {
    handler?.(event);
    setOpen(true);
    void preloadOverlays().then((module) => {
      refocus.current = node.current !== null && node.current === document.activeElement;
      setLoaded(() => module.Tooltip);
    });
  };
  const leave = (handler: Handler) => (event: SyntheticEvent) => {
    handler?.(event);
    setOpen(false);
  };
  const text = typeof title === 'string' && title !== '' ? title : undefined;
  const name = describeChild ? { title: childProps.title ?? text } : { 'aria-label': childProps['aria-label'] ?? text };
  return cloneElement(children, {
    ...name,
    ref,
    onMouseOver: reach(childProps.onMouseOver),
    onFocus: reach(childProps.onFocus),
    onTouchStart: reach(childProps.onTouchStart),
    onMouseLeave: leave(childProps.onMouseLeave),
    onBlur: leave(childProps.onBlur),
  } as AnyProps);
}
