import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { FieldError, useValidationText } from './field';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 8px;

  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  ${FieldError} {
    font-size: 15px;
  }
`;

const Options = styled.div<{ $columns: number; $phoneColumns: number }>`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(${({ $phoneColumns }) => $phoneColumns}, minmax(0, 1fr));

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Option = styled.label<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 10px 14px;
  border: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.error}` : `1px solid ${theme.colors.muted}`)};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  line-height: 1.3;
  transition:
    border-color ${({ theme }) => theme.transition},
    background ${({ theme }) => theme.transition};

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: #eef4ff;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

interface Props {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Options per row from the md breakpoint up, and below it. */
  columns: number;
  phoneColumns?: number;
  error?: unknown;
  register: UseFormRegisterReturn;
}

/** One answer out of a few, as labelled radio cards: a fieldset whose legend names the question. */
export function ChoiceField({ name, label, options, columns, phoneColumns = 2, error, register }: Props) {
  const text = useValidationText()(error);
  return (
    <Group aria-describedby={text ? `${name}-error` : undefined}>
      <legend>{label}</legend>
      <Options $columns={columns} $phoneColumns={phoneColumns}>
        {options.map((option) => (
          <Option key={option.value} $invalid={Boolean(text)}>
            <input type="radio" value={option.value} aria-invalid={text ? true : undefined} {...register} />
            <span>{option.label}</span>
          </Option>
        ))}
      </Options>
      {text && <FieldError id={`${name}-error`}>{text}</FieldError>}
    </Group>
  );
}

/** A checkbox beside its text (which may hold links), the box level with the text's first line. */
export const CheckboxLabel = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  input {
    width: 22px;
    height: 22px;
    flex: none;
    margin: 2px 0 0;
  }
`;
