// Lists never silently cap (issue 22): the console's Blog and Testimonials tabs page through 150+
// rows with a total, a pager and a search kept in the URL, the Rates tab through 250+ rates with
// its filters, and the public /blog pages through its published posts with real links.
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsMessages } from '@maple/shared/messages/agents';
import { blogMessages } from '@maple/shared/messages/blog';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { pagingMessages } from '@maple/shared/messages/paging';
import { rateAdminMessages } from '@maple/shared/messages/rates';
import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { launchBrowser, newPage, signedInPage, type TestPage } from './support/browser.ts';
import { callApi, signInAs } from './support/content-api.ts';
import { eventually, slow } from './support/poll.ts';

const count = 150;
const postPrefix = 'Paging E2E Post';
const clientPrefix = 'Paging E2E Client';
const numbered = (prefix: string, n: number) => `${prefix} ${String(n).padStart(3, '0')}`;
/** Of our posts, the newest 20 are published, so /blog has three pages of nine (with the demo's six). */
const publishedCount = 20;

let browser: Browser;
let adminCookie: string;

type Page = { items: { id: string }[]; total: number };

/** Deletes every row whose title or client name the search finds, a page of 100 at a time. */
async function removeAll(path: string, q: string) {
  for (;;) {
    const { body } = await callApi<Page>(adminCookie, 'GET', `${path}?pageSize=100&q=${encodeURIComponent(q)}`);
    if (body.items.length === 0) return;
    await fourAtATime(body.items, (item) => callApi(adminCookie, 'DELETE', `${path}/${item.id}`));
  }
}

/**
 * Runs `fn` over `items` four requests at a time (the set-up's wall time, not the server's work):
 * deletions, and creations only where their order does not matter. The console lists rates by
 * their rate, never by when they were made; posts, testimonials and agents are listed newest
 * first, and the tests read only which row is the newest (the last one made): the others are made
 * four at a time, and the newest alone after them.
 */
async function fourAtATime<T>(items: T[], fn: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
  }));
}

/** Another view of the loaded console, as its links go (the router follows popstate): not a full load. */
const showInApp = (page: BrowserPage, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const totalOf = async (path: string) => (await callApi<Page>(adminCookie, 'GET', `${path}?pageSize=1`)).body.total;

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await signInAs('admin@demo.maple.test');
  // Leftovers of an interrupted run would change the totals.
  await removeAll('/api/admin/blog-posts', postPrefix);
  await removeAll('/api/admin/testimonials', clientPrefix);
  const make = async (n: number) => {
    const title = numbered(postPrefix, n);
    const post = await callApi<{ id: string }>(adminCookie, 'POST', '/api/admin/blog-posts', { title, slug: `paging-e2e-post-${n}`, excerpt: `Excerpt of ${title}.`, content: `Content of ${title}.` });
    expect(post.status).toBe(201);
    if (n > count - publishedCount) expect((await callApi(adminCookie, 'PATCH', `/api/admin/blog-posts/${post.body.id}/publication`, { isPublished: true })).status).toBe(200);
    const testimonial = await callApi(adminCookie, 'POST', '/api/admin/testimonials', { clientName: numbered(clientPrefix, n), content: 'Paged through without a cap.', rating: 5, permission: { method: 'written', grantedAt: '2026-01-15', relationship: 'none' } });
    expect(testimonial.status).toBe(201);
  };
  // The newest post (made and published last) and testimonial lead their lists; the order of the rest is not read.
  await fourAtATime(Array.from({ length: count - 1 }, (_, i) => i + 1), make);
  await make(count);
}, 600_000);

afterAll(async () => {
  await removeAll('/api/admin/blog-posts', postPrefix);
  await removeAll('/api/admin/testimonials', clientPrefix);
  await browser.close();
}, 600_000);

const showing = (from: number, to: number, total: number) => fillMessage(pagingMessages.showing, { from, to, total });

