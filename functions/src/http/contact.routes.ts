/**
 * Routes of the contact area (operations: ./contact.ts).
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const CONTACT_ROUTES = [
  {
    method: 'POST',
    path: '/contact',
    area: 'contact',
    operation: 'sendMessage',
    policy: 'public',
    summary: 'Store a message from the contact form or the support chat',
  },
  {
    method: 'GET',
    path: '/contact',
    area: 'contact',
    operation: 'listMessages',
    policy: 'staff',
    summary: 'Contact messages, newest first',
  },
] as const;
