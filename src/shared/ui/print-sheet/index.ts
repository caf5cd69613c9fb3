export { sheet, sheetHead, docTitle, noPrint } from './print-sheet.css';

/** The paper a sheet prints on (put in a <style> element by the page that prints). */
export const A4_PAGE = '@page { size: A4; margin: 12mm; }';
