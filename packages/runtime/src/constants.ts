/** Id of the element the page renders into. */
export const ROOT_ID = '__kran';
/** Id of the script element holding the first page's data and the runtime settings. */
export const DATA_ID = '__KRAN_DATA__';
