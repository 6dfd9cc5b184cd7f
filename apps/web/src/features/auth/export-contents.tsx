import { exportSectionsOf } from '@havhjaelp/common/contract';
import { APP_CONTRACT } from '@havhjaelp/common/features';
import { useQuery } from '@tanstack/react-query';
import './export-contents.css';

/**
 * What the data export holds, one line per section, read from the export's own schema: the list
 * the settings and the privacy page show is the file's, so it cannot say more or less than it.
 */
export function ExportContents() {
  const sections = useQuery({
    queryKey: ['auth', 'exportContents'],
    queryFn: async () => exportSectionsOf(await APP_CONTRACT.exportSchema()),
    staleTime: Infinity,
  });
  if (sections.isError) {
    return <p className="muted">Kunne ikke hente listen over, hvad filen indeholder.</p>;
  }
  if (!sections.data) return <p className="muted">Henter listen over indholdet...</p>;
  return (
    <ul className="export-contents" aria-label="Filen indeholder">
      {sections.data.map((section) => (
        <li key={section.key}>{section.description}</li>
      ))}
    </ul>
  );
}
