import { describe, expect, it } from 'vitest';
import { AUTH_DENIALS } from './autorizacion';
import { DECLINE_EXPLANATIONS } from './tickets';

describe('authorisation reasons', () => {
  it('explains every denial in a sentence', () => {
    for (const motivo of AUTH_DENIALS) expect(DECLINE_EXPLANATIONS[motivo], motivo).toMatch(/\.$/);
  });
});
