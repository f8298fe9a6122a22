import { loginRedirectFor, routeDepth, visitorMayOpen } from './guard';

describe('visitorMayOpen (spec 3 §6)', () => {
  it.each([
    ['/', true],
    ['/search', true],
    ['/news', true],
    ['/news/list/2.html', true],
    ['/news/info/5.html', true],
    ['/gonggao', false],
    ['/search/searchinfo', false],
    // A member-centre child is nested under the /manage frame, so it counts two segments.
    ['/monitorManage', false],
    ['/personalInfo', false],
    ['/manage', false],
    ['/data', true],
    ['/data/freeTry', false],
    ['/vip', true],
  ])('%s → %p', (path, allowed) => {
    expect(visitorMayOpen(path)).toBe(allowed);
  });

  it('keeps the whole news section open and the gazette closed at any depth', () => {
    expect(visitorMayOpen('/news/search')).toBe(true);
    expect(visitorMayOpen('/gonggao/anything')).toBe(false);
    expect(visitorMayOpen('/newsletter')).toBe(true); // one segment, not the news section
    expect(visitorMayOpen('/newsletter/2')).toBe(false);
  });

  it('counts member-centre children like the router matches them: trailing slash, any case', () => {
    // React Router matches '/monitorManage/' and '/MONITORMANAGE' to the /monitorManage route.
    expect(visitorMayOpen('/monitorManage/')).toBe(false);
    expect(visitorMayOpen('/MonitorManage')).toBe(false);
    expect(visitorMayOpen('/manage/')).toBe(false);
    expect(visitorMayOpen('/Gonggao')).toBe(false);
    expect(visitorMayOpen('/News/list/2.html')).toBe(true);
    expect(visitorMayOpen('/search/')).toBe(true);
    expect(visitorMayOpen('/%6DonitorManage')).toBe(false);
    expect(visitorMayOpen('/%E0%A4%A')).toBe(true); // malformed escape: one plain segment
  });
});

describe('routeDepth', () => {
  it('counts path segments, and one more inside the member-centre frame', () => {
    expect(routeDepth('/')).toBe(0);
    expect(routeDepth('/data')).toBe(1);
    expect(routeDepth('/data/freeTry')).toBe(2);
    expect(routeDepth('/personalInfo')).toBe(2);
    expect(routeDepth('/monitorManage/result')).toBe(3);
  });
});

describe('loginRedirectFor', () => {
  it('keeps slashes readable', () => {
    expect(loginRedirectFor('/monitorManage')).toBe('/login?redirect=/monitorManage');
  });

  it.each([
    '/search/searchinfo?key=a&x=1',
    '/search/searchinfo?key=苹果 手机&cls=9#top',
    '/data/freeTry?a=1+2&b=%25',
  ])('encodes %s so the redirect param decodes back to it', (fullPath) => {
    const target = loginRedirectFor(fullPath);
    const [path, query] = target.split('?');
    expect(path).toBe('/login');
    const params = new URLSearchParams(query);
    expect([...params.keys()]).toEqual(['redirect']);
    expect(params.get('redirect')).toBe(fullPath);
    expect(target).not.toContain('#'); // the hash belongs to the redirect, not to /login
  });
});
