// Keeps this device's availability equal to the server's (spec 000 §4): on every (re)connect it asks
// with `user-online-status`, and each `user-online-status-is` for this user that differs from the
// stored state is applied with the 'updated by the admin or other user' notice. The echo of this
// tab's own toggle is left to the toggle, which applies it at 0.9 s.
import { useEffect, type RefObject } from 'react';
import { filter } from 'rxjs';
import { useEvent, useEventBus, usePlatform, useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';

export function useAvailabilitySync(ownToggleRunning: RefObject<boolean>): void {
  const { session } = usePlatform();
  const bus = useEventBus();
  const toast = useToast();

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
    if (ownToggleRunning.current || session.isOnline() === isOnline) return;
    session.setOnline(isOnline);
    toast.info(TEXTS.availability.changedElsewhere);
  });
}
