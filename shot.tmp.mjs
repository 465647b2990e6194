import { chromium } from 'playwright-core';
const [,, path, width, scheme, out] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +width, height: width < 500 ? 844 : 900 } });
await p.emulateMedia({ colorScheme: scheme });
await p.goto('http://127.0.0.1:8731/sub/' + path);
await p.waitForLoadState('networkidle');
await p.screenshot({ path: out, fullPage: process.argv[6] === 'full' });
await b.close();
