import { APP_NAME, APP_VERSION, NO_SERVICE_LEVEL } from '@havhjaelp/common/app-info';
import { LIMITS, RETENTION } from '@havhjaelp/common/limits';
import { ROUTES } from '@havhjaelp/common/routes';
import { Link } from 'react-router';
import { LegalDocument, MailLink, OpenSupportButton, type LegalSectionData } from './legal-section';

/** Renders a list of plain sentences; most sections are just that. */
function Points({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const SECTIONS: LegalSectionData[] = [
  {
    id: 'accept',
    title: 'Accept af vilkårene',
    body: () => (
      <p>
        Disse vilkår gælder for al brug af {APP_NAME}. Når du opretter en konto eller bruger
        tjenesten, accepterer du vilkårene og vores{' '}
        <Link to={ROUTES.privacy}>privatlivspolitik</Link>. Accepterer du dem ikke, må du ikke bruge{' '}
        {APP_NAME}. Du skal være over {LIMITS.ageLimit} år for at oprette en konto.
      </p>
    ),
  },
  {
    id: 'noedsituationer',
    title: 'Vigtigt: Ikke til nødsituationer',
    critical: true,
    body: ({ emergencyPhone }) => (
      <>
        <p>
          <strong>
            {APP_NAME} er ikke en redningstjeneste og må aldrig bruges i en nødsituation.
          </strong>
        </p>
        <p>
          Er der fare for liv eller helbred, eller er båden i fare for at synke, kæntre eller gå på
          grund, så ring{' '}
          <a href={`tel:${emergencyPhone.replace(/\s/g, '')}`}>
            <strong>{emergencyPhone}</strong>
          </a>{' '}
          eller kald på <strong>VHF kanal 16</strong> – med det samme og før du gør noget andet.
        </p>
        <Points
          items={[
            `${NO_SERVICE_LEVEL} Vi kan ikke love, at nogen ser din anmodning, eller at nogen kan eller vil hjælpe.`,
            'Tjenesten kan være nede, din telefon kan miste dækning eller strøm, og positioner kan være upræcise.',
            `Bliver situationen værre, mens du venter på hjælp via ${APP_NAME}, så ring ${emergencyPhone} eller kald på VHF kanal 16 straks.`,
            'Andre brugere er ikke sundhedsfaglige. Et svar på et medicinsk spørgsmål erstatter aldrig lægehjælp.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'tjenesten',
    title: 'Beskrivelse af tjenesten',
    body: () => (
      <>
        <p>
          {APP_NAME} er et gratis fællesskab for sejlere i danske farvande. Du kan oprette en
          hjælpeanmodning om et mindre problem – motorstop, batteri, brændstof, bugsering, et
          medicinsk spørgsmål eller andet – som andre sejlere i nærheden kan se på dashboardet og
          kortet. De kan tilbyde hjælp, du accepterer én hjælper, og I kan skrive sammen i en chat,
          indtil du lukker anmodningen.
        </p>
        <p>
          Derudover indeholder tjenesten et kort med skibstrafik (AIS), militære skydeområder og et
          søkortlag, skibsprofiler, venner med direkte chat, et forum og havvejr.
        </p>
        <p>
          {APP_NAME} formidler kun kontakt mellem brugerne. Vi yder ikke selv hjælp, bugsering eller
          redning og er ikke part i aftaler, som brugerne indgår med hinanden.
        </p>
      </>
    ),
  },
  {
    id: 'ansvar',
    title: 'Dit ansvar som bruger',
    body: () => (
      <Points
        items={[
          'Godt sømandskab: Du er som skipper altid selv ansvarlig for sikkerheden for din båd og dit mandskab – også når du har bedt om eller tilbudt hjælp. Tjek vejret, medbring det nødvendige sikkerhedsudstyr, og hav en VHF-radio om bord.',
          'Egen vurdering: Du bestemmer selv, om du vil give eller tage imod hjælp. Tilbyd kun hjælp, hvis du kan gøre det uden at bringe dig selv, dit mandskab eller din båd i fare.',
          'Korrekte oplysninger: Giv en korrekt position, beskrivelse og prioritet. Opret aldrig falske anmodninger, og luk din anmodning, så snart problemet er løst.',
          'Aftaler mellem brugere: Aftal betaling for brændstof, reservedele eller bugsering, før hjælpen gives. Bugsering kan efter søloven give krav på bjærgeløn, medmindre I har aftalt andet.',
          'Din konto: Hold din adgangskode hemmelig. Du er ansvarlig for det, der sker fra din konto.',
          'God tone: Vær ordentlig i chat og forum. Chikane, spam, ulovligt indhold og deling af andres personoplysninger er ikke tilladt.',
        ]}
      />
    ),
  },
  {
    id: 'beta',
    title: 'Betaversion',
    body: ({ openSupport }) => (
      <>
        <p>
          {APP_NAME} er i beta ({APP_VERSION}). Det betyder, at tjenesten stadig bliver udviklet og
          testet:
        </p>
        <Points
          items={[
            'Funktioner kan ændre sig, fejle eller blive fjernet uden varsel.',
            'Tjenesten kan være utilgængelig, fx under opdateringer.',
            'Data kan i sjældne tilfælde gå tabt. Gem selv det, der er vigtigt for dig.',
            'Der kan være testbrugere i tjenesten; de er markeret med TEST.',
          ]}
        />
        <p>
          Finder du en fejl, vil vi meget gerne høre om den via{' '}
          <button type="button" className="link-button" onClick={openSupport}>
            supportformularen
          </button>
          .
        </p>
      </>
    ),
  },
  {
    id: 'privatliv',
    title: 'Privatliv',
    body: () => (
      <p>
        Vi behandler dine personoplysninger som beskrevet i vores{' '}
        <Link to={ROUTES.privacy}>privatlivspolitik</Link>. Bemærk især, at en hjælpeanmodning deler
        din position, dit bådnavn, hjælpetypen og din VHF-kanal med brugere i nærheden. Du kan læse
        om dine rettigheder i <Link to={`${ROUTES.privacy}#rettigheder`}>afsnittet om GDPR</Link>.
      </p>
    ),
  },
  {
    id: 'immaterielle-rettigheder',
    title: 'Immaterielle rettigheder',
    body: () => (
      <>
        <p>
          Design, tekster, logo og software i {APP_NAME} tilhører os eller vores licensgivere. Vi
          bygger på open source-software og åbne data, som er omfattet af deres egne licenser – se{' '}
          <Link to={ROUTES.credits}>open source og datakilder</Link>.
        </p>
        <p>
          Du beholder rettighederne til det indhold, du selv lægger ind, fx forumindlæg, beskeder og
          billeder. Du giver os en gratis, ikke-eksklusiv ret til at gemme og vise indholdet i
          tjenesten, så længe det er nødvendigt for at drive den. Du må kun lægge indhold ind, som
          du har ret til at dele.
        </p>
      </>
    ),
  },
  {
    id: 'ansvarsfraskrivelse',
    title: 'Ansvarsfraskrivelse',
    body: () => (
      <Points
        items={[
          'Tjenesten leveres, som den er og som den er tilgængelig, uden garantier for, at den er fejlfri, korrekt eller altid virker.',
          'Vi er ikke ansvarlige for andre brugeres handlinger, råd, hjælp eller manglende hjælp.',
          'Vejrdata er prognoser fra åbne vejrtjenester og kan afvige fra de faktiske forhold. Tjek altid DMI’s officielle udsigter og varsler før afgang.',
        ]}
      />
    ),
  },
  {
    id: 'ansvarsbegraensning',
    title: 'Ansvarsbegrænsning',
    body: () => (
      <>
        <p>
          {APP_NAME} er en gratis betaversion. Vores samlede erstatningsansvar over for dig er
          derfor begrænset til <strong>0 kr. (0 DKK)</strong>.
        </p>
        <p>
          Vi hæfter ikke for direkte eller indirekte tab, herunder skade på båd, udstyr eller
          personer, driftstab eller tabte data, som opstår ved brug af tjenesten eller ved hjælp
          mellem brugere. Begrænsningen gælder ikke, hvor ufravigelig lovgivning siger andet, fx ved
          forsæt eller grov uagtsomhed.
        </p>
      </>
    ),
  },
  {
    id: 'kortdata',
    title: 'Kortdata og navigation',
    body: () => (
      <Points
        items={[
          'Kortet bygger på OpenStreetMap og OpenSeaMap, og skibstrafikken på AIS-data. Det er ikke officielle søkort, og de må ikke bruges til navigation. Brug altid officielle, opdaterede søkort og godkendt navigationsudstyr.',
          'Afgrænsningen af militære skyde- og øvelsesområder er omtrentlig. Tjek de officielle skydevarsler, fx i Efterretninger for Skibsfarten, og respekter altid myndighedernes afspærringer og anvisninger.',
          'AIS-data kan være forsinkede, ufuldstændige eller forkerte, og mange både har ikke AIS. Et skib, der ikke vises på kortet, kan sagtens være der – hold altid udkig.',
        ]}
      />
    ),
  },
  {
    id: 'ophoer',
    title: 'Suspendering og ophør',
    body: () => (
      <>
        <p>
          Vi kan suspendere eller lukke en konto, der bryder vilkårene – fx ved falske
          hjælpeanmodninger, chikane eller misbrug. Når det er nødvendigt for at beskytte andre
          brugere, kan det ske uden varsel. Vi kan også lukke betaversionen eller hele tjenesten.
        </p>
        <p>
          Du kan stoppe med at bruge {APP_NAME} når som helst og slette din konto under{' '}
          <Link to={ROUTES.settings}>Indstillinger</Link>. Sletningen sker med det samme.
        </p>
      </>
    ),
  },
  {
    id: 'aendringer',
    title: 'Ændringer af vilkårene',
    body: () => (
      <p>
        Vi kan ændre vilkårene, fx når tjenesten udvikler sig, eller når den går fra beta til
        endelig version. Datoen øverst viser, hvornår de sidst blev ændret. Ved væsentlige ændringer
        giver vi besked i appen eller pr. e-mail, før de træder i kraft. Bruger du tjenesten
        derefter, accepterer du de nye vilkår.
      </p>
    ),
  },
  {
    id: 'lovvalg',
    title: 'Lovvalg og værneting',
    body: () => (
      <p>
        Vilkårene er underlagt dansk ret. Uenigheder, som vi ikke kan løse i fællesskab, afgøres ved
        de danske domstole. Vi vil altid først forsøge at finde en løsning sammen med dig, så skriv
        til os, hvis du er utilfreds.
      </p>
    ),
  },
  {
    id: 'kontakt',
    title: 'Kontakt',
    body: ({ supportEmail, openSupport }) => (
      <>
        <p>
          Har du spørgsmål til vilkårene, så skriv til{' '}
          <MailLink email={supportEmail} openSupport={openSupport} /> eller brug supportformularen.
          Vi svarer normalt inden for {RETENTION.supportAnswerHours} timer på hverdage.
        </p>
        <p>
          <OpenSupportButton openSupport={openSupport} />
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Vilkår og betingelser"
      lead={`Reglerne for at bruge ${APP_NAME} – læs især afsnit 2 om nødsituationer.`}
      updated={['2025-10-16', '16. oktober 2025']}
      safetyExtra={NO_SERVICE_LEVEL}
      sections={SECTIONS}
    />
  );
}
