import type { Passkey } from '@havhjaelp/common/passkeys';
import { ROUTES } from '@havhjaelp/common/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { AddPasskeyForm } from './add-passkey-form';
import { passkeysSupported } from './ceremony';
import { UnsupportedNote } from './unsupported-note';

/**
 * Registration's steps after the form (SPEC.md section 4): the passkey offer, which may be
 * skipped to the map, then the success, which ends at the map.
 */
export function RegistrationPasskeySteps() {
  const [added, setAdded] = useState<Passkey>();
  return added ? <PasskeyAdded passkey={added} /> : <PasskeyOffer onAdded={setAdded} />;
}

function PasskeyOffer({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const navigate = useNavigate();
  const skip = (
    <button
      type="button"
      className="button"
      onClick={() => navigate(ROUTES.map, { replace: true })}
    >
      Spring over
    </button>
  );
  return (
    <section aria-labelledby="passkey-offer-heading">
      <h2 id="passkey-offer-heading" ref={heading} tabIndex={-1}>
        Log ind med en passkey næste gang
      </h2>
      <p>
        Din konto er oprettet. Med en passkey logger du ind med fingeraftryk, ansigt eller skærmlås
        i stedet for dit password. Passkeyen bliver på din enhed; Havhjælp gemmer kun en offentlig
        nøgle, som ikke kan bruges til at logge ind.
      </p>
      {passkeysSupported() ? (
        <AddPasskeyForm submitLabel="Opret passkey" onAdded={onAdded}>
          {skip}
        </AddPasskeyForm>
      ) : (
        <>
          <UnsupportedNote />
          {skip}
        </>
      )}
    </section>
  );
}

function PasskeyAdded({ passkey }: { passkey: Passkey }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="passkey-added-heading">
      <h2 id="passkey-added-heading" ref={heading} tabIndex={-1}>
        Din konto er klar
      </h2>
      <p>
        Passkeyen &quot;{passkey.device_name}&quot; er gemt. Næste gang logger du ind med den: vælg
        &quot;Log ind med passkey&quot;. Under Indstillinger → Sikkerhed kan du tilføje flere og
        slette dem.
      </p>
      <Link to={ROUTES.map} replace className="button button-primary">
        Gå til kortet
      </Link>
    </section>
  );
}
