// The texts the hosted studio's editor and reviewer read: etapas named in words, a partner's texts
// along `extends`, and the changes a draft makes, before and after, in the partner's colours.
import { describe, expect, it } from 'vitest';
import { changedTexts, effectiveTexts, listPartners, listSteps } from '../../../../studio/hosted/server/contentTexts.ts';
import { inherited, partnerChain } from '../../../../studio/hosted/server/partnerSettings.ts';

const FLOW = `start: hello
steps:
  hello:
    say: "Olá! <b>Bem-vindo</b>."
    next: two
  two:
    say:
      - "Primeira"
      - "Segunda"
  silent:
    component: Form
`;
const files = {
  'flows/intro.yaml': FLOW,
  'variants/defaults.yaml': 'theme:\n  background: "#263238"\n  primaryBackground: "#0b6bcb"\n  primaryForeground: "#ffffff"\n',
  'variants/rota.yaml':
    'title: "Rota | x"\nroute: /rota\ntheme:\n  primaryBackground: "#141414"\n  primaryForeground: "#ffd400"\ntexts:\n  hello: "Olá, motorista!"\n',
  'variants/rota-app.yaml': 'extends: rota\nroute: /rota-app\n',
};

describe('hosted studio content texts', () => {
  it('names each etapa with texts by its part, position and first words; steps without texts are left out', () => {
    const steps = listSteps(files);
    expect(steps.map((s) => s.id)).toEqual(['hello', 'two']);
    expect(steps[0].label).toBe('Boas-vindas · etapa 1: “Olá! Bem-vindo.”');
    expect(steps[1].say).toEqual(['Primeira', 'Segunda']);
  });

  it("reads a partner's override, also through extends, else the flow's texts", () => {
    const [hello, two] = listSteps(files);
    expect(effectiveTexts(files, 'rota', hello)).toEqual(['Olá, motorista!']);
    expect(effectiveTexts(files, 'rota-app', hello)).toEqual(['Olá, motorista!']);
    expect(effectiveTexts(files, 'rota', two)).toEqual(['Primeira', 'Segunda']);
    expect(listPartners(files).map((p) => [p.name, p.colors.bubble, p.colors.background])).toEqual([
      ['rota', '#141414', '#263238'],
      ['rota-app', '#0b6bcb', '#263238'],
    ]);
  });

  it('walks a partner’s extends chain the same way for its texts and its settings: defaults last, each file once', () => {
    const looped = {
      ...files,
      'variants/loop-a.yaml': 'extends: loop-b\nroute: /a\n',
      'variants/loop-b.yaml': 'extends: loop-a\nroute: /b\ntexts:\n  two: "Do b"\n',
    };
    expect(partnerChain(looped, 'rota-app').map((link) => link.name)).toEqual(['rota-app', 'rota', 'defaults']);
    expect(inherited(looped, 'rota-app', ['theme', 'primaryBackground'])).toBe('#141414');
    expect(inherited(looped, 'rota-app', ['theme', 'background'])).toBe('#263238');
    // A loop ends where it comes back: the texts and the settings see the same two files.
    expect(partnerChain(looped, 'loop-a').map((link) => link.name)).toEqual(['loop-a', 'loop-b']);
    expect(effectiveTexts(looped, 'loop-a', listSteps(looped)[1])).toEqual(['Do b']);
    expect(inherited(looped, 'loop-a', ['theme', 'background'])).toBeUndefined();
  });

  it('lists a changed partner text before and after in its colours, and a changed flow text once for everyone', () => {
    const after = {
      ...files,
      'variants/rota.yaml': files['variants/rota.yaml'].replace('Olá, motorista!', 'Oi, motorista!'),
      'flows/intro.yaml': FLOW.replace('"Segunda"', '"Segunda, revista"'),
    };
    const changes = changedTexts(files, after, ['variants/rota.yaml', 'flows/intro.yaml']);
    expect(changes.map((c) => [c.partner, c.step, c.before, c.after, c.colors.text])).toEqual([
      ['rota', 'hello', ['Olá, motorista!'], ['Oi, motorista!'], '#ffd400'],
      [null, 'two', ['Primeira', 'Segunda'], ['Primeira', 'Segunda, revista'], '#ffffff'],
    ]);
  });
});
