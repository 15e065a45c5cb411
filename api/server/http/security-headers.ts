import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer. The CSP allows no inline script; inline styles stay allowed because
 * Radix's scroll lock injects a style element. Map tiles may come from a configured tile server.
 */
export function securityHeaders(options: { imgSources?: string[] } = {}): MiddlewareHandler {
  const img = ["'self'", 'data:', 'blob:', ...(options.imgSources ?? [])].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self)');
  };
}
