/** The element id of the first view the server writes into index.html (server/src/first-view.ts). */
export const FIRST_VIEW_ID = 'first-view'
