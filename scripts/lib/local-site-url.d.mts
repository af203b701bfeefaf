export function withLocalSiteUrl<T extends Record<string, string | undefined>>(
  env: T,
  port: number | string,
): T & { NEXT_PUBLIC_SITE_URL: string }
