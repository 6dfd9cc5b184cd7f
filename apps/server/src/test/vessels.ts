import type { VesselInput } from '@havhjaelp/common/vessels';
import { callApi, type TestApp } from './test-app';
import type { TestUser } from './users';

/** A full vessel body; override what the test is about. */
export function vesselBody(overrides: Partial<VesselInput> = {}): VesselInput {
  return {
    name: 'Havørnen',
    vessel_type: 'sailboat',
    length: 9.99,
    width: 3.25,
    draft: 1.6,
    vessel_year: 1998,
    vessel_make: 'Albin',
    vessel_model: 'Ballad',
    hull_material: 'fiberglass',
    engine_type: 'Volvo Penta MD2020',
    engine_power: 18,
    fuel_type: 'diesel',
    max_speed: 7.5,
    cruising_speed: 5.5,
    registration_number: 'DK-1234',
    home_port: 'Ærøskøbing',
    mmsi: '219000001',
    call_sign: 'oz1234',
    description: 'En god gammel langturssejler.',
    public_profile: true,
    vessel_image: 'https://example.dk/havoernen.jpg',
    insurance_company: 'Pantaenius',
    insurance_policy_number: 'P-998877',
    insurance_expiry_date: '2026-04-30',
    ...overrides,
  };
}

/** Creates a vessel as `owner` through the API; answers its id. */
export async function createVessel(
  t: TestApp,
  owner: TestUser,
  overrides: Partial<VesselInput> = {},
): Promise<string> {
  const response = await callApi(t, 'POST', '/api/vessels', owner.token, vesselBody(overrides));
  if (response.statusCode !== 200) {
    throw new Error(`create vessel: ${response.statusCode} ${response.body}`);
  }
  return response.json().id as string;
}
