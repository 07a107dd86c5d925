// Placeholder until this page is built in this issue; replaced by its feature's helper.
import { AreaNotBuilt } from 'shared-kernel/ui';

export default function AutoMessageFormPage({ mode }: { mode: 'create' | 'edit' }) {
  return <AreaNotBuilt area={mode === 'create' ? 'Create Auto Message' : 'Edit Auto Message'} />;
}
