// A date and hour picker (React Aria Components' DatePicker at minute granularity, 24-hour clock,
// Brazilian order): typed segment by segment or picked on a calendar, with the keyboard and screen
// reader behaviour of the ARIA date picker pattern. The value is the wall-clock text the server
// reads in Brasília time: "2026-11-27T10:00".
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  type DateValue,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';

interface Props {
  label: string;
  hint?: string;
  onChange: (local: string | null) => void;
}

export function DateTimeField({ label, hint, onChange }: Props) {
  const changed = (value: DateValue | null) => onChange(value && 'hour' in value ? value.toString().slice(0, 16) : null);
  return (
    <I18nProvider locale="pt-BR">
      <DatePicker className="field" granularity="minute" hourCycle={24} shouldForceLeadingZeros onChange={changed}>
        <Label>{label}</Label>
        <Group className="date-group">
          <DateInput className="date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
          <Button className="button secondary" aria-label="Abrir o calendário">
            ▾
          </Button>
        </Group>
        {hint && <Text slot="description">{hint}</Text>}
        <Popover>
          <Dialog className="calendar-dialog">
            <Calendar>
              <header className="row">
                <Button slot="previous" className="button secondary" aria-label="Mês anterior">
                  ‹
                </Button>
                <Heading />
                <Button slot="next" className="button secondary" aria-label="Próximo mês">
                  ›
                </Button>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} className="calendar-cell" />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
