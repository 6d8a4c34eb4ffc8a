/**
 * The second instance ("Recorrer ao CETRAN", issue 15 item 4): when it is offered, who judges it (CTB
 * art. 289), the JARI's decision as read and the deadline it gives (art. 288), the facts of the new
 * appeal. The piece itself is written by core/src/writer (second-instance.ts). docs/follow-up.md.
 */
export * from './body';
export * from './decision';
export * from './eligibility';
export * from './facts';
export * from './offer';
