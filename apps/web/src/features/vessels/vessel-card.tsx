import { descriptionPreview } from '@havhjaelp/common/vessel-display';
import { VESSEL_TYPE_LABELS, type Vessel } from '@havhjaelp/common/vessels';
import { Link } from 'react-router';
import { vesselPath } from './vessel-path';
import { withUnit } from './vessel-format';
import { VesselImage } from './vessel-image';

/** One vessel of the list: image, name, type, owner, length, year, home port, description. */
export function VesselCard({ vessel }: { vessel: Vessel }) {
  const facts = [
    ['Ejer', vessel.owner_username],
    ['Længde', withUnit(vessel.length, 'm')],
    ['Byggeår', vessel.vessel_year === null ? undefined : String(vessel.vessel_year)],
    ['Hjemhavn', vessel.home_port || undefined],
  ] as const;
  return (
    <li className="card vessel-card">
      <VesselImage src={vessel.vessel_image_src} alt={`Billede af ${vessel.name}`} />
      <div className="vessel-card-body">
        <h2 className="vessel-card-title">
          <Link to={vesselPath(vessel.id)}>{vessel.name}</Link>
        </h2>
        <span className="vessel-type-badge">{VESSEL_TYPE_LABELS[vessel.vessel_type]}</span>
        <dl className="vessel-facts">
          {facts.map(([label, value]) =>
            value ? (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {vessel.description && (
          <p className="vessel-card-description">{descriptionPreview(vessel.description)}</p>
        )}
      </div>
    </li>
  );
}
