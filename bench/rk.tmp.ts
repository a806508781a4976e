import { residentByKind } from "./outbox-scale.ts";
console.log(residentByKind(Number(process.argv[2])));
