/**
 * After the appeal (issue 15): the filing deadline and its reminders, the "Como protocolar" guidance,
 * the filing, the decision and the outcome statistics. See docs/follow-up.md.
 */
export * from './calendar';
export * from './changes';
export * from './deadline';
export * from './guide';
export * from './legal';
export * from './links';
export * from './messages';
export * from './notice';
export * from './outcome-stats';
export * from './outcomes';
export * from './ports';
export * from './reminders';
export * from './schedule';
export * from './schemas';
export * from './summary';
export * from './timeliness';
export * from './view';
