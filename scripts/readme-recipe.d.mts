export declare const recipeFiles: string[];
export declare function readmeRecipe(readme?: string): { title: string; code: string }[];
export declare function writeReadmeRecipe(appDir: string): string[];
