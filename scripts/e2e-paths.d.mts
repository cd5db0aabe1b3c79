export declare const e2eDataDir: (port: string | number) => string;
export declare const totpClaimsDir: (port: string | number) => string;
