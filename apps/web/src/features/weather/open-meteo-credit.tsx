/** The attribution Open-Meteo's CC BY 4.0 licence asks for. */
export function OpenMeteoCredit() {
  return (
    <p className="weather-credit muted">
      Vejrdata fra{' '}
      <a href="https://open-meteo.com/" rel="noopener noreferrer" target="_blank">
        Open-Meteo.com
      </a>{' '}
      (
      <a
        href="https://creativecommons.org/licenses/by/4.0/deed.da"
        rel="noopener noreferrer"
        target="_blank"
      >
        CC BY 4.0
      </a>
      ), hentet af Havhjælps server.
    </p>
  );
}
