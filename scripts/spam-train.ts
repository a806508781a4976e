// `npm run spam:train`: trains the spam model on server/spam/corpus/messages/*.jsonl and writes
// server/spam/spam-model.bin (committed; the same corpus always writes the same bytes).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readCorpus } from "../server/spam/spam-corpus.ts";
import { encodeModel, shippedModelUrl } from "../server/spam/spam-model.ts";
import { trainSpamModel } from "../server/spam/spam-training.ts";

const corpus = readCorpus();
const model = trainSpamModel(corpus);
const bytes = encodeModel(model);
writeFileSync(shippedModelUrl, bytes);
console.log(
  `${fileURLToPath(shippedModelUrl)}: ${bytes.length} bytes from ${model.spamDocs} spam and ${model.genuineDocs} genuine messages ` +
    `(offset ${model.offset}, scale ${model.scale})`,
);
