// Issue 28 item 2: a partner's uploaded logo or banner runs nothing. Every file of the hostile
// corpus (tests/hostile/images/) is refused with a Portuguese message naming what it had, or stored
// neutralised; a real logo, SVG or PNG, is stored showing exactly what it showed.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, rasterSize } from '../../../scripts/compiler/imageSize.ts';
import { sanitiseSvg } from '../../../scripts/compiler/svgSanitiser.ts';
import { type AssetKind, partnerAsset, PartnerAssetError } from '../../../studio/edit/partnerAssets.ts';

const PROJECT = join(import.meta.dirname, '..', '..', '..');
const CORPUS = join(PROJECT, 'tests', 'hostile', 'images');
const GENUINE = join(CORPUS, 'genuine');
const HOSTILE = readdirSync(CORPUS).filter((name) => /\.(svg|png|jpg)$/.test(name));
/** Dropped with the prolog, which the stored file never has (a browser does not fetch an external DTD anyway). */
const NEUTRALISED = ['25-external-dtd.svg'];
const NAMES = { brand: 'parceironovo', slug: 'parceiro-novo' };
const upload = (bytes: Buffer | string, name = 'imagem') => ({ name, data: Buffer.from(bytes).toString('base64') });

/** The stored asset, or the refusal's message. */
async function outcome(kind: AssetKind, bytes: Buffer | string, name = 'imagem'): Promise<{ stored?: Buffer; url?: string; refused?: string }> {
  try {
    const asset = await partnerAsset(kind, upload(bytes, name), NAMES);
    return { stored: asset.bytes, url: asset.url };
  } catch (error) {
    if (error instanceof PartnerAssetError && error.field === kind) return { refused: error.message };
    throw error;
  }
}

/** A PNG header declaring this size (the pixel data is never read). */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(readFileSync(join(GENUINE, 'logo.png')));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('the hostile corpus', () => {
  it('has at least 15 hostile SVGs, a PNG that is SVG, one that is HTML, and pixel bombs', () => {
    expect(HOSTILE.filter((name) => name.endsWith('.svg')).length).toBeGreaterThanOrEqual(15);
    expect(HOSTILE).toEqual(expect.arrayContaining(['26-png-really-svg.png', '27-png-really-html.png', '28-pixel-bomb.png', '29-pixel-bomb.jpg']));
  });

  for (const name of HOSTILE) {
    it(`${name}: refused as a logo and as a banner, in Portuguese${NEUTRALISED.includes(name) ? ' — or stored neutralised' : ''}`, async () => {
      const bytes = readFileSync(join(CORPUS, name));
      for (const kind of ['logo', 'banner'] as const) {
        const result = await outcome(kind, bytes, name);
        if (NEUTRALISED.includes(name)) {
          expect(result.refused).toBeUndefined();
          expectInert(result.stored!.toString('utf8'));
        } else {
          expect(result.stored).toBeUndefined();
          expect(result.refused).toMatch(kind === 'logo' ? /^O logo / : /^O banner /);
        }
      }
    });
  }

  it('tells the partner manager what the file had that could run', async () => {
    const refusal = async (name: string) => (await outcome('banner', readFileSync(join(CORPUS, name)), name)).refused;
    expect(await refusal('01-script-tag.svg')).toBe(
      'O banner em SVG não pode ter scripts, eventos (onload, onclick…), links javascript: ou para fora do arquivo, HTML embutido nem CSS que carregue algo; “01-script-tag.svg” tem: <script>. Exporte o SVG de novo sem isso, ou envie um PNG.',
    );
    expect(await refusal('03-onload-root.svg')).toContain('tem: onload="alert(document.domain)"');
    expect(await refusal('05-javascript-href.svg')).toContain('href="javascript:alert(document.domain)"');
    expect(await refusal('09-meta-refresh.svg')).toContain('<foreignObject>, <html:meta>');
    expect(await refusal('13-animate-href-javascript.svg')).toContain('<animate>');
    expect(await refusal('16-css-url-javascript.svg')).toContain('<style> rect { fill: url(javascript:alert(1))');
    expect(await refusal('24-xml-stylesheet-xslt.svg')).toContain('<?xml-stylesheet?>');
    expect(await refusal('12-entity-with-markup.svg')).toBe(
      'O banner em SVG declara entidades XML (<!ENTITY>), que podem esconder conteúdo; “12-entity-with-markup.svg” foi recusado. Exporte o SVG de novo sem isso, ou envie um PNG.',
    );
    expect(await refusal('27-png-really-html.png')).toBe('O banner precisa ser uma imagem SVG, PNG, JPG ou WEBP; “27-png-really-html.png” não é.');
    expect(await refusal('28-pixel-bomb.png')).toBe(
      'O banner declara 100000 × 100000 pixels; o máximo é 4096 pixels de cada lado. Reduza a imagem (o logo aparece com 28 px de altura; o banner tem 720 × 200).',
    );
    expect(await refusal('29-pixel-bomb.jpg')).toContain('declara 65000 × 65000 pixels');
  });
});

