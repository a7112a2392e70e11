export declare const chromiumPath: string;
export declare const chromiumFlags: readonly string[];
export declare const headlessShellPath: string;
export declare function browserTestsChromium(): string;
