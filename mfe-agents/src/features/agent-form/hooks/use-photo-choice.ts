// The photo being chosen in the agent form: a checked file (previewed through an object URL), or the
// removal of the stored photo, and the message of the last refused file.
import { useRef, useState } from 'react';
import { profilePhotoUrl, type ProfilePhoto } from 'shared-kernel/contracts';
import { useObjectUrl } from 'shared-kernel/ui';
import type { PhotoChange } from '../lib/agent-payload';
import { checkPhoto } from '../lib/photo-check';

export interface PhotoChoice {
  change: PhotoChange;
  /** What the preview shows now (null: initials). */
  src: string | null;
  hasPhoto: boolean;
  /** Why the last chosen file was refused. */
  error: string | null;
  checking: boolean;
  choose: (file: File) => Promise<void>;
  remove: () => void;
}

export function usePhotoChoice(stored: ProfilePhoto | null | undefined): PhotoChoice {
  const [change, setChange] = useState<PhotoChange>({ file: null, remove: false });
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Only the newest choice counts when files are chosen faster than they are checked.
  const latest = useRef(0);

  const preview = useObjectUrl(change.file);

  const choose = async (file: File) => {
    const attempt = ++latest.current;
    setChecking(true);
    const refused = await checkPhoto(file);
    if (attempt !== latest.current) return;
    setChecking(false);
    setError(refused);
    if (!refused) setChange({ file, remove: false });
  };

  const remove = () => {
    latest.current += 1;
    setChecking(false);
    setError(null);
    setChange({ file: null, remove: Boolean(stored?.fileName) });
  };

  const storedUrl = change.remove ? null : profilePhotoUrl(stored);
  return {
    change,
    src: change.file ? preview : storedUrl,
    hasPhoto: Boolean(change.file) || Boolean(storedUrl),
    error,
    checking,
    choose,
    remove,
  };
}
