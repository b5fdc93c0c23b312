// editYaml on the shapes editors write by hand: every byte outside the edit stays, and an edit it
// cannot make safely is refused instead of guessed.
import { describe, expect, it } from 'vitest';
import { editYaml, YamlEditError } from '../../../studio/edit/yamlEdit.ts';

describe('editYaml', () => {
  it('keeps a Windows file CRLF, new lines included', () => {
    expect(editYaml('route: /x\r\ntexts:\r\n  a: "x"\r\n', ['texts', 'b'], 'y')).toBe('route: /x\r\ntexts:\r\n  a: "x"\r\n  b: "y"\r\n');
  });

  it('adds the final newline a file lacked only where it adds a line', () => {
    expect(editYaml('texts:\n  a: "x"', ['texts', 'b'], 'y')).toBe('texts:\n  a: "x"\n  b: "y"\n');
    expect(editYaml('texts:\n  a: "x"', ['texts', 'a'], 'z')).toBe('texts:\n  a: "z"');
  });

  it('adds an override after a comment that closes the map, leaving the comment where it was', () => {
    expect(editYaml('texts:\n  a: "x"\n  # more soon\nroute: /x\n', ['texts', 'b'], 'y')).toBe('texts:\n  a: "x"\n  b: "y"\n  # more soon\nroute: /x\n');
  });

  it('replaces a block scalar by a one-line text and keeps the next key on its line', () => {
    expect(editYaml('a:\n  b: |\n    line one\n    line two\n  c: x\n', ['a', 'b'], 'novo')).toBe('a:\n  b: "novo"\n  c: x\n');
  });

  it('writes a text with a line break as one double-quoted line', () => {
    expect(editYaml("say:\n  - 'a'\n  - 'b'\n", ['say', 1], 'linha 1\nlinha 2')).toBe('say:\n  - \'a\'\n  - "linha 1\\nlinha 2"\n');
  });

  it('quotes a plain text that would otherwise read as something else', () => {
    expect(editYaml('label: SIM\n', ['label'], 'true')).toBe('label: "true"\n');
    expect(editYaml('label: SIM\n', ['label'], 'NÃO: nunca')).toBe('label: "NÃO: nunca"\n');
  });

  it('edits a value inside an inline map but refuses to add to one, and refuses an anchored value', () => {
    expect(editYaml('texts: { a: "x" }\n', ['texts', 'a'], 'y')).toBe('texts: { a: "y" }\n');
    expect(() => editYaml('texts: { a: "x" }\n', ['texts', 'b'], 'y')).toThrow(/inline/);
    expect(() => editYaml('x: &a "t"\ny: *a\n', ['x'], 'u')).toThrow(/sem mudar outros valores/);
  });

  it('refuses, in words, to remove an anchor an alias still uses', () => {
    const text = 'route: /x\ntexts:\n  copy-message-2: &oi "Oi"\n  copy-message-1: *oi\n';
    expect(() => editYaml(text, ['texts', 'copy-message-2'], undefined)).toThrow(YamlEditError);
    expect(() => editYaml(text, ['texts', 'copy-message-2'], undefined)).toThrow('o apelido *oi ficaria sem a sua âncora &oi');
  });

  it('rewrites an inline list on its own line with its comment, and a value inside a map in place', () => {
    const inline = 'previewHosts: ["*.vercel.app"]   # where previews run\ngtmId: GTM-X\n';
    expect(editYaml(inline, ['previewHosts'], ['*.vercel.app', 'x.example.com'])).toBe(
      'previewHosts: ["*.vercel.app", "x.example.com"]   # where previews run\ngtmId: GTM-X\n',
    );
    expect(editYaml('route: /x\nreferral:\n  campanhaId: 605   # id\n', ['referral', 'campanhaId'], 700)).toBe(
      'route: /x\nreferral:\n  campanhaId: 700   # id\n',
    );
  });

  it('resetting an absent override changes nothing', () => {
    const text = 'route: /x\n';
    expect(editYaml(text, ['texts', 'a'], undefined)).toBe(text);
  });
});
