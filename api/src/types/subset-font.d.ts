// subset-font ships no types; only the call the invoice makes is declared.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    keepAllGlyphs?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  export default function subsetFont(
    font: Buffer,
    text: string | null,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
