import { FIELD_VOCABULARY } from '../core/src/facts/field-labels';
const words = new Set<string>();
for (const p of FIELD_VOCABULARY.phrases!()) for (const w of p.text.split(/[\s/()]+/)) if (w.length >= 3 && !FIELD_VOCABULARY.isLabelWord(w) && !FIELD_VOCABULARY.isConnector(w)) words.add(w);
console.log([...words].sort().join(' '));
