/** A port number from the environment (`name`), or `fallback` when unset; anything else is refused by name. */
export function portFrom(env, name, fallback) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name}=${raw} is not a port number.`)
  return port
}
