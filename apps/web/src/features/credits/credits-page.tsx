import credits from 'virtual:credits';
import { Page } from '../../components/ui/page';
import { useSupport } from '../support';
import './credits.css';

const DATA_SOURCES = [
  {
    name: 'OpenStreetMap',
    use: 'Baggrundskort',
    license: 'Open Database License (ODbL); kortdata © OpenStreetMap-bidragydere',
    url: 'https://www.openstreetmap.org/copyright',
  },
  {
    name: 'OpenSeaMap',
    use: 'Søkortlag med fyr, bøjer og afmærkninger',
    license: 'CC BY-SA 2.0; © OpenSeaMap-bidragydere',
    url: 'https://www.openseamap.org/',
  },
  {
    name: 'Open-Meteo',
    use: 'Havvejr og vejrudsigt',
    license: 'CC BY 4.0; vejrdata fra Open-Meteo.com',
    url: 'https://open-meteo.com/',
  },
  {
    name: 'aisstream.io',
    use: 'AIS-skibstrafik i realtid (når den er slået til)',
    license: 'Efter aisstream.io’s vilkår',
    url: 'https://aisstream.io/',
  },
] as const;

export function CreditsPage() {
  const { openSupport } = useSupport();
  return (
    <Page
      title="Open source og datakilder"
      lead="Havhjælp er bygget på fri software og åbne data. Tak til alle, der bidrager."
    >
      <h2>Datakilder</h2>
      <ul className="card-list">
        {DATA_SOURCES.map((source) => (
          <li key={source.name} className="card">
            <h3>
              <a href={source.url} rel="noopener noreferrer" target="_blank">
                {source.name}
              </a>
            </h3>
            <p>{source.use}</p>
            <p className="muted">{source.license}</p>
          </li>
        ))}
      </ul>

      <h2>Open source-komponenter</h2>
      <p className="muted">
        Listen er lavet automatisk ud fra de installerede pakker, da denne version blev bygget.
      </p>
      {/* On a phone each row stacks as a card (credits.css); the roles keep it a table for
          screen readers, which lose a table's meaning when its display changes. */}
      <table className="table credits-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {credits.map((pkg) => (
            <tr key={pkg.name} role="row">
              <td role="cell">
                {pkg.homepage ? (
                  <a href={pkg.homepage} rel="noopener noreferrer" target="_blank">
                    {pkg.name}
                  </a>
                ) : (
                  pkg.name
                )}
                {pkg.description && <div className="muted small">{pkg.description}</div>}
              </td>
              <td role="cell" data-label="Version">
                {pkg.version}
              </td>
              <td role="cell" data-label="Licens">
                {pkg.license}
              </td>
              <td role="cell" data-label="Bruges i">
                {pkg.usedBy.map((side) => USED_BY[side] ?? side).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Bidrag</h2>
      <p>
        Har du fundet en fejl, en idé til en forbedring eller data, vi bør bruge? Skriv til os, så
        kigger vi på det.
      </p>
      <button type="button" className="button button-primary" onClick={openSupport}>
        Kontakt os
      </button>
    </Page>
  );
}

const COLUMNS = ['Komponent', 'Version', 'Licens', 'Bruges i'] as const;
const USED_BY: Record<string, string> = { web: 'Webapp', server: 'Server', common: 'Fælles' };
