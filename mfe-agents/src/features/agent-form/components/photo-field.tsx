// The agent's photo: the current or chosen picture, a file choice taking JPG/JPEG/PNG of 100 × 100 px
// (checked before anything is sent; the reason of a refusal shows under the field) and a remove button.
import { PhotoPicker } from 'shared-kernel/list-screens';
import type { PhotoChoice } from '../hooks/use-photo-choice';
import { PHOTO_ACCEPT } from '../lib/photo-check';
import { AGENT_FORM_TEXTS as T } from '../texts';

export function PhotoField({ name, photo, disabled }: { name: string; photo: PhotoChoice; disabled: boolean }) {
  return (
    <PhotoPicker
      layout="row"
      name={name}
      src={photo.src}
      alt={T.photoPreview(name)}
      hasPhoto={photo.hasPhoto}
      disabled={disabled}
      checking={photo.checking}
      accept={PHOTO_ACCEPT}
      onChoose={(file) => void photo.choose(file)}
      onRemove={photo.remove}
      texts={{ label: T.photo, choose: T.choosePhoto, remove: T.removePhoto, hint: T.photoHint }}
      error={photo.error}
    />
  );
}
