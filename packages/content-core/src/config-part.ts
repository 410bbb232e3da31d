// A part of the site config another package owns is part of the contract between the packages, defined once there.
export type { ConfigKeySchema, ConfigPart, ConfigPlace, ConfigProblem, DocsTargets } from '@kran/contract';
