import { DELETED_USER_NAME, writtenTextAfterDeletion } from '@havhjaelp/common/auth-deletion';
import { LIMITS, RETENTION } from '@havhjaelp/common/limits';
import { ROUTES } from '@havhjaelp/common/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExportContents } from '../auth';
import { MailLink, type LegalContext } from './legal-section';

/** Section 3: what we collect, one card per kind of data. */
const DATA_CATEGORIES: { title: string; items: string[] }[] = [
  {
    title: 'Registreringsoplysninger',
    items: [
      'Brugernavn (unikt og synligt for andre brugere)',
      'E-mailadresse',
      'Adgangskode – gemmes kun som en hash, så hverken vi eller andre kan læse den',
      'Fornavn og efternavn',
      'Telefonnummer',
      'Fødselsdato',
      'Bådoplysninger, hvis du udfylder dem: bådnavn, bådtype, VHF-kanal, kaldesignal og MMSI-nummer',
    ],
  },
  {
    title: 'Positionsdata',
    items: [
      'GPS-koordinater (bredde- og længdegrad)',
      'Nøjagtighed i meter',
      'Kilde: GPS-chip, WiFi eller IP-adresse',
      'Vi får kun din position, når du har givet din browser lov til at dele den',
      'Når positionsdeling er slået til, gemmer vi dine positioner som en historik, som du selv kan hente i din dataeksport',
      'Når positionsdeling er slået fra, gemmer vi kun din seneste position – ingen historik. Den vises ikke for nogen, undtagen for den anden part i en accepteret hjælpeanmodning',
    ],
  },
  {
    title: 'Hjælpeanmodninger',
    items: [
      'Hjælpetype, prioritet, beskrivelse, bådnavn og position',
      'Status (aktiv, accepteret, afsluttet) og tidspunkter',
      'Hvem der har tilbudt hjælp, og hvem du accepterede',
      'Eventuel takkehilsen og bedømmelse, når anmodningen lukkes',
    ],
  },
  {
    title: 'Beskeder',
    items: [
      'Chatbeskeder mellem dig og din hjælper i forbindelse med en hjælpeanmodning',
      'Direkte beskeder mellem dig og dine venner',
      'Henvendelser, du sender via supportformularen (navn, e-mail, emne og besked); sender du dem, mens du er logget ind, hører de til din konto',
    ],
  },
  {
    title: 'Forum, venner og skibe',
    items: [
      'Forumemner, svar og likes',
      'Venneanmodninger og din venneliste',
      'Skibsprofiler, du selv opretter, med de felter du vælger at udfylde',
    ],
  },
  {
    title: 'Passkeys',
    items: [
      'Enhedsnavn og enhedstype',
      'Hvornår passkeyen blev oprettet og sidst brugt',
      'Den offentlige nøgle – den private nøgle og eventuelle biometriske data forlader aldrig din enhed',
    ],
  },
  {
    title: 'Loginhistorik',
    items: [
      'Tidspunkt for login og loginmetode (adgangskode eller passkey)',
      'Teknisk information som IP-adresse og browsertype',
      'Mislykkede loginforsøg, så vi kan opdage misbrug',
    ],
  },
];

