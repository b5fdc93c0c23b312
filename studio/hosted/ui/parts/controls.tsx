// The few controls the pages use, on React Aria Components: they give each control the keyboard,
// focus and screen-reader behaviour of the WAI-ARIA patterns (labels tied to inputs, errors
// announced, listboxes navigable by arrow keys and typing, focus rings only for the keyboard), so
// editors who never touch a mouse or who listen to the page are served without hand-written ARIA.
import { type ReactNode, useState } from 'react';
import {
  Button,
  type ButtonProps,
  Checkbox,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
  useFilter,
} from 'react-aria-components';

export function AppButton({ variant = 'primary', className, ...props }: ButtonProps & { variant?: 'primary' | 'secondary' | 'danger' }) {
  return <Button {...props} className={`button ${variant === 'primary' ? '' : variant} ${className ?? ''}`.trim()} />;
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  type?: string;
  multiline?: boolean;
  isRequired?: boolean;
  name?: string;
  autoComplete?: string;
  isReadOnly?: boolean;
}

export function Field({ label, value, onChange, hint, error, type, multiline, isRequired, name, autoComplete, isReadOnly }: FieldProps) {
  return (
    <TextField
      className="field"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      name={name}
      type={type}
    >
      <Label>{label}</Label>
      {multiline ? <TextArea /> : <Input autoComplete={autoComplete} />}
      {hint && <Text slot="description">{hint}</Text>}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}

export interface Choice {
  id: string;
  label: string;
}

interface ChoiceProps {
  label: string;
  choices: readonly Choice[];
  selected: string | null;
  onSelect: (id: string) => void;
  hint?: string;
}

export function SelectField({ label, choices, selected, onSelect, hint }: ChoiceProps) {
  return (
    <Select className="field" selectedKey={selected} onSelectionChange={(key) => key !== null && onSelect(String(key))} placeholder="Escolha…">
      <Label>{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {hint && <Text slot="description">{hint}</Text>}
      <Popover className="popover">
        <ListBox className="listbox" items={choices}>
          {(choice) => (
            <ListBoxItem className="option" id={choice.id} textValue={choice.label}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * A long list the editor filters by typing (the etapas). The box's words are held here, not by
 * React Aria: left to itself it puts the chosen item's name back over what is being typed when the
 * page draws again with that name changed (a reload after a save) and it no longer counts the box
 * focused (right after a choice). Typed words stay until a choice or until the editor leaves the
 * box, which then shows the chosen item's current name; while typed, the list holds the items
 * whose name contains them (accents and case aside).
 */
export function ComboField({ label, choices, selected, onSelect, hint }: ChoiceProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = choices.find((choice) => choice.id === selected)?.label ?? '';
  // Items given to it, React Aria leaves the filtering to the page.
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      className="field"
      items={typed === null ? choices : choices.filter((choice) => contains(choice.label, typed))}
      selectedKey={selected}
      inputValue={typed ?? shown}
      onInputChange={(value) => setTyped(value === shown ? null : value)}
      // Null comes when the typed words filter the chosen item out of the list: nothing was chosen.
      onSelectionChange={(key) => {
        if (key === null) return;
        setTyped(null);
        if (String(key) !== selected) onSelect(String(key));
      }}
      // Leaving the box (not for its list or its button): it shows the chosen item's name again.
      onBlur={() => setTyped(null)}
      menuTrigger="focus"
    >
      <Label>{label}</Label>
      <div className="combo">
        <Input className="select-button" />
        <Button className="button secondary" aria-label={`Mostrar a lista: ${label}`}>
          ▾
        </Button>
      </div>
      {hint && <Text slot="description">{hint}</Text>}
      <Popover className="popover">
        <ListBox className="listbox">
          {(choice: Choice) => (
            <ListBoxItem className="option" id={choice.id} textValue={choice.label}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

export function CheckField({
  children,
  selected,
  onChange,
  isDisabled,
}: {
  children: ReactNode;
  selected: boolean;
  onChange: (on: boolean) => void;
  isDisabled?: boolean;
}) {
  return (
    <Checkbox className="checkbox" isSelected={selected} onChange={onChange} isDisabled={isDisabled}>
      <span className="box" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
      {children}
    </Checkbox>
  );
}
