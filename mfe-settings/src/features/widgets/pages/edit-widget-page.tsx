// Placeholder until this page is built in this issue; replaced by its feature's helper.
import { AreaNotBuilt } from 'shared-kernel/ui';

export default function EditWidgetPage() {
  return <AreaNotBuilt area="Edit Widget" />;
}
