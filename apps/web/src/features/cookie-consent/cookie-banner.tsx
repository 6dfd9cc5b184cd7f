import { LIMITS } from '@havhjaelp/common/limits';
import { ROUTES } from '@havhjaelp/common/routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { readConsent, storeConsent } from './consent';

type BannerState = 'hidden' | 'asking' | 'necessary-notice';

export function CookieBanner() {
  const [state, setState] = useState<BannerState>('hidden');

  useEffect(() => {
    if (readConsent()) return;
    const timer = setTimeout(() => setState('asking'), LIMITS.cookieBannerDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (state === 'hidden') return null;
  if (state === 'necessary-notice') {
    return (
      <div className="cookie-banner" role="alert">
        <p>
          Bemærk: Session-cookies og lokal lagring af din session er nødvendige for at logge ind og
          bruge Havhjælp. De kan ikke fravælges.
        </p>
        <button type="button" className="button" onClick={() => setState('hidden')}>
          OK
        </button>
      </div>
    );
  }
  return (
    <div className="cookie-banner" role="dialog" aria-labelledby="cookie-title">
      <h2 id="cookie-title">Cookies og lokal lagring</h2>
      <p>
        Havhjælp gemmer kun det, der er nødvendigt: din session, dit tema og dette valg. Vi bruger
        ingen cookies til markedsføring, analyse eller sporing fra tredjeparter. Læs mere i{' '}
        <Link to={ROUTES.privacy}>privatlivspolitikken</Link>.
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            storeConsent(true);
            setState('hidden');
          }}
        >
          Accepter alle
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            storeConsent(false);
            setState('necessary-notice');
          }}
        >
          Kun nødvendige
        </button>
      </div>
    </div>
  );
}
