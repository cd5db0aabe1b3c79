export declare const PG_ROOT: string;
export declare function findPostgresBinDir(): string | null;
