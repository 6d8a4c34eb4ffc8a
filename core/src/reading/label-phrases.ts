/**
 * The phrases a label pattern spells: "data\s+(?:da|de)\s+emissao(?:\s+da\s+notificacao)?" → "data da
 * emissao", "data da emissao da notificacao", "data de emissao"… One table of labels (the facts'
 * regular expressions) serves both the exact match and the fuzzy one a garbled label slot needs
 * (ocr-labels.ts). Covers the syntax the table uses: groups, alternation, `?` `*` `+` `{m,n}`, `\s`,
 * escaped punctuation and small character classes; lookarounds and open classes ("[a-z]+") spell nothing.
 */

/** Alternatives kept per pattern: enough for every wording, bounded for the odd combinatorial one. */
const MAX_PHRASES = 256;

type Node =
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'lit'; options: string[] };

const seq = (items: Node[]): Node => ({ kind: 'seq', items });
const lit = (...options: string[]): Node => ({ kind: 'lit', options });

function parse(src: string): Node {
  let i = 0;
  const alternation = (): Node => {
    const options = [sequence()];
    while (src[i] === '|') {
      i++;
      options.push(sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'alt', options };
  };
  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      let atom = single();
      const q = quantifier();
      if (q === 'optional') atom = { kind: 'alt', options: [lit(''), atom] };
      if (q === 'none') atom = lit('');
      items.push(atom);
    }
    return seq(items);
  };
  const single = (): Node => {
    const c = src[i++] as string;
    if (c === '(') {
      let look = false;
      if (src[i] === '?') {
        const m = src.slice(i).match(/^\?(?::|=|!|<=|<!)/)?.[0] ?? '?:';
        look = m !== '?:';
        i += m.length;
      }
      const inner = alternation();
      i++; // ")"
      return look ? lit('') : inner;
    }
    if (c === '[') {
      const end = src.indexOf(']', i);
      const body = src.slice(i, end);
      i = end + 1;
      // An open class ("[a-z]", "[^:]") stands for any text: it spells nothing.
      if (body.startsWith('^') || /.-./.test(body)) return lit('');
      return lit(...[...body.replace(/\\(.)/g, '$1')]);
    }
    if (c === '\\') {
      const e = src[i++] as string;
      if (e === 's') return lit(' ');
      if (e === 'd' || e === 'w' || e === 'b') return lit('');
      return lit(e);
    }
    if (c === '.' || c === '^' || c === '$') return lit('');
    return lit(c);
  };
  /** What a quantifier does to the atom before it: nothing, optional, or spells nothing (open repeat). */
  const quantifier = (): 'one' | 'optional' | 'none' => {
    const c = src[i];
    if (c === '?' || c === '*') {
      i++;
      return 'optional';
    }
    if (c === '+') {
      i++;
      return 'one';
    }
    const m = c === '{' ? src.slice(i).match(/^\{(\d+)(?:,(\d*))?\}/) : null;
    if (!m) return 'one';
    i += m[0].length;
    return m[1] === '0' ? 'none' : 'one';
  };
  return alternation();
}

function spell(node: Node): string[] {
  if (node.kind === 'lit') return node.options;
  if (node.kind === 'alt') return node.options.flatMap(spell).slice(0, MAX_PHRASES);
  let out = [''];
  for (const item of node.items) {
    const next: string[] = [];
    for (const head of out)
      for (const tail of spell(item)) if (next.length < MAX_PHRASES) next.push(head + tail);
    out = next;
  }
  return out;
}

/** The distinct phrases (words of letters and digits, one space apart) a label pattern spells. */
export function labelPhrases(pattern: string): string[] {
  const out = spell(parse(pattern))
    .map((p) => p.replace(/[^a-z0-9]+/g, ' ').trim())
    .filter(Boolean);
  return [...new Set(out)];
}
