import type { InputHTMLAttributes } from "react";
import { FieldError } from "@/components/ui/field-error";
import { fieldInputClass, fieldLabelClass } from "@/components/ui/form-fields";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className">;

interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, which is then marked invalid and described by it. */
  problem?: string;
}

/** One labelled text field of the information step, with its problem under it. */
export function TextField({ id, label, value, onChange, problem, ...inputProps }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={fieldInputClass}
        {...inputProps}
      />
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </div>
  );
}
