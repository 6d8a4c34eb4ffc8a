import { writeFileSync } from 'node:fs';
import { corpusSamples } from '../test/fixtures/corpus/corpus';
async function main() {
  const s = corpusSamples().find((x) => x.source === 'pdf' && x.id === process.argv[2])!;
  writeFileSync('.scratch/c.pdf', await s.bytes());
}
main();
