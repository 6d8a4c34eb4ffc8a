/** The public pages that load on demand (home is in the entry chunk). */
export { ContactPage } from './ContactPage';
export { HowItWorksPage } from './HowItWorksPage';
export { InfractionsPage } from './InfractionsPage';
export { PrivacyPage, TermsPage } from './LegalPages';
