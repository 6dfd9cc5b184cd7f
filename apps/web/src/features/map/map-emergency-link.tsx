import { SAFETY_STATEMENT } from '@havhjaelp/common/app-info';
import { usePublicConfig } from '../../lib/public-config';
import { KEEP_CLEAR } from '../../lib/screen-box';

/** The map has no footer under it, so the emergency number the footer carries stays on the map. */
export function MapEmergencyLink() {
  const { emergencyPhone } = usePublicConfig();
  return (
    <a
      className="map-emergency"
      {...KEEP_CLEAR}
      href={`tel:${emergencyPhone.replace(/\s/g, '')}`}
      title={SAFETY_STATEMENT}
    >
      Nødopkald: {emergencyPhone}
    </a>
  );
}
