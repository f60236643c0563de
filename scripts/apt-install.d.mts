/** Installs `packages` for `purpose` when we run as root; otherwise prints `hint` and exits 1. */
export function aptInstall(packages: readonly string[], purpose: string, hint: string): void
