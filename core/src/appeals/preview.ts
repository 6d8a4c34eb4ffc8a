/**
 * What an owner sees of a written appeal before paying (issue 14, item 5): the addressee, the piece's
 * title, the facts section and the titles of the grounds it argues. The rest (the grounds' text, the
 * requests, the signature) stays on the server until the appeal is paid. Read from the text's layout
 * (core/src/writer/index.ts): blocks split by blank lines, the first is the addressee, "#" lines are
 * the title, "I – DOS FATOS" opens the facts, "II.n – <title>" heads each ground.
 */

export interface AppealPreview {
  addressee: string;
  /** The title lines ("RECURSO À JARI", "Auto de Infração nº …"), without the "#". */
  title: string[];
  /** The paragraphs of "I – DOS FATOS". */
  facts: string[];
  /** The titles of the grounds, in order. */
  grounds: string[];
  /** Paragraphs held back until payment. */
  heldBackParagraphs: number;
}

const SECTION = /^[IVX]+\s*[–-]\s*\S/;
const FACTS_HEADING = /^I\s*[–-]\s*DOS FATOS\s*$/i;
const GROUND_HEADING = /^[IVX]+\.\d+\s*[–-]\s*(.+)$/;

export function appealPreview(text: string): AppealPreview {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const addressee = blocks[0] ?? '';
  const title: string[] = [];
  const facts: string[] = [];
  const grounds: string[] = [];
  const shown = new Set<number>([0]);
  let inFacts = false;
  blocks.forEach((block, i) => {
    if (i === 0) return;
    if (block.startsWith('#')) {
      title.push(...block.split('\n').map((l) => l.replace(/^#+\s*/, '').trim()));
      shown.add(i);
      return;
    }
    const ground = GROUND_HEADING.exec(block);
    if (ground) {
      inFacts = false;
      grounds.push((ground[1] as string).trim());
      shown.add(i);
      return;
    }
    if (FACTS_HEADING.test(block)) {
      inFacts = true;
      shown.add(i);
      return;
    }
    if (SECTION.test(block)) {
      inFacts = false;
      return;
    }
    if (inFacts) {
      facts.push(block);
      shown.add(i);
    }
  });
  return { addressee, title, facts, grounds, heldBackParagraphs: blocks.length - shown.size };
}
