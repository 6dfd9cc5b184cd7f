import { AUTH_FAILURES } from '@havhjaelp/common/auth';
import type { LatLng } from '@havhjaelp/common/geo';
import { formatPosition } from '@havhjaelp/common/nautical-format';
import { testGpsApi } from '@havhjaelp/common/test-gps-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import { useState } from 'react';
import { Marker, Tooltip } from 'react-leaflet';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { call } from '../../lib/call';
import { useUpdateProfile, type TestGpsInput } from '../auth';
import { useSessionUser } from '../../lib/session';
import { KEEP_CLEAR } from '../../lib/screen-box';

const TEST_ICON = L.divIcon({
  className: 'test-gps-marker',
  html: '<span aria-hidden="true">T</span>',
  iconSize: [26, 26],
  iconAnchor: [13, 13],
});

const testGpsKey = testGpsApi.position.key;

/** The admin's stored test position as the server has it (POST /api/test/gps). */
function useServerTestGps(enabled: boolean) {
  return useQuery({
    queryKey: testGpsKey,
    queryFn: () => call(testGpsApi.position),
    enabled,
  });
}

/** Saves the test position (only the testGps fields of the profile) and rereads the server's. */
function useSaveTestGps() {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  // What was asked for, shown at once (a checkbox must not jump back while the answer is on its way).
  const [pending, setPending] = useState<TestGpsInput | null>(null);
  const save = (input: TestGpsInput) => {
    setPending(input);
    update.mutate(input, {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: testGpsKey }),
      onSettled: () => setPending(null),
    });
  };
  return { save, pending, error: update.isError ? update.error : null };
}

/**
 * The test-GPS panel, for the admin only (`npm run admin -- grant`): switch the test position on
 * or off and put it at the map's centre; the marker itself is dragged on the map (TestGpsMarker).
 */
export function TestGpsPanel({ mapCenter }: { mapCenter: () => LatLng }) {
  const user = useSessionUser();
  const { save, pending, error } = useSaveTestGps();
  const server = useServerTestGps(user?.test_gps_allowed === true);
  if (!user?.test_gps_allowed) return null;
  const enabled = pending?.testGpsEnabled ?? user.test_gps_enabled;
  const place = (position: LatLng, on = true) =>
    save({ testGpsEnabled: on, testGpsLatitude: position.lat, testGpsLongitude: position.lng });
  const stored =
    user.test_gps_latitude !== null && user.test_gps_longitude !== null
      ? { lat: user.test_gps_latitude, lng: user.test_gps_longitude }
      : null;
  return (
    <section className="map-panel" aria-label="Test-GPS" {...KEEP_CLEAR}>
      <h2>Test-GPS</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => place(stored ?? mapCenter(), event.target.checked)}
        />
        Brug test-position i stedet for min rigtige position
      </label>
      <p className="small" data-testid="test-gps-position">
        {server.data?.position
          ? `Gemt: ${formatPosition(server.data.position)}`
          : 'Ingen test-position gemt'}
      </p>
      <button type="button" className="button button-small" onClick={() => place(mapCenter())}>
        Sæt ved kortets midte
      </button>
      {error && <FormError>{errorText(error, AUTH_FAILURES.updateProfile)}</FormError>}
    </section>
  );
}

/** The draggable test marker while the admin's test position is on. */
export function TestGpsMarker() {
  const user = useSessionUser();
  const { save } = useSaveTestGps();
  if (!user?.test_gps_allowed || !user.test_gps_enabled) return null;
  if (user.test_gps_latitude === null || user.test_gps_longitude === null) return null;
  return (
    <Marker
      position={[user.test_gps_latitude, user.test_gps_longitude]}
      icon={TEST_ICON}
      title="Test-position"
      draggable
      eventHandlers={{
        dragend: (event) => {
          const { lat, lng } = (event.target as L.Marker).getLatLng();
          save({ testGpsEnabled: true, testGpsLatitude: lat, testGpsLongitude: lng });
        },
      }}
    >
      <Tooltip>Test-position (træk for at flytte)</Tooltip>
    </Marker>
  );
}
