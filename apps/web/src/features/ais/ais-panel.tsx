import './ais.css';
import { useAisSnapshot } from './ais-client';
import { shipCountText } from './ship-format';
import { ShipSearch } from './ship-search';

/** Under the AIS toggle while it is on: how many ships are known, and the ship search. */
export function AisPanel({ onChoose }: { onChoose: (mmsi: number) => void }) {
  const { shipCount } = useAisSnapshot();
  return (
    <div className="ais-panel" role="group" aria-label="Skibstrafik">
      <p className="ais-count">{shipCountText(shipCount)}</p>
      <ShipSearch onChoose={onChoose} />
    </div>
  );
}
