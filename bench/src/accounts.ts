// A real account on the app under test, made through the public API as a user would.
import { randomUUID } from 'node:crypto';
import type { RegisterInput } from '@havhjaelp/common/auth';

export const BENCH_PASSWORD = 'Sejlbåd-2026!x';

export interface BenchUser {
  login: string;
  password: string;
  token: string;
}

export async function registerUser(appUrl: string): Promise<BenchUser> {
  const username = `bench-${randomUUID().slice(0, 8)}`;
  const body: RegisterInput = {
    username,
    email: `${username}@example.com`,
    password: BENCH_PASSWORD,
    firstName: 'Bench',
    lastName: 'Mark',
    phone: '+45 12 34 56 78',
    boatName: 'Målestok',
    boatType: 'Sejlbåd',
    birthDate: '1980-05-17',
  };
  const response = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { login: username, password: body.password, token };
}
