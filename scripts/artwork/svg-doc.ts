/** One SVG document and its <defs> (gradients, patterns, clips, blurs), and how numbers are written in it. */

export const f = (n: number) => String(Math.round(n * 10) / 10)

export type Stop = [offset: number, color: string, opacity?: number]

/** One SVG document: collects <defs> and hands out ids that are unique within the file. */
export class Doc {
  private defs: string[] = []
  private count = 0

  id(prefix = 'd'): string {
    this.count += 1
    return `${prefix}${this.count.toString(36)}`
  }

  def(markup: string) {
    this.defs.push(markup)
  }

  private stops(stops: Stop[]) {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${f(op)}"`}/>`,
      )
      .join('')
  }

  linear(stops: Stop[], [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.id('l')
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r')
    this.def(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  pattern(w: number, h: number, content: string, transform = ''): string {
    const id = this.id('p')
    const t = transform ? ` patternTransform="${transform}"` : ''
    this.def(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.id('c')
    this.def(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  blur(std: number): string {
    const id = this.id('b')
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    )
    return `url(#${id})`
  }

  render(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${defs}${body}</svg>\n`
  }
}
