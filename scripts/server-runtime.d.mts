/** Node's command-line options for the server process (server-runtime.mjs). */
export declare const serverNodeArgs: readonly string[];
/** Environment the server process starts with (server-runtime.mjs). */
export declare const serverEnv: Readonly<Record<string, string>>;
