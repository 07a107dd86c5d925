// The photo being edited: a chosen file (previewed through an object URL) or a removal of the stored one.
import { useState } from 'react';
import { profilePhotoUrl, type ProfilePhoto } from 'shared-kernel/contracts';
import { useObjectUrl } from 'shared-kernel/ui';
import type { PhotoChange } from '../api/update-profile';

export function usePhotoChoice(stored: ProfilePhoto | null | undefined) {
  const [change, setChange] = useState<PhotoChange>({ file: null, remove: false });

  const preview = useObjectUrl(change.file);

  const shown = change.file ? preview : change.remove ? null : profilePhotoUrl(stored);
  return {
    change,
    /** What the avatar shows now (null: initials). */
    src: shown,
    hasPhoto: Boolean(change.file) || (!change.remove && Boolean(stored?.fileName)),
    changed: Boolean(change.file) || change.remove,
    choose: (file: File) => setChange({ file, remove: false }),
    remove: () => setChange({ file: null, remove: true }),
    reset: () => setChange({ file: null, remove: false }),
  };
}
