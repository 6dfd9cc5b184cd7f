import * as Collapsible from '@radix-ui/react-collapsible';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { GUIDE_STEPS, type GuideStep } from './guide-steps';
import { QuickStartChecklist } from './quick-start-checklist';

const SAFETY_TIPS = [
  {
    title: 'Bær redningsvest',
    text: 'Alle om bord skal have en redningsvest, der passer, og have den på. Den hjælper kun, hvis du har den på, når uheldet sker.',
  },
  {
    title: 'Fortæl nogen om din tur',
    text: 'Fortæl en på land, hvor du sejler hen, hvornår du regner med at være tilbage, og hvad de skal gøre, hvis du ikke dukker op.',
  },
  {
    title: 'Tjek vejret før afgang',
    text: 'Se på vind, bølger og varsler – også for resten af dagen. Bliv hellere i havn, hvis du er i tvivl.',
  },
  {
    title: 'Lyt på VHF kanal 16',
    text: 'Har du VHF om bord, så lyt på kanal 16 hele tiden, mens du er på vandet. Det er nød- og opkaldskanalen.',
  },
  {
    title: 'Opladet telefon i vandtæt pose',
    text: 'Hav en fuldt opladet mobil i en vandtæt pose på kroppen, så du kan ringe 112, selv hvis du ender i vandet.',
  },
  {
    title: 'Hav brændstof i reserve',
    text: 'Regn med en tredjedel af brændstoffet ud, en tredjedel hjem og en tredjedel i reserve.',
  },
  {
    title: 'Klæd dig efter vandet',
    text: 'Vandet i Danmark er koldt det meste af året. Klæd dig efter vandtemperaturen, ikke lufttemperaturen.',
  },
  {
    title: 'Tjek båden og udstyret',
    text: 'Se efter motor, batteri, lanterner, øsekar, anker og nødsignaler, før du kaster los.',
  },
  {
    title: 'Kend dit farvand',
    text: 'Tjek søkortet og militære skydeområder på din rute, og hold øje med andre skibe.',
  },
  {
    title: 'Sejl ædru',
    text: 'Alkohol gør dig langsommere og dårligere til at vurdere risici. Lad den vente, til du ligger i havn.',
  },
] as const;

function GuideStepItem({ step, number }: { step: GuideStep; number: number }) {
  const [open, setOpen] = useState(number === 1);
  return (
    <Collapsible.Root className="guide-step" open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="guide-step-trigger">
        <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
        {`${number}. ${step.title}`}
      </Collapsible.Trigger>
      <Collapsible.Content className="guide-step-content">
        {step.body}
        {step.action && (
          <p>
            <Link className="button button-primary" to={step.action.to}>
              {step.action.label}
            </Link>
          </p>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The getting-started guide: six steps, safety tips and a quick-start checklist. */
export function GettingStartedPage() {
  return (
    <Page
      title="Kom godt i gang"
      lead="Sådan kommer du i gang med Havhjælp – fra profil og kort til venner, hjælpekald og forum."
    >
      <SafetyNotice />

      <section aria-labelledby="guide-steps-title">
        <h2 id="guide-steps-title">Trin for trin</h2>
        <p className="muted">Klik på et trin for at folde det ud eller sammen.</p>
        {GUIDE_STEPS.map((step, index) => (
          <GuideStepItem key={step.id} step={step} number={index + 1} />
        ))}
      </section>

      <section aria-labelledby="guide-safety-title">
        <h2 id="guide-safety-title">Sikkerhedstips</h2>
        <p>Et par gode vaner gør turen sikrere – for dig og for dem, du sejler med.</p>
        <ul className="card-list">
          {SAFETY_TIPS.map((tip) => (
            <li key={tip.title} className="card">
              <h3>{tip.title}</h3>
              <p>{tip.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <strong>
            Og husk altid: Ved fare for liv skal du ringe 112 eller kalde på VHF kanal 16. Havhjælp
            er kun til mindre problemer, og der er ingen garanti for, at nogen svarer.
          </strong>
        </p>
      </section>

      <section aria-labelledby="guide-quick-start-title">
        <h2 id="guide-quick-start-title">Hurtig start</h2>
        <p>Sæt kryds, efterhånden som du bliver klar:</p>
        <QuickStartChecklist />
      </section>
    </Page>
  );
}
