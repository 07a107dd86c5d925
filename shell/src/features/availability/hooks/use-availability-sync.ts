// Keeps this device's availability equal to the server's (spec 000 §4): on every (re)connect it asks
// with `user-online-status`, and each `user-online-status-is` for this user that differs from the
// stored state is applied with the 'updated by the admin or other user' notice. Events that arrive
// while this tab's own toggle runs are held: the last one is settled once the toggle applied its
// answer, so a change from elsewhere in that second is not lost and our own echo stays silent.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { filter } from 'shared-kernel/reactive';
import { useEvent, useEventBus, usePlatform, useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';

export function useAvailabilitySync(ownToggleRunning: RefObject<boolean>): { settleHeld: () => void } {
  const { session } = usePlatform();
  const bus = useEventBus();
  const toast = useToast();
  const held = useRef<boolean | null>(null);

  const apply = useCallback(
    (isOnline: boolean) => {
      if (session.isOnline() === isOnline) return;
      session.setOnline(isOnline);
      toast.info(TEXTS.availability.changedElsewhere);
    },
    [session, toast],
  );

  useEffect(() => {
    const subscription = bus.connection$.pipe(filter((state) => state === 'connected')).subscribe(() => {
      const user = session.getUser();
      if (user) bus.emit('user-online-status', { userId: user._id });
    });
    return () => subscription.unsubscribe();
  }, [bus, session]);

  useEvent('user-online-status-is', ({ userId, isOnline }) => {
    const user = session.getUser();
    if (!user || (userId !== user._id && userId !== user.userId)) return;
    if (ownToggleRunning.current) held.current = isOnline;
    else apply(isOnline);
  });

  const settleHeld = useCallback(() => {
    const last = held.current;
    held.current = null;
    if (last !== null) apply(last);
  }, [apply]);

  return { settleHeld };
}
