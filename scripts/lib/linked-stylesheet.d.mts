export function linkedStylesheet(html: string, pageUrl: string): string | undefined
