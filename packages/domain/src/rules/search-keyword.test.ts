import { describe, expect, it } from 'vitest';
import { captureAttribution } from './attribution.ts';
import { buildFlowAnalytics, keywordNotProvided, searchKeyword } from './search-keyword.ts';

const site = 'https://convoy.example';
const now = new Date('2026-07-01T12:00:00.000Z');

describe('searchKeyword (SPEC §9)', () => {
  it('reads q, query, search, keyword and term from the page, in that order', () => {
    expect(searchKeyword({ url: `${site}/?q=15+passenger+van` })).toBe('15 passenger van');
    expect(searchKeyword({ url: `${site}/?query=bus` })).toBe('bus');
    expect(searchKeyword({ url: `${site}/?search=truck` })).toBe('truck');
    expect(searchKeyword({ url: `${site}/?keyword=minivan` })).toBe('minivan');
    expect(searchKeyword({ url: `${site}/?term=%20SUV%20%20rental%20` })).toBe('SUV rental');
    expect(searchKeyword({ url: `${site}/?term=b&q=a` })).toBe('a');
    expect(searchKeyword({ url: `${site}/?q=&search=c` })).toBe('c');
  });

  it('prefers the page over the referring engine', () => {
    expect(
      searchKeyword({ url: `${site}/?q=page`, referrer: 'https://www.google.com/search?q=engine' }),
    ).toBe('page');
  });

  it.each([
    ['https://www.google.com/search?q=church+bus', 'church bus'],
    ['https://www.google.co.uk/search?q=van+hire', 'van hire'],
    ['https://www.bing.com/search?q=team+van', 'team van'],
    ['https://search.yahoo.com/search?p=film+truck', 'film truck'],
    ['https://duckduckgo.com/?q=camp+bus', 'camp bus'],
    ['https://www.baidu.com/s?wd=minibus', 'minibus'],
    ['https://yandex.ru/search/?text=avtobus', 'avtobus'],
    ['https://www.ecosia.org/search?q=wedding+shuttle', 'wedding shuttle'],
    ['https://search.brave.com/search?q=box+truck', 'box truck'],
  ])('reads the query of a search engine referrer %s', (referrer, keyword) => {
    expect(searchKeyword({ url: `${site}/`, referrer })).toBe(keyword);
  });

  it('is "not provided" otherwise', () => {
    expect(searchKeyword({ url: `${site}/` })).toBe(keywordNotProvided);
    expect(searchKeyword({ url: `${site}/`, referrer: 'https://www.google.com/' })).toBe('not provided');
    // A site that is no search engine, even with a q parameter.
    expect(searchKeyword({ url: `${site}/`, referrer: 'https://forum.example.org/?q=vans' })).toBe(
      'not provided',
    );
    // Our own site as referrer is not a search engine either.
    expect(searchKeyword({ url: `${site}/`, referrer: `${site}/?q=vans` })).toBe('not provided');
    expect(searchKeyword({ url: 'not a url', referrer: 'neither' })).toBe('not provided');
  });
});

describe('buildFlowAnalytics (SPEC §3, §9)', () => {
  it('takes campaign values from the attribution record and pages as site paths', () => {
    const attribution = captureAttribution({
      url: `${site}/?utm_source=Google&utm_medium=CPC&utm_campaign=Spring&utm_term=Vans&utm_content=Ad1`,
      referrer: 'https://www.google.com/',
      now,
    });
    expect(
      buildFlowAnalytics({
        url: `${site}/confirm?x=1#top`,
        referrer: 'https://www.google.com/',
        attribution,
        previousPage: `${site}/availability`,
        sourceAction: 'select_vehicle',
      }),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'ad1',
      utm_term: 'vans',
      referring_site: 'www.google.com',
      search_keyword: 'not provided',
      current_page: '/confirm?x=1',
      source_page: '/availability',
      source_action: 'select_vehicle',
    });
  });

  it('defaults the source to referral after another site and to direct otherwise', () => {
    const direct = captureAttribution({ url: `${site}/`, referrer: '', now });
    const fromNews = captureAttribution({ url: `${site}/`, referrer: 'https://news.example.org/post', now });
    expect(buildFlowAnalytics({ url: `${site}/`, attribution: direct })).toMatchObject({
      utm_source: 'direct',
      referring_site: '',
      source_page: '',
      source_action: '',
    });
    // This page load came from another site.
    expect(
      buildFlowAnalytics({ url: `${site}/`, referrer: 'https://news.example.org/post', attribution: direct }),
    ).toMatchObject({ utm_source: 'referral', referring_site: 'news.example.org' });
    // Navigating inside the site, the stored record still remembers the referral.
    expect(
      buildFlowAnalytics({ url: `${site}/confirm`, referrer: `${site}/availability`, attribution: fromNews }),
    ).toMatchObject({ utm_source: 'referral', referring_site: 'news.example.org' });
  });

  it('finds the keyword on the landing page of the stored record', () => {
    const attribution = captureAttribution({ url: `${site}/?q=school+bus`, referrer: '', now });
    expect(buildFlowAnalytics({ url: `${site}/confirm`, attribution }).search_keyword).toBe('school bus');
  });
});
