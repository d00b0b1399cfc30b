export function moduleNames(opsDir: string): string[];
export function generate(opsDir: string): Record<string, string>;
export function writeGenerated(opsDir: string, options?: { check?: boolean }): string[];