describe('real images', () => {
  it('a PNG logo is stored byte for byte', async () => {
    for (const file of [join(GENUINE, 'logo.png'), join(PROJECT, 'public', 'brands', '99.png')]) {
      const bytes = readFileSync(file);
      expect(await outcome('logo', bytes, 'logo.png')).toEqual({ stored: bytes, url: '/brands/parceironovo.png' });
    }
  });

  it('the repository’s SVG logo and banners are stored byte for byte', async () => {
    const files = [
      join(PROJECT, 'public', 'brands', 'mycon.svg'),
      ...readdirSync(join(PROJECT, 'public', 'banners')).map((n) => join(PROJECT, 'public', 'banners', n)),
    ];
    for (const file of files) {
      const bytes = readFileSync(file);
      expect((await outcome('banner', bytes)).stored?.equals(bytes), file).toBe(true);
    }
  });

  it('a drawing program’s SVG logo loses only its editor metadata and prolog: it shows the same', async () => {
    const text = readFileSync(join(GENUINE, 'logo-inkscape.svg'), 'utf8');
    const { stored, url } = await outcome('logo', text, 'logo.svg');
    expect(url).toBe('/brands/parceironovo.svg');
    const shown = stored!.toString('utf8');
    expect(shown).not.toMatch(/inkscape:|sodipodi:|<!DOCTYPE|<\?xml/);
    expect(drawing(shown)).toEqual(drawing(text));
    expect(drawing(shown)).toContain('use href=#folha x=14 y=20 fill=#95d5b2 filter=url(#suave)');
  });

  it('an SVG sent with a .png name is typed by its bytes: stored as the SVG it is', async () => {
    const svg = readFileSync(join(PROJECT, 'public', 'brands', 'mycon.svg'));
    expect(await outcome('logo', svg, 'logo.png')).toEqual({ stored: svg, url: '/brands/parceironovo.svg' });
  });
});

describe('limits', () => {
  it(`a raster image declares at most ${MAX_IMAGE_SIDE} pixels a side`, async () => {
    expect((await outcome('logo', pngDeclaring(MAX_IMAGE_SIDE, 80))).stored).toBeDefined();
    expect((await outcome('logo', pngDeclaring(MAX_IMAGE_SIDE + 1, 80))).refused).toContain(`declara ${MAX_IMAGE_SIDE + 1} × 80 pixels`);
    expect((await outcome('logo', pngDeclaring(80, 70000))).refused).toContain('declara 80 × 70000 pixels');
    // A JPEG without a frame header (SOF): file-type knows it by its first bytes, its size is unreadable.
    const bomb = readFileSync(join(CORPUS, '29-pixel-bomb.jpg'));
    const noFrame = Buffer.concat([bomb.subarray(0, 20), bomb.subarray(-2)]);
    expect((await outcome('banner', noFrame, 'banner.jpg')).refused).toBe(
      'O banner não tem largura e altura legíveis: “banner.jpg” parece corrompido. Exporte a imagem de novo.',
    );
  });

  it('reads the size a JPEG and a WebP (lossy, lossless, extended) declare', () => {
    expect(rasterSize(readFileSync(join(CORPUS, '29-pixel-bomb.jpg')), 'jpg')).toEqual({ width: 65000, height: 65000 });
    const webp = (chunk: string, body: number[]) =>
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), Buffer.from(chunk, 'latin1'), Buffer.alloc(4), Buffer.from(body), Buffer.alloc(16)]);
    // VP8: frame tag (3 bytes), start code, then 14-bit width and height.
    expect(rasterSize(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0xd0, 0x02, 0xc8, 0x00]), 'webp')).toEqual({ width: 720, height: 200 });
    // VP8L: signature byte, then width-1 and height-1 in 14 bits each.
    const bits = (720 - 1) | ((200 - 1) << 14);
    expect(rasterSize(webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff]), 'webp')).toEqual({
      width: 720,
      height: 200,
    });
    // VP8X: flags and reserved (4 bytes), then width-1 and height-1 in 24 bits each.
    expect(rasterSize(webp('VP8X', [0, 0, 0, 0, 0x9f, 0x86, 0x01, 0x9f, 0x86, 0x01]), 'webp')).toEqual({ width: 100000, height: 100000 });
  });

  it('a file over the size limit is refused before anything reads it', async () => {
    expect((await outcome('logo', Buffer.concat([readFileSync(join(GENUINE, 'logo.png')), Buffer.alloc(200 * 1024)]))).refused).toMatch(
      /^O logo tem \d+ KB; o máximo é 200 KB\.$/,
    );
  });
});

// The hosted studio's new-partner form refusing a hostile banner: tests/unit/studio/hosted/serverPartners.test.ts.

/** A stored SVG has nothing left that could run, and sanitising it again changes nothing. */
function expectInert(svg: string): void {
  expect(svg).not.toMatch(/<script|\son\w+\s*=|javascript:|<foreignObject|<!DOCTYPE|<!ENTITY|<\?xml-stylesheet|<iframe|<meta/i);
  const again = sanitiseSvg(svg);
  expect(again).toEqual({ ok: true, svg, inert: [] });
}

/** What an SVG draws: its SVG elements in order, with their attributes outside editor namespaces, and their own text. */
function drawing(svg: string): string[] {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const svgNs = 'http://www.w3.org/2000/svg';
  return [...doc.getElementsByTagNameNS(svgNs, '*')]
    .filter((element) => element.localName !== 'metadata' && element.closest('metadata') === null)
    .map((element) => {
      const attributes = [...element.attributes]
        .filter(
          (a) => a.namespaceURI === null || a.namespaceURI === 'http://www.w3.org/1999/xlink' || a.namespaceURI === 'http://www.w3.org/XML/1998/namespace',
        )
        .map((a) => `${a.localName}=${a.value}`);
      const text = [...element.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent?.trim())
        .join('');
      return [element.localName, ...attributes, text].filter(Boolean).join(' ');
    });
}
