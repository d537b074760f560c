// The two font packages scripts/tools/subset-font.ts uses ship no types: what it calls, as their READMEs document it.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, toFormat: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Buffer> };
  export default fontverter;
}
