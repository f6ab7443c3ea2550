/*
 * The back office's kit: the parts every area's screens are made of, defined once. Areas import it as
 * `../ui` and never each other (eslint.config.mjs, the back office's zones); docs/back-office.md maps it.
 */
export { ScreenHeading, Panel, TableFrame, ChoiceGroup, InlineForm, Facts, printWithoutFrame } from './frame';
export { DeskForm, SubmitButton, TextField, TextAreaField, SelectField, MoneyField, BothLanguages, RowButtons, FormFooter } from './fields';
export { applyProblems, wordedProblems, type ErrorSetter } from './problems';
export { StatusBadge, type Tone } from './status-badge';
export { OutcomeMessage, type Outcome } from './outcome';
export { ConfirmStep } from './confirm-step';
export { Refusal, isForbidden, isBadInput } from './refusal';
export { DeskBar, DeskCards, DeskCard, DeskCardTop } from './desk-cards';
export { OutlineButton } from './outline-button';
