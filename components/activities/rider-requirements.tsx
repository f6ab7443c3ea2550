import styled from 'styled-components';
import type { RiderRequirementsFieldsFragment } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';

const Box = styled.section`
  margin: 0 0 24px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  /* Doubled: a page's own list styles must not reach into this one. */
  && ul {
    margin: 0;
    padding-left: 20px;
    list-style: disc;
  }
  && li {
    display: list-item;
    margin: 4px 0;
    padding: 0;
    border: 0;
  }
`;

/** A range of one measure as the visitor's language says it: "120–200 cm", "at least 9", "at most 120 kg". */
function range(t: ReturnType<typeof useT>, kind: 'age' | 'height' | 'weight', min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return t(`riders.${kind}.between`, { min, max });
  if (min !== null) return t(`riders.${kind}.atLeast`, { count: min });
  if (max !== null) return t(`riders.${kind}.atMost`, { count: max });
  return null;
}

/**
 * Who may ride, said plainly before anything is booked (the activity page, above its description and
 * before the booking panel on a phone): each limit in the visitor's language with its unit, the
 * accompanying-adult rule, the waiver and the health questions. Each rider is checked against them when
 * named, and again at the gate.
 */
export function RiderRequirements({ requirements }: { requirements: RiderRequirementsFieldsFragment }) {
  const t = useT();
  const adult = requirements.accompanyingAdult;
  const lines = [
    range(t, 'age', requirements.minAge, requirements.maxAge),
    range(t, 'height', requirements.minHeightCm, requirements.maxHeightCm),
    range(t, 'weight', null, requirements.maxWeightKg),
    adult ? t('riders.adult', { count: adult.childrenPerAdult, underAge: adult.underAge, adultAge: adult.adultAge }) : null,
    requirements.waiver ? t('riders.waiver') : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <Box aria-labelledby="rider-requirements">
      <h2 id="rider-requirements">{t('riders.heading')}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {requirements.healthQuestions.length > 0 && (
          <li>
            {t('riders.questions')}
            <ul>
              {requirements.healthQuestions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </Box>
  );
}
