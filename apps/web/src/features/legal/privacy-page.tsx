import { APP_NAME } from '@havhjaelp/common/app-info';
import { LIMITS, RETENTION } from '@havhjaelp/common/limits';
import { ROUTES } from '@havhjaelp/common/routes';
import { Link } from 'react-router';
import { LegalDocument, MailLink, OpenSupportButton, type LegalSectionData } from './legal-section';
import { CookiesBody, DataCollectedBody, RetentionBody, RightsBody } from './privacy-sections';

const SECTIONS: LegalSectionData[] = [
  {
    id: 'indledning',
    title: 'Indledning',
    body: () => (
      <>
        <p>
          Denne privatlivspolitik forklarer, hvilke personoplysninger {APP_NAME} behandler, hvorfor
          vi gør det, hvor længe vi gemmer dem, og hvilke rettigheder du har. {APP_NAME} er en dansk
          webapp i beta, hvor sejlere og bådejere i danske farvande kan bede om hjælp til mindre
          problemer til søs – fx motorstop, fladt batteri, manglende brændstof, bugsering eller et
          medicinsk spørgsmål – og hvor andre sejlere i nærheden kan tilbyde deres hjælp.
        </p>
        <p>
          Vi behandler dine oplysninger efter databeskyttelsesforordningen (GDPR) og den danske
          databeskyttelseslov. Vi indsamler kun det, der skal til for at tjenesten virker, og vi
          sælger aldrig dine oplysninger.
        </p>
      </>
    ),
  },
  {
    id: 'dataansvarlig',
    title: 'Dataansvarlig',
    body: ({ privacyEmail, openSupport }) => (
      <p>
        {APP_NAME} er dataansvarlig for de personoplysninger, der behandles i tjenesten. Har du
        spørgsmål til behandlingen, eller vil du bruge dine rettigheder, kan du skrive til{' '}
        <MailLink email={privacyEmail} openSupport={openSupport} />. Du finder alle
        kontaktmuligheder i afsnit 15.
      </p>
    ),
  },
  {
    id: 'oplysninger',
    title: 'Hvilke oplysninger vi indsamler',
    body: () => <DataCollectedBody />,
  },
  {
    id: 'formaal',
    title: 'Sådan bruger vi dine oplysninger',
    body: () => (
      <>
        <p>Vi bruger dine oplysninger til at:</p>
        <ul>
          <li>oprette og drive din konto og logge dig sikkert ind;</li>
          <li>
            vise dine hjælpeanmodninger for sejlere i nærheden og sætte dig i kontakt med den
            hjælper, du accepterer;
          </li>
          <li>
            vise afstanden til andre anmodninger og advare dig om kritiske anmodninger inden for{' '}
            {LIMITS.emergencyAlert.radiusKm} km;
          </li>
          <li>give dig chat, venner, forum, skibsprofiler og havvejr;</li>
          <li>beskytte tjenesten og dig mod misbrug, svindel og uautoriseret adgang;</li>
          <li>besvare dine henvendelser til support;</li>
          <li>
            sende nødvendige beskeder, fx når du nulstiller din adgangskode, eller før en inaktiv
            konto slettes.
          </li>
        </ul>
        <p>
          Vi sender ingen nyhedsbreve eller reklamer, og vi bruger ikke dine oplysninger til
          profilering eller automatiske afgørelser.
        </p>
      </>
    ),
  },
  {
    id: 'retsgrundlag',
    title: 'Retsgrundlag',
    body: () => (
      <>
        <p>Vi behandler kun dine oplysninger, når GDPR artikel 6 giver os lov til det:</p>
        <ul>
          <li>
            <strong>Kontrakt (art. 6, stk. 1, litra b):</strong> din konto, dine hjælpeanmodninger,
            chat, venner og forum – det er nødvendigt for at levere den tjeneste, du har tilmeldt
            dig.
          </li>
          <li>
            <strong>Samtykke (art. 6, stk. 1, litra a):</strong> deling af din position. Du giver
            samtykket, når du slår positionsdeling til under Indstillinger og tillader placering i
            browseren, og du kan til enhver tid trække det tilbage.
          </li>
          <li>
            <strong>Legitim interesse (art. 6, stk. 1, litra f):</strong> loginhistorik,
            sikkerhedskopier og beskyttelse mod misbrug, så tjenesten forbliver sikker og stabil.
          </li>
          <li>
            <strong>Retlig forpligtelse (art. 6, stk. 1, litra c):</strong> når lovgivningen kræver
            det, fx når et sikkerhedsbrud skal anmeldes til Datatilsynet.
          </li>
        </ul>
        <p>
          En anmodning om et medicinsk spørgsmål kan indeholde helbredsoplysninger. Dem behandler vi
          kun, fordi du selv vælger at dele dem (art. 9, stk. 2, litra a). Skriv kun det, der er
          nødvendigt for at få hjælp, og aldrig helbredsoplysninger om andre uden deres accept.
        </p>
      </>
    ),
  },
  {
    id: 'deling',
    title: 'Deling af oplysninger',
    body: () => (
      <>
        <ul>
          <li>
            <strong>Hjælpeanmodninger:</strong> din position, dit bådnavn, hjælpetypen og din
            VHF-kanal deles med brugere i nærheden sammen med dit brugernavn og den beskrivelse, du
            skriver – ellers kan de ikke finde dig eller kalde dig op.
          </li>
          <li>
            <strong>Position:</strong> kun venner, du har accepteret, ser din præcise position.
            Andre brugere ser kun et generelt område på ca. 5 km, og en position, der er mere end 30
            minutter gammel, vises ikke. Du kan til enhver tid slå positionsdeling fra – så ser
            ingen din position, og vi gemmer kun din seneste.
          </li>
          <li>
            <strong>Under en hjælpeanmodning:</strong> når en hjælper er accepteret, ser ejeren og
            hjælperen hinandens præcise position, indtil anmodningen er løst eller annulleret – også
            når positionsdeling er slået fra.
          </li>
          <li>
            <strong>Venner:</strong> du kan fjerne eller blokere venner når som helst. Derefter kan
            de ikke længere se din præcise position eller skrive til dig.
          </li>
          <li>
            <strong>Aldrig offentligt:</strong> dit navn, dit telefonnummer og din e-mailadresse
            vises aldrig offentligt.
          </li>
          <li>
            <strong>Forum:</strong> dine indlæg vises for andre brugere med dit brugernavn og
            bådnavn.
          </li>
        </ul>
        <p>
          Vi sælger, udlejer eller bytter aldrig dine personoplysninger. Vi bruger databehandlere
          til drift af tjenesten, fx hosting og afsendelse af e-mails. De må kun behandle
          oplysningerne efter vores instruks og er bundet af en databehandleraftale. Kort- og
          vejrdata henter vores server fra åbne tjenester (OpenStreetMap, OpenSeaMap og Open-Meteo)
          uden at sende oplysninger om din konto. Vi udleverer kun oplysninger til myndigheder, når
          loven kræver det.
        </p>
      </>
    ),
  },
  { id: 'opbevaring', title: 'Opbevaring og sletning', body: () => <RetentionBody /> },
  {
    id: 'rettigheder',
    title: 'Dine rettigheder efter GDPR',
    body: (ctx) => <RightsBody {...ctx} />,
  },
  {
    id: 'sikkerhed',
    title: 'Sikkerhed',
    body: () => (
      <>
        <ul>
          <li>
            Adgangskoder gemmes kun som en hash lavet med Argon2id – aldrig i klartekst. Vi beder
            dig skifte adgangskode, når den er mere end {LIMITS.passwordMaxAgeDays} dage gammel.
          </li>
          <li>Al trafik mellem din enhed og os, også livebeskeder og chat, er krypteret.</li>
          <li>Du kan logge ind med en passkey, som ikke kan phishes eller gættes.</li>
          <li>Din session udløber automatisk efter {LIMITS.sessionLifetimeHours} timer.</li>
        </ul>
        <p>
          Sker der et brud på persondatasikkerheden, anmelder vi det til Datatilsynet inden for{' '}
          {RETENTION.breachNoticeHours} timer, og vi giver dig besked uden unødig forsinkelse, hvis
          bruddet kan medføre en høj risiko for dig. Hjælp os ved at bruge en stærk, unik
          adgangskode og ved at logge ud på enheder, som andre også bruger.
        </p>
      </>
    ),
  },
  { id: 'cookies', title: 'Cookies og lokal lagring', body: () => <CookiesBody /> },
  {
    id: 'boern',
    title: 'Børn',
    body: () => (
      <p>
        Du skal være over {LIMITS.ageLimit} år for at oprette en konto i {APP_NAME}. Vi indsamler
        ikke bevidst oplysninger om børn under {LIMITS.ageLimit} år. Opdager vi, at en konto
        tilhører et barn under {LIMITS.ageLimit}, sletter vi den. Er du forælder og tror, at dit
        barn har oprettet en konto, så kontakt os.
      </p>
    ),
  },
  {
    id: 'overfoersel',
    title: 'Overførsel til lande uden for EU/EØS',
    body: () => (
      <p>
        Dine personoplysninger opbevares og behandles i EU/EØS, og vi overfører dem ikke til lande
        uden for EU/EØS. Skulle det blive nødvendigt, sker det kun med et gyldigt
        overførselsgrundlag – fx en afgørelse om tilstrækkeligt beskyttelsesniveau eller
        EU-Kommissionens standardkontraktbestemmelser – og vi opdaterer denne politik først.
      </p>
    ),
  },
  {
    id: 'aendringer',
    title: 'Ændringer i privatlivspolitikken',
    body: () => (
      <p>
        Vi opdaterer politikken, når tjenesten ændrer sig, fx når vi tilføjer nye funktioner, eller
        når {APP_NAME} går fra beta til endelig version. Datoen øverst viser, hvornår den sidst blev
        ændret. Ved væsentlige ændringer giver vi besked i appen eller pr. e-mail, før de træder i
        kraft. Se også vores <Link to={ROUTES.terms}>vilkår og betingelser</Link>.
      </p>
    ),
  },
  {
    id: 'klage',
    title: 'Klage til Datatilsynet',
    body: () => (
      <>
        <p>
          Er du utilfreds med den måde, vi behandler dine oplysninger på, kan du klage til
          Datatilsynet. Vi vil dog gerne have mulighed for at rette op på det først, så skriv
          endelig til os.
        </p>
        <address className="card">
          Datatilsynet
          <br />
          Carl Jacobsens Vej 35
          <br />
          2500 Valby
          <br />
          <a href="https://www.datatilsynet.dk" rel="noopener noreferrer" target="_blank">
            www.datatilsynet.dk
          </a>
        </address>
      </>
    ),
  },
  {
    id: 'kontakt',
    title: 'Kontakt',
    body: ({ privacyEmail, openSupport }) => (
      <>
        <p>
          Har du spørgsmål til privatlivspolitikken, eller vil du bruge dine rettigheder, så skriv
          til <MailLink email={privacyEmail} openSupport={openSupport} />. Du kan også bruge
          supportformularen – det kræver ikke, at du er logget ind. Vi svarer normalt inden for{' '}
          {RETENTION.supportAnswerHours} timer på hverdage.
        </p>
        <p>
          <OpenSupportButton openSupport={openSupport} />
        </p>
        <p className="muted small">Supporten kan ikke hjælpe i nødsituationer.</p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privatlivspolitik"
      lead={`Sådan passer ${APP_NAME} på dine personoplysninger.`}
      updated={['2025-10-15', '15. oktober 2025']}
      sections={SECTIONS}
    />
  );
}
