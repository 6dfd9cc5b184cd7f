import { NO_SERVICE_LEVEL } from '@havhjaelp/common/app-info';
import { LIMITS } from '@havhjaelp/common/limits';
import { ROUTES } from '@havhjaelp/common/routes';
import type { ReactNode } from 'react';
import { SafetyNotice } from '../../components/ui/safety-notice';

export interface GuideStep {
  id: string;
  title: string;
  body: ReactNode;
  /** The button under the step that takes the user to the screen it describes. */
  action?: { to: string; label: string };
}

/** Danish number formatting, so 0.5 reads "0,5". */
const da = (value: number) => value.toLocaleString('da-DK');

const RADIUS = LIMITS.searchRadiusNm;

/** The six steps of the getting-started guide (SPEC.md section 2, "Legal and help pages"). */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    id: 'profil',
    title: 'Opret din profil',
    body: (
      <>
        <p>
          Din profil fortæller andre sejlere, hvem du er, og gør det let for en hjælper at finde dig
          og din båd. Du udfylder:
        </p>
        <ul>
          <li>
            <strong>Brugernavn</strong> – skal være unikt og er synligt for andre brugere.
          </li>
          <li>
            <strong>E-mail</strong> – bruges til login og til at nulstille din adgangskode.
          </li>
          <li>
            <strong>Adgangskode</strong> – mindst {LIMITS.passwordMinLength} tegn med stort bogstav,
            lille bogstav, tal og specialtegn.
          </li>
          <li>
            <strong>VHF-kanal</strong> – den kanal, du lytter på, så en hjælper kan kalde dig op.
          </li>
          <li>
            <strong>Kaldesignal</strong> – bådens radiokaldesignal, hvis du har et.
          </li>
          <li>
            <strong>Bådnavn og bådtype</strong> – så hjælperen kan genkende din båd på vandet.
          </li>
          <li>
            <strong>Telefonnummer</strong> – hører til din konto og vises ikke for andre.
          </li>
        </ul>
        <p className="muted">
          Dit navn, telefonnummer og din e-mail vises aldrig offentligt. Når du opretter et
          hjælpekald, deles din position, dit bådnavn, hjælpetypen og din VHF-kanal med brugere i
          nærheden.
        </p>
      </>
    ),
    action: { to: ROUTES.settings, label: 'Gå til indstillinger' },
  },
  {
    id: 'dashboard',
    title: 'Få overblik på dashboardet',
    body: (
      <>
        <p>Dashboardet er din forside i Havhjælp. Her kan du hurtigt se:</p>
        <ul>
          <li>
            <strong>Aktive kald</strong> – hjælpekald, der venter på svar lige nu. De mest
            presserende står øverst.
          </li>
          <li>
            <strong>Antal venner</strong> – hvor mange sejlere du er forbundet med.
          </li>
          <li>
            <strong>Dine egne kald</strong> – de hjælpekald, du selv har oprettet, og hvor langt de
            er.
          </li>
          <li>
            <strong>Din svartid</strong> – hvor hurtigt du typisk reagerer, når andre beder om
            hjælp.
          </li>
        </ul>
        <p className="muted">Du skal være logget ind for at åbne detaljerne for et kald.</p>
      </>
    ),
  },
  {
    id: 'kort',
    title: 'Brug kortet',
    body: (
      <>
        <p>Kortet samler det, du har brug for på vandet, ét sted:</p>
        <ul>
          <li>
            <strong>Hjælpekald</strong> vises som markører. Ligger mange tæt, samles de i en gruppe,
            som du kan zoome ind på.
          </li>
          <li>
            <strong>Skibstrafik i realtid (AIS)</strong>, som du kan slå til og fra.
          </li>
          <li>
            <strong>Militære skyde- og øvelsesområder</strong>, så du ved, hvor du skal holde dig
            væk.
          </li>
          <li>
            <strong>Søkortlag</strong> med fyr, bøjer og afmærkninger.
          </li>
          <li>
            <strong>Dine venners positioner</strong> live, når de deler dem.
          </li>
          <li>
            <strong>Afstanden</strong> fra dig til hvert hjælpekald.
          </li>
          <li>
            <strong>Find min position</strong> flytter kortet hen, hvor du er.
          </li>
        </ul>
        <p className="muted">
          Giv browseren lov til at bruge din position, ellers kan kortet ikke vise, hvor du er.
          Kortet er et hjælpemiddel og erstatter ikke officielle søkort.
        </p>
      </>
    ),
    action: { to: ROUTES.map, label: 'Åbn kortet' },
  },
  {
    id: 'venner',
    title: 'Tilføj venner',
    body: (
      <>
        <p>Venner er de sejlere, du stoler på. Sådan tilføjer du en ven:</p>
        <ol>
          <li>
            Søg efter brugernavn eller e-mail. Skriv mindst {LIMITS.friendSearchMinChars} tegn.
          </li>
          <li>Send en venneanmodning.</li>
          <li>Vent på, at den anden accepterer. Så er I venner og kan skrive sammen direkte.</li>
        </ol>
        <p>
          Kun dine venner kan se din præcise position. Alle andre ser kun et generelt område. Du kan
          til enhver tid fjerne eller blokere en ven og slå positionsdeling fra.
        </p>
      </>
    ),
    action: { to: ROUTES.friends, label: 'Find venner' },
  },
  {
    id: 'hjaelpekald',
    title: 'Opret et hjælpekald',
    body: (
      <>
        <SafetyNotice extra={NO_SERVICE_LEVEL} />
        <p>Har du et mindre problem på vandet, kan du bede både i nærheden om hjælp:</p>
        <ol>
          <li>Åbn kortet, og opret et kald fra kortets menu. Din position skal være kendt.</li>
          <li>Bekræft, at situationen ikke er livstruende.</li>
          <li>
            Vælg problemtype: Motorstop, Batteri, Brændstof, Slæb, Medicinsk spørgsmål eller Andet.
          </li>
          <li>
            Vælg prioritet: normal vises som <strong>GRØNT KALD</strong>, haster som{' '}
            <strong>GULT KALD</strong> og kritisk som <strong>RØDT KALD</strong>.
          </li>
          <li>
            Vælg søgeradius fra {da(RADIUS.min)} til {da(RADIUS.max)} sømil. Standard er{' '}
            {da(RADIUS.default)} sømil.
          </li>
          <li>Skriv gerne en kort beskrivelse af problemet, og send kaldet.</li>
        </ol>
        <p>
          Når andre tilbyder hjælp, vælger du én hjælper. Så åbnes en chat mellem jer, hvor I kan
          aftale resten. Når problemet er løst, lukker du kaldet og kan skrive en tak og give{' '}
          {LIMITS.rating.min}–{LIMITS.rating.max} stjerner.
        </p>
        <p>
          <strong>
            Husk: Havhjælp er ikke til nødsituationer. Er der fare for liv, så ring 112 eller kald
            på VHF kanal 16 – med det samme.
          </strong>{' '}
          »Medicinsk spørgsmål« er kun til råd om mindre ting som søsyge eller et lille sår.
        </p>
      </>
    ),
  },
  {
    id: 'forum',
    title: 'Deltag i forummet',
    body: (
      <>
        <p>
          I forummet deler sejlere erfaringer og hjælper hinanden på land. Der er fire kategorier:
        </p>
        <ul>
          <li>Sejladsområder</li>
          <li>Udstyr og vedligehold</li>
          <li>Vejr og havforhold</li>
          <li>Generelt</li>
        </ul>
        <p>
          Start et nyt emne med en titel og et indlæg, eller svar på andres emner. Et låst emne kan
          læses, men ikke besvares.
        </p>
      </>
    ),
    action: { to: ROUTES.forum, label: 'Gå til forum' },
  },
];
