import type { CustomerConfig } from '@ac/shared';
import { Group, Paper, Progress, Skeleton, Text } from '@mantine/core';
import { formatAmount } from '../../kit/format';
import { riskUsage } from './clientes-format';

/** The customer's outstanding credit against its limit, in plain words and a bar. */
export function RiskMeter({ config }: { config: CustomerConfig | undefined }) {
  if (!config) return <Skeleton h={58} w={300} radius="md" />;
  const { riesgo, limitecredito } = config;
  const { ratio, over } = riskUsage(riesgo, limitecredito);
  const percent = Number.isFinite(ratio) ? Math.min(100, ratio * 100) : 100;
  const color = over ? 'red' : ratio >= 0.8 ? 'orange' : 'teal';
  const rest = limitecredito - riesgo;
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={8}
      w={320}
      maw="100%"
      aria-label="Riesgo y límite de crédito"
      role="group"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Riesgo / límite de crédito
        </Text>
        {limitecredito > 0 ? (
          <Text size="xs" c={over ? 'red.9' : 'dimmed'} fw={over ? 700 : 400}>
            {Math.round(ratio * 100)} %
          </Text>
        ) : null}
      </Group>
      <Text size="sm" fw={600} mt={2} data-testid="riesgo">
        <Text span c={over ? 'red.9' : undefined} fw={700}>
          {formatAmount(riesgo)}
        </Text>
        {/* A limit of 0 is no credit at all (the authoriser denies), never "no limit". */}
        {limitecredito > 0 ? ` de ${formatAmount(limitecredito)}` : ' · Sin crédito'}
      </Text>
      <Progress
        value={percent}
        color={color}
        size="sm"
        radius="xl"
        mt={6}
        aria-label={`Riesgo ${Math.round(ratio * 100)} % del límite`}
      />
      <Text size="xs" mt={4} c={over ? 'red.9' : 'dimmed'} fw={over ? 600 : 400}>
        {limitecredito <= 0
          ? riesgo > 0
            ? 'Tiene riesgo pendiente y límite 0: las operaciones a crédito se deniegan.'
            : 'Límite 0: las operaciones a crédito se deniegan.'
          : over
            ? `Límite superado en ${formatAmount(-rest)}: las operaciones a crédito se deniegan.`
            : `Disponible: ${formatAmount(rest)}`}
      </Text>
    </Paper>
  );
}
