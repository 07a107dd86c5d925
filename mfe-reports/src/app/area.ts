// This remote's entry of the shared AREAS table: the paths it owns and its title.
import { areaOf, type AreaPathOf } from 'shared-kernel/contracts';

export type AreaPath = AreaPathOf<'mfe_reports'>;
export const AREA = areaOf('mfe_reports');
