// Photo of My Account: the current or chosen picture, an upload control taking JPG/PNG only and a
// remove button. A refused file is announced with the server's own wording.
import { PhotoPicker as KitPhotoPicker } from 'shared-kernel/list-screens';
import { useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { PHOTO_ACCEPT, isAcceptedPhoto } from '../lib/photo-file';

const T = TEXTS.profile;

interface PhotoPickerProps {
  name: string;
  src: string | null;
  hasPhoto: boolean;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

export function PhotoPicker({ name, src, hasPhoto, disabled, onChoose, onRemove }: PhotoPickerProps) {
  const toast = useToast();
  const choose = (file: File) => {
    if (isAcceptedPhoto(file)) onChoose(file);
    else toast.error(T.photoRefused);
  };
  return (
    <KitPhotoPicker
      layout="column"
      name={name}
      src={src}
      alt={name}
      hasPhoto={hasPhoto}
      disabled={disabled}
      accept={PHOTO_ACCEPT}
      onChoose={choose}
      onRemove={onRemove}
      texts={{ label: T.photo, choose: T.upload, remove: T.remove, hint: T.photoHint }}
    />
  );
}
