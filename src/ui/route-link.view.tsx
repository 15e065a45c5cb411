import { Link, useParams } from '@tanstack/react-router';
import type { MouseEventHandler, ReactNode } from 'react';
import { defaultLanguage, isLanguage } from '../../api/contract/validation';
import { routePaths, type RouteName } from '../routes/route-registry';

interface RouteLinkProps {
  to: RouteName;
  children: ReactNode;
  className?: string;
  search?: Record<string, unknown>;
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  'data-testid'?: string;
}

/** A link to a named route in the active language. */
export function RouteLink({ to, search, ...props }: RouteLinkProps) {
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  return <Link to={routePaths[to]} params={{ lang }} {...(search ? { search } : {})} {...props} />;
}
