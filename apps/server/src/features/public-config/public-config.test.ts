import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('GET /api/config', () => {
  const t = useTestApp();

  it('gives the web app its public settings and nothing secret', async () => {
    await t.start({
      EMERGENCY_PHONE: '+45 112',
      PRIVACY_EMAIL: 'dpo@example.dk',
      AIS_SOURCE: 'aisstream',
      AISSTREAM_API_KEY: 'secret-upstream-key',
      SMTP_URL: 'smtp://user:smtp-password@127.0.0.1:2525',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      emergencyPhone: '+45 112',
      supportEmail: 'support@havhjaelp.dk',
      privacyEmail: 'dpo@example.dk',
      mqttTopicRoot: 'havhjaelp',
    });
    expect(response.body).not.toMatch(/secret-upstream-key|smtp-password/);
  });
});