/** The row headings of a console list, once the summary says the expected page is shown. */
async function rowsAfter(page: TestPage, listLabel: string, summary: string) {
  await eventually(() => page.getByText(summary, { exact: true }).isVisible(), slow).toBe(true);
  const list = page.getByRole('list', { name: listLabel });
  await eventually(() => list.getAttribute('aria-busy')).toBe(null);
  return list.getByRole('listitem').getByRole('heading').allTextContents();
}

describe.each([
  { tab: 'blog', path: '/api/admin/blog-posts', prefix: postPrefix, m: { listLabel: blogMessages.listLabel, search: blogMessages.listSearch, pagination: blogMessages.listPagination } },
  { tab: 'testimonials', path: '/api/admin/testimonials', prefix: clientPrefix, m: { listLabel: testimonialsMessages.listLabel, search: testimonialsMessages.listSearch, pagination: testimonialsMessages.listPagination } },
])('the console’s $tab tab', ({ tab, path, prefix, m }) => {
  it('shows the total, pages through every row, narrows by search, and a reload keeps the view', async () => {
    const total = await totalOf(path);
    expect(total).toBeGreaterThanOrEqual(count);
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto(`/super-admin?tab=${tab}`);

    const first = await rowsAfter(page, m.listLabel, showing(1, 25, total));
    expect(first).toHaveLength(25);
    // Newest first: the page starts with our last rows.
    expect(first[0]).toBe(numbered(prefix, count));

    const pager = page.getByRole('navigation', { name: m.pagination });
    expect(await pager.getByRole('button', { name: pagingMessages.previousPage }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: pagingMessages.nextPage }).click();
    const second = await rowsAfter(page, m.listLabel, showing(26, 50, total));
    expect(second).toHaveLength(25);
    expect(second.filter((row) => first.includes(row))).toEqual([]);
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('tab') === tab);

    // A reload (or the same link elsewhere) shows page 2 again.
    await page.reload();
    expect(await rowsAfter(page, m.listLabel, showing(26, 50, total))).toEqual(second);

    // The last page holds what is left, and Next stops there.
    const lastPage = Math.ceil(total / 25);
    await showInApp(page, `/super-admin?tab=${tab}&page=${lastPage}`);
    expect(await rowsAfter(page, m.listLabel, showing((lastPage - 1) * 25 + 1, total, total))).toHaveLength(total - (lastPage - 1) * 25);
    expect(await pager.getByRole('button', { name: pagingMessages.nextPage }).isDisabled()).toBe(true);

    // Search narrows (070–079), back to page 1, and lives in the URL.
    const q = `${prefix} 07`;
    await page.getByRole('searchbox', { name: m.search }).fill(q);
    const found = await rowsAfter(page, m.listLabel, showing(1, 10, 10));
    expect([...found].sort()).toEqual(Array.from({ length: 10 }, (_, i) => numbered(prefix, 70 + i)));
    await page.waitForURL((url) => url.searchParams.get('q') === q && !url.searchParams.has('page') && url.searchParams.get('tab') === tab);
    expect(await pager.count()).toBe(0);
    await page.reload();
    expect([...(await rowsAfter(page, m.listLabel, showing(1, 10, 10)))].sort()).toEqual([...found].sort());
    expect(await page.getByRole('searchbox', { name: m.search }).inputValue()).toBe(q);

    // A search that finds nothing says so.
    await page.getByRole('searchbox', { name: m.search }).fill(`${prefix} none`);
    await eventually(() => page.getByText(fillMessage(pagingMessages.noMatches, { q: `${prefix} none` })).isVisible(), slow).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('the public /blog', () => {
  it('pages through the published posts with real links, nine a page', async () => {
    const { body } = await callApi<Page>(adminCookie, 'GET', '/api/blog?pageSize=1');
    const total = body.total;
    expect(total).toBeGreaterThan(18);
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/blog');
    await eventually(() => page.getByText(showing(1, 9, total), { exact: true }).isVisible(), slow).toBe(true);
    const titles = () => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    const first = await titles();
    expect(first).toHaveLength(9);
    expect(first[0]).toBe(numbered(postPrefix, count));

    const pager = page.getByRole('navigation', { name: blogMessages.pagination });
    const next = pager.getByRole('link', { name: pagingMessages.nextPage });
    expect(await next.getAttribute('href')).toBe('/blog?page=2');
    expect(await pager.getByRole('link', { name: pagingMessages.previousPage }).count()).toBe(0);
    await next.click();
    await page.waitForURL('**/blog?page=2');
    await eventually(() => page.getByText(showing(10, 18, total), { exact: true }).isVisible(), slow).toBe(true);
    const second = await titles();
    expect(second).toHaveLength(9);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    expect(await pager.getByRole('link', { name: pagingMessages.previousPage }).getAttribute('href')).toBe('/blog');

    // The last page, loaded straight from its address: Next is not a link there.
    const lastPage = Math.ceil(total / 9);
    await page.goto(`/blog?page=${lastPage}`);
    await eventually(() => page.getByText(showing((lastPage - 1) * 9 + 1, total, total), { exact: true }).isVisible(), slow).toBe(true);
    expect(await pager.getByRole('link', { name: pagingMessages.nextPage }).count()).toBe(0);
    expect(await pager.getByRole('button', { name: pagingMessages.nextPage }).isDisabled()).toBe(true);

    // An old link past the last page leads back to the newest posts.
    await page.goto(`/blog?page=${lastPage + 5}`);
    await eventually(() => page.getByText(blogMessages.pastLastPage).isVisible(), slow).toBe(true);
    await page.getByRole('link', { name: blogMessages.newestPosts }).click();
    await eventually(() => page.getByText(showing(1, 9, total), { exact: true }).isVisible(), slow).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});

// The console's Rates tab (issue 22): 250 rates of our own, on terms the demo has none of (2, 4 and
// 6 years), so every filtered total below is counted from this list, not read back from the server.
describe('the console’s rates tab', () => {
  const rateCount = 250;
  // A posted rate no demo or scraped rate has: how a leftover of an interrupted run is found.
  const marker = 11.111;
  const ourTerms = [24, 48, 72];
  const provinceCycle = [
    ['ON', 'Ontario'],
    ['BC', 'British Columbia'],
    ['QC', 'Quebec'],
    ['AB', 'Alberta'],
    ['NS', 'Nova Scotia'],
  ] as const;
  const ours = Array.from({ length: rateCount }, (_, i) => ({
    province: provinceCycle[i % provinceCycle.length]![0],
    termMonths: ourTerms[i % ourTerms.length]!,
    rateType: i % 2 ? ('variable' as const) : ('fixed' as const),
    isActive: i % 4 !== 0,
    ourRate: Math.round((8 + i / 1000) * 1000) / 1000,
  }));
  type Rate = { id: string; postedRate: number; ourRate: number };

  async function removeOurs() {
    for (let page = 1; ; page++) {
      const { body } = await callApi<{ items: Rate[]; total: number }>(adminCookie, 'GET', `/api/admin/rates?pageSize=100&page=${page}`);
      const mine = body.items.filter((r) => r.postedRate === marker);
      await fourAtATime(mine, (rate) => callApi(adminCookie, 'DELETE', `/api/admin/rates/${rate.id}`));
      // Deleting shifts later rows forward: read this page again until none of ours is left on it.
      if (mine.length) page--;
      else if (page * 100 >= body.total) return;
    }
  }

  beforeAll(async () => {
    await removeOurs();
    await fourAtATime(ours, async (rate) => {
      const made = await callApi<{ id: string }>(adminCookie, 'POST', '/api/admin/rates', { province: rate.province, termMonths: rate.termMonths, rateType: rate.rateType, mortgageType: 'Conventional', postedRate: marker, ourRate: rate.ourRate });
      expect(made.status).toBe(201);
      if (!rate.isActive) expect((await callApi(adminCookie, 'PATCH', `/api/admin/rates/${made.body.id}`, { isActive: false })).status).toBe(200);
    });
  }, 600_000);

  afterAll(removeOurs, 600_000);

  const countOf = (keep: (r: (typeof ours)[number]) => boolean) => ours.filter(keep).length;
  const ratesTable = (page: TestPage) => page.getByRole('table', { name: /All Rates/ });

  /** The rates on screen (their 'Edit, …' labels), once the summary says the expected page is shown. */
  async function ratesAfter(page: TestPage, summary: string) {
    await eventually(() => page.getByText(summary, { exact: true }).isVisible(), slow).toBe(true);
    await eventually(() => ratesTable(page).getAttribute('aria-busy')).toBe(null);
    return ratesTable(page).getByRole('button', { name: /^Edit, / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  }

  it('pages through every rate, combines the filters and the search on the server, and the URL restores the view', async () => {
    const total = (await callApi<{ total: number }>(adminCookie, 'GET', '/api/admin/rates?pageSize=1')).body.total;
    expect(total).toBeGreaterThanOrEqual(rateCount + 100);
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/super-admin?tab=rates');

    // Every rate, 25 a page; Next shows the next 25, none of them again.
    const first = await ratesAfter(page, showing(1, 25, total));
    expect(first).toHaveLength(25);
    const pager = page.getByRole('navigation', { name: rateAdminMessages.listPagination });
    await pager.getByRole('button', { name: pagingMessages.nextPage }).click();
    const second = await ratesAfter(page, showing(26, 50, total));
    expect(second).toHaveLength(25);
    expect(second.filter((row) => first.includes(row))).toEqual([]);
    await page.waitForURL((url) => url.searchParams.get('page') === '2');

    // Four filters at once, each back to page 1: Ontario, 2 year, fixed, active.
    const select = (label: string) => page.getByRole('group', { name: rateAdminMessages.filtersLabel }).getByLabel(label, { exact: true });
    await select(rateAdminMessages.filterTerm).selectOption('24');
    const twoYear = countOf((r) => r.termMonths === 24);
    expect(await ratesAfter(page, showing(1, 25, twoYear))).toHaveLength(25);
    await select(rateAdminMessages.filterProvince).selectOption('ON');
    await select(rateAdminMessages.filterType).selectOption('fixed');
    await select(rateAdminMessages.filterLabel).selectOption('active');
    const combined = countOf((r) => r.termMonths === 24 && r.province === 'ON' && r.rateType === 'fixed' && r.isActive);
    expect(combined).toBeGreaterThan(0);
    const rows = await ratesAfter(page, showing(1, combined, combined));
    expect(rows).toHaveLength(combined);
    expect(rows.every((label) => label!.startsWith('Edit, Ontario 2 year fixed'))).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('province') === 'ON' && url.searchParams.get('termMonths') === '24' && url.searchParams.get('rateType') === 'fixed' && url.searchParams.get('status') === 'active' && !url.searchParams.has('page'));

    // A reload shows the same rates, the selects as they were.
    await page.reload();
    expect(await ratesAfter(page, showing(1, combined, combined))).toEqual(rows);
    expect(await select(rateAdminMessages.filterProvince).inputValue()).toBe('ON');
    expect(await select(rateAdminMessages.filterTerm).inputValue()).toBe('24');
    expect(await select(rateAdminMessages.filterType).inputValue()).toBe('fixed');
    expect(await select(rateAdminMessages.filterLabel).inputValue()).toBe('active');

    // The search with a filter: every word must be found ('4 year' in the term, 'Quebec' in the province), inactive ones too.
    await showInApp(page, '/super-admin?tab=rates&rateType=variable');
    const searchBox = page.getByRole('searchbox', { name: rateAdminMessages.listSearch });
    await searchBox.fill('Quebec 4 year');
    const searched = countOf((r) => r.province === 'QC' && r.termMonths === 48 && r.rateType === 'variable');
    expect(searched).toBeGreaterThan(0);
    expect(await ratesAfter(page, showing(1, searched, searched))).toHaveLength(searched);
    await page.waitForURL((url) => url.searchParams.get('q') === 'Quebec 4 year' && url.searchParams.get('rateType') === 'variable');

    // The last page of a filter that spans several: what is left, and Next stops there.
    const sixYear = countOf((r) => r.isActive && r.termMonths === 72);
    const lastPage = Math.ceil(sixYear / 25);
    expect(lastPage).toBeGreaterThan(1);
    await showInApp(page, `/super-admin?tab=rates&termMonths=72&status=active&page=${lastPage}`);
    const lastFrom = (lastPage - 1) * 25 + 1;
    expect(await ratesAfter(page, showing(lastFrom, sixYear, sixYear))).toHaveLength(sixYear - lastFrom + 1);
    expect(await pager.getByRole('button', { name: pagingMessages.nextPage }).isDisabled()).toBe(true);

    // Filters that match nothing say so.
    await showInApp(page, '/super-admin?tab=rates&termMonths=72&province=YT');
    await eventually(() => page.getByText(rateAdminMessages.filterNoMatches).isVisible(), slow).toBe(true);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('keeps every filter picked before the page has re-rendered', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/super-admin?tab=rates');
    await ratesTable(page).waitFor();
    // Three filters changed in one task, as a slow phone may deliver them before React renders:
    // each change must build on the one before, not on the query of the last render.
    await page.getByRole('group', { name: rateAdminMessages.filtersLabel }).evaluate((group, picks) => {
      for (const [label, value] of picks) {
        const select = [...group.querySelectorAll('select')].find((s) => s.labels?.[0]?.textContent === label)!;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, [
      [rateAdminMessages.filterProvince, 'ON'],
      [rateAdminMessages.filterTerm, '24'],
      [rateAdminMessages.filterType, 'fixed'],
    ] as const);
    await eventually(() => {
      const query = new URL(page.url()).searchParams;
      return [query.get('province'), query.get('termMonths'), query.get('rateType')];
    }).toEqual(['ON', '24', 'fixed']);
    const picked = countOf((r) => r.termMonths === 24 && r.province === 'ON' && r.rateType === 'fixed');
    const rows = await ratesAfter(page, showing(1, Math.min(picked, 25), picked));
    expect(rows.every((label) => label!.startsWith('Edit, Ontario 2 year fixed'))).toBe(true);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

// The console's Agents tab pages its cards too (24 a page), searched by name, email or profile URL.
describe('the console’s agents tab', () => {
  const agentPrefix = 'Paging Agent';
  const agentCount = 30;

  beforeAll(async () => {
    await removeAll('/api/admin/agents', agentPrefix);
    const make = async (n: number) => {
      const made = await callApi(adminCookie, 'POST', '/api/admin/agents', { email: `paging-agent-${n}@example.test`, fullName: numbered(agentPrefix, n), password: 'paging-e2e-password' });
      expect(made.status).toBe(201);
    };
    // Only the newest (made last) is read by its place.
    await fourAtATime(Array.from({ length: agentCount - 1 }, (_, i) => i + 1), make);
    await make(agentCount);
  }, 600_000);

  afterAll(() => removeAll('/api/admin/agents', agentPrefix), 600_000);

  it('shows 24 cards a page with the total, a search in the URL, and no cap', async () => {
    const total = await totalOf('/api/admin/agents');
    expect(total).toBeGreaterThan(agentCount);
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/super-admin?tab=agents');
    const listLabel = agentsMessages.console.listLabel;
    const first = await rowsAfter(page, listLabel, showing(1, 24, total));
    expect(first[0]).toBe(numbered(agentPrefix, agentCount));
    await page.getByRole('navigation', { name: agentsMessages.console.listPagination }).getByRole('button', { name: pagingMessages.nextPage }).click();
    const second = await rowsAfter(page, listLabel, showing(25, Math.min(48, total), total));
    expect(second.filter((name) => first.includes(name))).toEqual([]);

    await page.getByRole('searchbox', { name: agentsMessages.console.listSearch }).fill(`${agentPrefix} 01`);
    expect(await rowsAfter(page, listLabel, showing(1, 10, 10))).toHaveLength(10);
    await page.waitForURL((url) => url.searchParams.get('q') === `${agentPrefix} 01` && url.searchParams.get('tab') === 'agents');
    await page.reload();
    expect([...(await rowsAfter(page, listLabel, showing(1, 10, 10)))].sort()).toEqual(Array.from({ length: 10 }, (_, i) => numbered(agentPrefix, 10 + i)));
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
