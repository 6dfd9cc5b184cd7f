// Open help requests raised through the API like real ones, for the benches that need a full list.
const PRIORITIES = ['normal', 'urgent', 'critical'] as const;
const TYPES = ['motorstop', 'battery', 'fuel', 'towing', 'medical', 'other'] as const;

/** `count` open requests by the holder of `token`, spread over Danish waters. */
export async function raiseRequests(appUrl: string, token: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${appUrl}/api/help`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        vesselName: `Båd ${i}`,
        type: TYPES[i % TYPES.length],
        priority: PRIORITIES[i % PRIORITIES.length],
        description: `Bench-anmodning nummer ${i}: motoren stoppede ud for kysten.`,
        position: { lat: 54.6 + (i % 300) / 100, lng: 8.1 + (i % 470) / 100 },
      }),
    });
    if (response.status !== 200) throw new Error(`POST /api/help answered ${response.status}`);
  }
}
