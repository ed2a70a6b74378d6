declare module 'exceljs/dist/exceljs.min.js';
