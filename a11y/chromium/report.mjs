// Renders the Chromium audit's report (report.json's object) as a Markdown table (a11y/report/README.md) and as
// the HTML page the built site serves at /a11y-report/. Both show the same counts, page by page.

/** One row per page: states opened, audits run in each theme and at the phone size, violations. */
function rows(report) {
  const byPage = new Map();
  for (const r of report.states) {
    const row = byPage.get(r.page) ?? {
      page: r.page,
      widget: r.widget,
      states: new Set(),
      light: 0,
      dark: 0,
      phone: 0,
      violations: 0,
      failed: 0,
    };
    row.states.add(r.state);
    row[r.theme] += 1;
    if (Number(r.viewport.split('x')[0]) < 600) row.phone += 1;
    row.violations += r.violations.reduce((sum, v) => sum + v.nodes.length, 0);
    if (r.violations.length > 0 || r.problems.length > 0) row.failed += 1;
    byPage.set(r.page, row);
  }
  return [...byPage.values()].map((row) => ({ ...row, states: row.states.size }));
}

const columns = ['Page', 'Widget', 'States', 'Light', 'Dark', 'Phone', 'Failed', 'Violations'];
const cells = (row) => [row.page, row.widget, row.states, row.light, row.dark, row.phone, row.failed, row.violations];

function intro(report) {
  const s = report.summary;
  return (
    `${s.audits} audits of ${s.states} states on ${s.pages} pages, ${s.passed} passed, ${s.failed} failed, ` +
    `${s.violations} violations; axe-core ${report.axe}, tags ${report.tags.join(', ')}; ` +
    `${report.seconds} s, ${report.generated}.`
  );
}

/** The Markdown report: a line of totals and one table row per page. */
export function renderReadme(report) {
  const md = (value) => String(value).replace(/\|/g, '\\|');
  return [
    '# Chromium accessibility audit',
    '',
    'Written by `npm run audit:chromium` (a11y/chromium/audit.mjs); every state is in report.json, with its',
    'screenshot in screenshots/ (not committed). "States" counts the first view ("page") and the states the',
    "page's front matter lists; each is audited in the light and dark theme; the first view also at 390 x 844.",
    '',
    intro(report),
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows(report).map((row) => `| ${cells(row).map(md).join(' | ')} |`),
    '',
  ].join('\n');
}

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The HTML report: the same table, then every audit with its outcome and a link to its screenshot. */
export function renderHtml(report) {
  const head = (names) => `<tr>${names.map((n) => `<th scope="col">${escapeHtml(n)}</th>`).join('')}</tr>`;
  const row = (values) => `<tr>${values.map((v) => `<td>${escapeHtml(v)}</td>`).join('')}</tr>`;
  const outcome = (r) =>
    r.violations.length === 0 && r.problems.length === 0
      ? 'pass'
      : [...r.violations.map((v) => v.rule), ...r.problems].join('; ');
  const detail = report.states.map(
    (r) =>
      `<tr><td>${escapeHtml(r.page)}</td><td>${escapeHtml(r.state)}</td><td>${escapeHtml(r.theme)}</td>` +
      `<td>${escapeHtml(r.viewport)}${r.dir === 'rtl' ? ', rtl' : ''}</td><td>${escapeHtml(outcome(r))}</td>` +
      `<td><a href="${escapeHtml(r.screenshot)}">screenshot<span class="vh"> of ${escapeHtml(`${r.page} ${r.state}, ${r.theme}, ${r.viewport}`)}</span></a></td></tr>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confab: Chromium accessibility audit</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 72rem; color: #1c1e21; background: #fff; }
  table { border-collapse: collapse; margin: 1rem 0; display: block; overflow-x: auto; }
  th, td { border: 1px solid #8a929c; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
  a { color: #1a4fb4; }
  a:focus-visible { outline: 3px solid #1a4fb4; outline-offset: 2px; }
  .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  @media (prefers-color-scheme: dark) {
    body { color: #e3e3e3; background: #1b1b1d; }
    a { color: #8cb4ff; }
    a:focus-visible { outline-color: #8cb4ff; }
  }
</style>
</head>
<body>
<main>
<h1>Chromium accessibility audit</h1>
<p>${escapeHtml(intro(report))} <a href="report.json">report.json</a> has every finding.</p>
<table>
<caption>Audits per page</caption>
<thead>${head(columns)}</thead>
<tbody>
${rows(report)
  .map((r) => row(cells(r)))
  .join('\n')}
</tbody>
</table>
<h2>Every audit</h2>
<table>
<caption>Each state, theme and size, with its outcome</caption>
<thead>${head(['Page', 'State', 'Theme', 'Size', 'Outcome', 'Screenshot'])}</thead>
<tbody>
${detail.join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}
