import { Badge, Card, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowRight,
  IconCode,
  IconGasStation,
  IconMapPin,
  IconShieldCheck,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMPANY } from '../../kit/brand';
import { Logo } from '../../kit/logo';
import { hasPermission } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { useWorkArea } from '../../work-area/work-area-context';
import { visibleMenu } from '../sections';
import { WorkAreaDashboard } from './dashboard';
import classes from './home-page.module.css';

const BUSINESS_LINES = [
  {
    title: 'Estaciones de servicio',
    text: 'Automatización de surtidores, tiendas y túneles de lavado, con control remoto de cada estación.',
    icon: IconGasStation,
  },
  {
    title: 'Restauración',
    text: 'Terminales de venta y gestión para las cafeterías y restaurantes de las áreas de servicio.',
    icon: IconToolsKitchen2,
  },
  {
    title: 'Centro autorizador',
    text: 'Autorización en tiempo real de pagos con tarjeta de cliente, crédito, vales y puntos.',
    icon: IconShieldCheck,
  },
  {
    title: 'Desarrollo de software',
    text: 'Aplicaciones a medida para redes de estaciones, integradas con sus sistemas de gestión.',
    icon: IconCode,
  },
];

const dateFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export default function HomePage() {
  const { login } = useSession();
  const { scope } = useWorkArea();
  const shortcuts = visibleMenu((p) => hasPermission(login, p)).flatMap((item) =>
    item.kind === 'group'
      ? item.entries.map((e) => ({ to: `/${e.section.route}`, label: e.label, group: item.label }))
      : [],
  );
  const today = dateFormat.format(new Date());

  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="home-title">
        <div className={classes.heroText}>
          <Text className={classes.date}>{today.charAt(0).toLocaleUpperCase('es') + today.slice(1)}</Text>
          <Title order={1} id="home-title" className={classes.heroTitle}>
            {COMPANY.product}
          </Title>
          <Text className={classes.tagline}>
            Especialistas en la informatización y automatización de estaciones de servicio.
          </Text>
          <div className={classes.scope}>
            <IconMapPin size={16} aria-hidden />
            {scope ? (
              <span>
                Área de trabajo: <strong>{scope.nombre}</strong>
              </span>
            ) : (
              <span>Elija su área de trabajo en el panel lateral para empezar.</span>
            )}
          </div>
        </div>
        <div className={classes.heroMark} aria-hidden="true">
          <Logo size={132} inverted />
        </div>
      </section>

      <section aria-labelledby="lines-title">
        <Title order={2} id="lines-title" className={classes.sectionTitle}>
          Nuestras líneas de negocio
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
          {BUSINESS_LINES.map((line) => (
            <Card key={line.title} withBorder radius="md" padding="lg" className={classes.lineCard}>
              <ThemeIcon size={46} radius="md" variant="light" color="petrol" aria-hidden>
                <line.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} className={classes.lineTitle}>
                {line.title}
              </Title>
              <Text size="sm" c="dimmed" lh={1.55}>
                {line.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <WorkAreaDashboard />

      {shortcuts.length ? (
        <section aria-labelledby="shortcuts-title">
          <Title order={2} id="shortcuts-title" className={classes.sectionTitle}>
            Accesos directos
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {shortcuts.map((s) => (
              <UnstyledButton key={s.to} component={Link} to={s.to} className={classes.shortcut}>
                <span>
                  <Badge size="xs" variant="light" color="gray" radius="sm" className={classes.shortcutGroup}>
                    {s.group}
                  </Badge>
                  <Text fw={600} size="sm" mt={4}>
                    {s.label}
                  </Text>
                </span>
                <IconArrowRight size={18} aria-hidden className={classes.shortcutArrow} />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </div>
  );
}
