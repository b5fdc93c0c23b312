// A partner's colours as two named swatches (not a wall of boxes): each painted with its colour and
// the text over it, a colour picker per colour (a hex field, and an area with a hue slider in a
// popover), and every pair the chat paints with it said with its WCAG contrast ratio. Used by
// "Cores" and by "Novo parceiro".
import {
  Button,
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  DialogTrigger,
  Input,
  Label,
  Popover,
  SliderTrack,
} from 'react-aria-components';
import type { ThemeColour } from '../../../../src/contracts/themeContrast.ts';
import { COLOUR_NAMES, pairsInWords, pairsOf, ratioText, SWATCHES, type Theme } from '../colourWords.ts';

interface Props {
  theme: Theme;
  onChange: (theme: Theme) => void;
  /** The server's refusal of a colour, by theme key. */
  errors?: Record<string, string>;
}

const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function ColourInput({ colour, value, onChange, error }: { colour: ThemeColour; value: string; onChange: (hex: string) => void; error?: string }) {
  const name = capital(COLOUR_NAMES[colour]);
  return (
    <ColorPicker value={value} onChange={(picked) => onChange(picked.toString('hex').toLowerCase())}>
      <div className="colour-input">
        <DialogTrigger>
          <Button className="colour-button" aria-label={`Escolher a ${COLOUR_NAMES[colour]} no seletor`}>
            <ColorSwatch className="colour-chip" />
          </Button>
          <Popover className="popover colour-popover" placement="bottom start">
            <Dialog className="colour-dialog" aria-label={name}>
              <ColorArea className="colour-area" colorSpace="hsb" xChannel="saturation" yChannel="brightness">
                <ColorThumb className="colour-thumb" />
              </ColorArea>
              <ColorSlider className="colour-slider" colorSpace="hsb" channel="hue" aria-label="Matiz">
                <SliderTrack className="colour-track">
                  <ColorThumb className="colour-thumb" />
                </SliderTrack>
              </ColorSlider>
            </Dialog>
          </Popover>
        </DialogTrigger>
        <ColorField className="field" value={value} onChange={(typed) => typed && onChange(typed.toString('hex').toLowerCase())} isInvalid={Boolean(error)}>
          <Label>{name}</Label>
          <Input />
        </ColorField>
      </div>
    </ColorPicker>
  );
}

export function ColourSwatches({ theme, onChange, errors = {} }: Props) {
  const pairs = pairsInWords(theme);
  const set = (colour: ThemeColour) => (hex: string) => onChange({ ...theme, [colour]: hex });
  return (
    <div className="swatches">
      {SWATCHES.map((swatch) => {
        const text = swatch.text === '#ffffff' ? '#ffffff' : theme[swatch.text];
        return (
          <fieldset key={swatch.id} className="swatch">
            <legend>{swatch.name}</legend>
            <p className="hint">{swatch.help}</p>
            {/* The sample text is drawn by CSS (::after): a low pair must show unreadable, as visitors would see it, and is said in words below. */}
            <div className="swatch-sample" style={{ background: theme[swatch.background], color: text }} aria-hidden="true" data-amostra="Texto de exemplo" />
            <ColourInput colour={swatch.background} value={theme[swatch.background]} onChange={set(swatch.background)} error={errors[swatch.background]} />
            {swatch.text !== '#ffffff' && (
              <ColourInput colour={swatch.text} value={theme[swatch.text]} onChange={set(swatch.text)} error={errors[swatch.text]} />
            )}
            <ul className="contrast-list">
              {pairsOf(swatch, pairs).map((pair) => (
                <li key={pair.pair} className={pair.passes ? 'contrast-ok' : 'contrast-low'}>
                  {pair.passes ? `✓ ${pair.words}: contraste de ${ratioText(pair.ratio)} (mínimo 4,5:1).` : `✗ ${pair.problem}`}
                </li>
              ))}
            </ul>
            {[swatch.background, swatch.text].map((colour) =>
              typeof colour === 'string' && errors[colour] ? (
                <p key={colour} className="field-error">
                  {errors[colour]}
                </p>
              ) : null,
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
