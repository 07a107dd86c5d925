// This remote's entry of the shared AREAS table: the paths it owns and its title.
import { AREAS } from 'shared-kernel/contracts';

type Area = Extract<(typeof AREAS)[number], { remote: 'mfe_settings' }>;
export type AreaPath = Area['paths'][number];

function findArea(): Area {
  const area = AREAS.find((candidate): candidate is Area => candidate.remote === 'mfe_settings');
  if (!area) throw new Error('AREAS has no mfe_settings entry');
  return area;
}

export const AREA = findArea();
