/**
 * Several notices in one upload (issue 25 item 4): the facts of an appeal are of ONE notice, never a
 * mix. When a document holds several (reading.notices), the facts are built once per notice; the
 * appeal's facts are the first's until the driver chooses, and every notice is kept with its own facts,
 * so the choice needs no new reading (and the API, which has no catalogue, only swaps them).
 */
import { type DocumentReading, noticeReadings } from './reading';
import type { Facts, NoticeChoice, NoticeOption } from './schema';

/** The most notices one appeal offers to choose from (the rest of a long scan is not one appeal). */
export const MAX_NOTICE_OPTIONS = 6;

/** What tells a notice apart, for the driver to recognise it. */
function optionOf(facts: Facts, document: string, pages: number[]): NoticeOption {
  const number = facts.notice.number.source.kind === 'fallback' ? undefined : facts.notice.number.value;
  const date = facts.infraction.date?.value ?? facts.notice.issueDate?.value;
  return {
    document,
    pages,
    ...(number ? { number } : {}),
    ...(facts.vehicle.plate ? { plate: facts.vehicle.plate.value } : {}),
    ...(facts.suspension?.processNumber ? { processNumber: facts.suspension.processNumber.value } : {}),
    ...(facts.agency ? { agency: facts.agency.value } : {}),
    ...(date ? { date } : {}),
  };
}

/**
 * The facts of the documents, one notice at a time when a document holds several: `build` makes the
 * facts of a set of readings (the facts builder). The first document holding several notices offers
 * the choice; any other holding several gives its first.
 */
export function factsPerNotice(
  readings: readonly DocumentReading[],
  build: (readings: DocumentReading[]) => Facts,
): Facts {
  const at = readings.findIndex((r) => (r.notices?.length ?? 0) > 1);
  const single = readings.map((r) => noticeReadings(r)[0] as DocumentReading);
  if (at < 0) return build(single);
  const multi = readings[at] as DocumentReading;
  const notices = noticeReadings(multi).slice(0, MAX_NOTICE_OPTIONS);
  const each = notices.map((n) => build(single.map((r, i) => (i === at ? n : r))));
  const options = each.map((facts, i) => ({
    ...optionOf(facts, multi.name, multi.notices?.[i]?.pages ?? []),
    ...(i === 0 ? {} : { facts }),
  }));
  return { ...(each[0] as Facts), notices: { chosen: 0, confirmed: false, options } };
}

/** Several notices were found and the driver has not said which one this appeal is about. */
export const choicePending = (facts: Facts): boolean =>
  facts.notices !== undefined && !facts.notices.confirmed;

/**
 * The facts of option `index`, chosen by the driver: its own facts (the ones these were stay in their
 * option). Throws RangeError for an index out of the options.
 */
export function chooseNotice(facts: Facts, index: number): Facts {
  const choice = facts.notices;
  if (!choice || !Number.isInteger(index) || index < 0 || index >= choice.options.length)
    throw new RangeError(`no notice ${index}`);
  if (index === choice.chosen) return { ...facts, notices: { ...choice, confirmed: true } };
  const { notices: _, ...current } = facts;
  const next = (choice.options[index] as NoticeOption).facts;
  if (!next) throw new RangeError(`notice ${index} has no facts`);
  const options = choice.options.map((o, i) => {
    if (i === choice.chosen) return { ...o, facts: current };
    if (i === index) {
      const { facts: __, ...rest } = o;
      return rest;
    }
    return o;
  });
  const notices: NoticeChoice = { chosen: index, confirmed: true, options };
  return { ...next, notices };
}

/** The facts as the review API shows them: the other notices without their facts (only what tells them apart). */
export function withoutOtherFacts(facts: Facts): Facts {
  if (!facts.notices) return facts;
  return {
    ...facts,
    notices: { ...facts.notices, options: facts.notices.options.map(({ facts: _, ...o }) => o) },
  };
}

/** Applies `f` to the facts of every other notice too (the pipeline's review requests). */
export function mapOtherFacts(facts: Facts, f: (other: Facts) => Facts): Facts {
  if (!facts.notices) return facts;
  const options = facts.notices.options.map((o) => (o.facts ? { ...o, facts: f(o.facts) } : o));
  return { ...facts, notices: { ...facts.notices, options } };
}
