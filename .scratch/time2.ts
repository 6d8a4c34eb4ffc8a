import { readFileSync } from 'node:fs';
import { LocalTextExtractor } from '../local/src/extract';
import { readDocument } from '../core/src/facts';
async function main() {
  const ex = new LocalTextExtractor();
  for (const f of process.argv.slice(2)) {
    const bytes = new Uint8Array(readFileSync(f));
    let te = 0, tr = 0;
    for (let k = 0; k < 4; k++) {
      const c0 = process.cpuUsage(); const t0 = performance.now();
      const doc = await ex.extract({ name: 'x.pdf', bytes });
      const t1 = performance.now(); const c1 = process.cpuUsage(c0);
      readDocument({ name: 'x', method: doc.method, layout: doc.layout });
      const t2 = performance.now(); const c2 = process.cpuUsage(c0);
      if (k > 0) { te += c1.user/1000; tr += (c2.user - c1.user)/1000; }
    }
    console.log(f, 'extract', (te / 3).toFixed(0), 'read', (tr / 3).toFixed(0));
  }
  await ex.close();
}
main();
