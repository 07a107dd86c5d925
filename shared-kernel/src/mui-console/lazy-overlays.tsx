// Dialog, Drawer, Menu and Select with MUI's own props and types, fetched when one is first open (a
// Select when first shown): nothing is downloaded for a dialog nobody opens.
import { lazy, Suspense, useRef, type ComponentType } from 'react';
import type * as Overlays from './overlays';

type OverlayModule = typeof Overlays;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each overlay keeps its own MUI props type
type AnyProps = Record<string, any>;

let loaded: OverlayModule | undefined;
let loading: Promise<OverlayModule> | undefined;

/** Fetches the overlays once. Tests await it, so overlays then render at once, as MUI's do. */
export function preloadOverlays(): Promise<OverlayModule> {
  loading ??= import('./overlays').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** Open, or kept in the page while closed: what makes MUI render a modal at all. */
export const isShown = (props: AnyProps): boolean =>
  Boolean(props.open || props.keepMounted || props.ModalProps?.keepMounted || props.slotProps?.root?.keepMounted);

/**
 * `name` as a component that renders nothing until `shown(props)`, then fetches the overlays and
 * renders MUI's component (nothing meanwhile: an overlay that opens 50 ms later looks the same).
 */
function lazyOverlay<K extends keyof OverlayModule>(name: K, shown: (props: AnyProps) => boolean): OverlayModule[K] {
  const Lazy = lazy(() => preloadOverlays().then((module) => ({ default: module[name] as ComponentType<AnyProps> })));
  function LazyOverlay(props: AnyProps) {
    // Once rendered through Suspense, stay there: switching to the loaded component would remount it.
    const suspended = useRef(false);
    const Loaded = loaded?.[name] as ComponentType<AnyProps> | undefined;
    if (Loaded && !suspended.current) return <Loaded {...props} />;
    if (!suspended.current && !shown(props)) return null;
    suspended.current = true;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyOverlay.displayName = `Lazy${name}`;
  return LazyOverlay as unknown as OverlayModule[K];
}

export const Dialog = lazyOverlay('Dialog', isShown);
export const Drawer = lazyOverlay('Drawer', (props) => props.variant === 'permanent' || props.variant === 'persistent' || isShown(props));
export const Menu = lazyOverlay('Menu', isShown);
/** A Select is on screen as soon as it renders: it comes with its first use. */
export const Select = lazyOverlay('Select', () => true);
