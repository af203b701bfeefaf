export function hostSpeedLine(rows: { benchmarkIndexes?: number[] }[]): string | undefined
