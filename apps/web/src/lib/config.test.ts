import { ClientConfigSchema } from '@ac/shared';
import { describe, expect, it } from 'vitest';
import { ConfigLoadError, getConfig, loadConfig, parseConfig } from './config';

const GOOD = { endpoint: '/api', loginEndpoint: '/api', sessiontimeout: 900_000 };

const SAMPLES: unknown[] = [
  GOOD,
  { ...GOOD, extra: true },
  { ...GOOD, endpoint: 'https://api.example.es/v' },
  { ...GOOD, sessiontimeout: 1 },
  { ...GOOD, sessiontimeout: 0 },
  { ...GOOD, sessiontimeout: -5 },
  { ...GOOD, sessiontimeout: 1.5 },
  { ...GOOD, sessiontimeout: '900000' },
  { ...GOOD, sessiontimeout: Number.NaN },
  { ...GOOD, sessiontimeout: Number.POSITIVE_INFINITY },
  { ...GOOD, sessiontimeout: 2 ** 60 },
  { ...GOOD, endpoint: 7 },
  { ...GOOD, loginEndpoint: null },
  { endpoint: '/api', sessiontimeout: 1000 },
  {},
  [],
  null,
  'config',
  42,
];

describe('the configuration file', () => {
  it('is checked by hand exactly as ClientConfigSchema checks it', () => {
    for (const sample of SAMPLES) {
      const expected = ClientConfigSchema.safeParse(sample);
      let actual: unknown;
      try {
        actual = parseConfig(sample);
      } catch {
        actual = undefined;
      }
      expect(actual, JSON.stringify(sample)).toEqual(expected.success ? expected.data : undefined);
    }
  });

  it('loads from assets/config.json, and a missing or broken file is a ConfigLoadError', async () => {
    const answer = (status: number, body: string) => async () => new Response(body, { status });
    await expect(loadConfig(answer(200, JSON.stringify(GOOD)))).resolves.toEqual(GOOD);
    expect(getConfig()).toEqual(GOOD);
    await expect(loadConfig(answer(404, 'no'))).rejects.toBeInstanceOf(ConfigLoadError);
    await expect(loadConfig(answer(200, '{"endpoint":"/api"}'))).rejects.toBeInstanceOf(ConfigLoadError);
    await expect(loadConfig(answer(200, 'not json'))).rejects.toBeInstanceOf(ConfigLoadError);
  });
});
