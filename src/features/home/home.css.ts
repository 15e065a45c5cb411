import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const hero = style({ background: vars.color.primary, color: vars.color.onPrimary, padding: `${vars.space.xxl} 0` });
export const heroTitle = style({ fontSize: vars.size.xl, maxWidth: '40rem', '@media': { [media.sm]: { fontSize: vars.size.xxl } } });
export const heroLead = style({ fontSize: vars.size.lg, maxWidth: '40rem' });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });
export const heroSecondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.onPrimary}`,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
});

export const section = style({ padding: `${vars.space.xl} ${vars.space.md}` });
export const sectionLead = style({ color: vars.color.textMuted, maxWidth: '45rem' });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const cardTitle = style({ fontSize: vars.size.lg, margin: 0 });
export const cardText = style({ margin: 0, color: vars.color.textMuted, flex: 1 });
export const cardLink = style({ fontWeight: 600 });
export const steps = style({
  margin: `${vars.space.lg} 0`,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  '::before': { content: 'counter(step)', fontWeight: 800, color: vars.color.primary, fontSize: vars.size.lg },
});
export const stepTitle = style({ fontWeight: 700 });
export const stepText = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