export function DataCollectedBody() {
  return (
    <>
      <p>
        Vi indsamler kun de oplysninger, du selv giver os, og dem, der opstår, når du bruger appen:
      </p>
      <ul className="card-list">
        {DATA_CATEGORIES.map((category) => (
          <li key={category.title} className="card">
            <h3>{category.title}</h3>
            <ul>
              {category.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Section 7: every retention figure from SPEC.md section 9. */
const RETENTION_ROWS: [data: string, period: string][] = [
  [
    'Positionslogs',
    `Slettes efter ${RETENTION.positionLogDays} dage, og med det samme, når du slår ` +
      `positionsdeling fra. Din seneste position slettes, når den er ${RETENTION.positionLogDays} dage gammel.`,
  ],
  ['Loginlogs', `Slettes efter ${RETENTION.loginLogDays} dage.`],
  [
    'Inaktive konti',
    `Har du ikke brugt din konto i ${RETENTION.inactiveAccountYears} år, får du en e-mail. ` +
      `Logger du ikke ind inden for ${RETENTION.inactiveWarningDays} dage, slettes kontoen, ` +
      'som når du selv sletter den.',
  ],
  [
    'Sikkerhedskopier',
    `Overskrives løbende og gemmes højst ${RETENTION.backupMaxDays} dage. Slettede oplysninger ` +
      'kan derfor findes i en sikkerhedskopi i op til den periode.',
  ],
  [
    'Hjælpeanmodninger',
    'Gemmes permanent som en del af tjenestens historik. Når du sletter din konto, vises de ' +
      `som fra ‘${DELETED_USER_NAME}’, uden dit brugernavn, din VHF-kanal og dine ` +
      'kontaktoplysninger; bådnavnet, typen, positionen og beskrivelsen bliver stående.',
  ],
  [
    'Det, du har skrevet',
    'Du kan selv slette dine svar i forummet. Når du sletter din konto, så samtalerne stadig ' +
      'giver mening for andre: ' +
      writtenTextAfterDeletion() +
      ' Dine likes slettes.',
  ],
  [
    'Login-session',
    `Udløber efter ${LIMITS.sessionLifetimeHours} timer; derefter skal du logge ind igen.`,
  ],
  [
    'Din konto',
    'Slettes med det samme, når du selv sletter den under Indstillinger – sammen med din ' +
      'profil, dine både, venner, beskeder, supportbeskeder sendt som logget ind, ' +
      'positioner, notifikationer og passkeys.',
  ],
];

export function RetentionBody() {
  return (
    <>
      <p>Vi gemmer ikke oplysninger længere, end vi har brug for dem:</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Oplysninger</th>
            <th scope="col">Hvor længe</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_ROWS.map(([data, period]) => (
            <tr key={data}>
              <th scope="row">{data}</th>
              <td>{period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

type RightAction = { to: string; label: string } | { mailSubject: string };

/**
 * Section 8: one card per GDPR right, each with the place where it is exercised (and, for the
 * export, what the file holds).
 */
const RIGHTS: { title: string; text: string; details?: ReactNode; action: RightAction }[] = [
  {
    title: 'Indsigt og dataportabilitet',
    text:
      'Du kan til enhver tid hente alle dine oplysninger som én JSON-fil (artikel 15 og 20). ' +
      'Filen indeholder:',
    details: <ExportContents />,
    action: { to: ROUTES.settings, label: 'Eksportér dine data' },
  },
  {
    title: 'Berigtigelse',
    text:
      'Er noget forkert, retter du selv navn, telefonnummer, VHF-kanal, kaldesignal og ' +
      'bådoplysninger under din profil. Skal din e-mailadresse ændres, så skriv til os (artikel 16).',
    action: { to: ROUTES.settings, label: 'Redigér din profil' },
  },
  {
    title: 'Sletning',
    text:
      'Du kan slette din konto under Sikkerhed i indstillingerne. Sletningen sker med det samme, ' +
      'når du har bekræftet med din adgangskode (artikel 17).',
    action: { to: ROUTES.settings, label: 'Slet din konto' },
  },
  {
    title: 'Begrænsning og indsigelse',
    text:
      'Du kan bede os om at begrænse behandlingen af dine oplysninger eller gøre indsigelse mod ' +
      'behandling, der sker på grundlag af vores legitime interesse (artikel 18 og 21).',
    action: { mailSubject: 'Begrænsning af eller indsigelse mod behandling' },
  },
];

export function RightsBody({ privacyEmail, openSupport }: LegalContext) {
  return (
    <>
      <p>
        Efter databeskyttelsesforordningen (GDPR) har du en række rettigheder. De fleste kan du
        bruge direkte i appen:
      </p>
      <ul className="rights-grid">
        {RIGHTS.map((right) => (
          <li key={right.title} className={right.details ? 'card rights-wide' : 'card'}>
            <h3>{right.title}</h3>
            <p>{right.text}</p>
            {right.details}
            {'to' in right.action ? (
              <Link className="button" to={right.action.to}>
                {right.action.label}
              </Link>
            ) : (
              <p>
                Skriv til{' '}
                <MailLink
                  email={privacyEmail}
                  subject={right.action.mailSubject}
                  openSupport={openSupport}
                />
                .
              </p>
            )}
          </li>
        ))}
      </ul>
      <p>
        Vi svarer på henvendelser om dine rettigheder hurtigst muligt og senest inden for{' '}
        {RETENTION.gdprAnswerDays} dage. Har du givet samtykke, fx til at dele din position, kan du
        altid trække det tilbage. Er du utilfreds med vores svar, kan du klage til Datatilsynet (se
        afsnit 14).
      </p>
    </>
  );
}

/** Section 10: everything the app keeps in the browser's local storage. */
const LOCAL_STORAGE: [name: string, purpose: string][] = [
  [
    'Sessionstoken',
    `Holder dig logget ind. Udløber efter ${LIMITS.sessionLifetimeHours} timer og slettes, når du logger ud.`,
  ],
  [
    'Bruger',
    'Dit brugernavn, fornavn, din e-mail og dit bådnavn, så appen kan vise dem uden at spørge ' +
      'serveren hver gang. Slettes, når du logger ud.',
  ],
  ['Tema', 'Om du har valgt lyst eller mørkt tema.'],
  ['Cookievalg', 'Dit valg i cookiebanneret med tidspunkt og version, så vi ikke spørger igen.'],
  ['Betaadvarsel', 'At du har læst betaadvarslen, så den kun vises én gang i denne browser.'],
];

export function CookiesBody() {
  return (
    <>
      <p>
        Havhjælp bruger ingen cookies eller anden teknologi til markedsføring, analyse eller sporing
        fra tredjeparter. Vi gemmer kun det, der er strengt nødvendigt for, at appen virker, i din
        browsers lokale lagring:
      </p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Hvad</th>
            <th scope="col">Hvorfor</th>
          </tr>
        </thead>
        <tbody>
          {LOCAL_STORAGE.map(([name, purpose]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Fordi oplysningerne er nødvendige for at levere den tjeneste, du selv har bedt om, kræver de
        ikke samtykke. Du kan altid fjerne dem ved at rydde webstedsdata for Havhjælp i din browser
        – så bliver du logget ud, og dine valg nulstilles.
      </p>
    </>
  );
}
