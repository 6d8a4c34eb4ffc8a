import { AREAS, ROUTES, routeKey } from '@recurso/functions/routes';

const POLICIES = ['public', 'user', 'staff', 'admin', 'webhook'];

describe('route table', () => {
  it('gives every route a known policy and area (deny by default)', () => {
    for (const r of ROUTES) {
      expect(POLICIES).toContain(r.policy);
      expect(AREAS).toContain(r.area);
    }
  });

  it('has no route declared twice', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps only the provider webhook outside session auth', () => {
    expect(ROUTES.filter((r) => r.policy === 'webhook').map(routeKey)).toEqual(['POST /api/webhooks/asaas']);
  });
});
