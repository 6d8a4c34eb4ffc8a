/** API Gateway route throttles come from the same capacity table as the local admission lanes. */
import { AREA_CAPACITY } from '@recurso/functions/capacity';
import { ROUTES, routeKey } from '@recurso/functions/routes';
import { type FixtureTemplates, fixtureTemplates } from './app';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = Record<string, any>;

let s: FixtureTemplates;
beforeAll(() => {
  s = fixtureTemplates();
});

const stage = (): Json => {
  const resources = s.templates.service.toJSON().Resources as Json;
  const found = Object.values(resources).find((r) => r.Type === 'AWS::ApiGatewayV2::Stage');
  if (!found) throw new Error('no stage');
  return found;
};

describe('route throttles', () => {
  it('throttle every password route (auth area) at the table rate, and nothing else', () => {
    const settings = stage().Properties.RouteSettings as Json;
    const auth = AREA_CAPACITY.auth.aws;
    expect(auth).toEqual({ rateLimit: 20, burstLimit: 40 });
    const expected = Object.fromEntries(
      ROUTES.filter((r) => r.area === 'auth').map((r) => [
        routeKey(r),
        { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      ]),
    );
    expect(settings).toEqual(expected);
    expect(settings['POST /api/auth/login']).toEqual({ ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 });
    expect(settings['POST /api/webhooks/asaas']).toBeUndefined();
    // the stage default still covers the rest
    expect(stage().Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 100,
    });
  });

  it('create the routes before the stage that names them', () => {
    const resources = s.templates.service.toJSON().Resources as Json;
    const routeIds = Object.entries(resources)
      .filter(
        ([, r]) => r.Type === 'AWS::ApiGatewayV2::Route' && String(r.Properties.RouteKey).includes('/auth/'),
      )
      .map(([id]) => id);
    expect(routeIds).toHaveLength(ROUTES.filter((r) => r.area === 'auth').length);
    expect(stage().DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});
