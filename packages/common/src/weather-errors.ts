// The weather feature's texts and error codes, apart from its schemas: the error table is in
// every screen's first view, the schemas only on the weather screen.
import { errorTable } from './errors';

/** Weather texts of SPEC.md (sections 2, 8 and 9) and of the weather screen. */
export const WEATHER_TEXTS = {
  loading: 'Henter vejrdata...',
  failed: 'Kunne ikke hente vejrdata',
  retry: 'Prøv igen',
  attribution: 'Vejrdata fra Open-Meteo.com (CC BY 4.0)',
  noWarnings: 'Ingen advarsler lige nu.',
  warningsUnjudged: 'Advarslerne kan ikke vurderes, fordi der mangler vejrdata.',
} as const;

/** The weather feature's error codes. */
export const WEATHER_ERRORS = errorTable({
  WEATHER_POSITION: {
    status: 400,
    message: 'Positionen er ugyldig: breddegrad -90 til 90 og længdegrad -180 til 180.',
  },
  WEATHER_UPSTREAM_FAILED: { status: 502, message: WEATHER_TEXTS.failed },
  WEATHER_BUDGET_SPENT: {
    status: 503,
    message: 'Vejrtjenesten er meget efterspurgt lige nu. Prøv igen om et øjeblik.',
  },
  WEATHER_BUSY: {
    status: 503,
    message: 'Der hentes mange vejrudsigter lige nu. Prøv igen om lidt.',
  },
});
